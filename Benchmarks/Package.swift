// swift-tools-version: 6.1
// Benchmarks for bk-events (not built by CI): `cd Benchmarks && swift package benchmark`.
import PackageDescription

// A path dependency is named after its folder; the root package's folder is wherever it was
// cloned, so take its name from the path.
let rootFolder = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "main")

let package = Package(
    name: "bk-events-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        .executableTarget(
            name: "SchedulerBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ControlModel", package: rootFolder),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
            ],
            path: "Benchmarks/SchedulerBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "GestureBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ControlModel", package: rootFolder),
                .product(name: "GestureModel", package: rootFolder),
            ],
            path: "Benchmarks/GestureBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
