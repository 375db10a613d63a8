// swift-tools-version: 6.0
// libFuzzer targets for every parser (not built by the root package): see Fuzz/run.sh.
import PackageDescription

// A path dependency is named after its folder, wherever the repository was cloned.
let rootFolder = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "main")

let fuzzer: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]
let target: [Target.Dependency] = [
    "FuzzSupport", .product(name: "GestureModel", package: rootFolder), .product(name: "GestureReplay", package: rootFolder),
]

let package = Package(
    name: "bk-events-fuzz",
    dependencies: [.package(path: "..")],
    targets: [
        .target(
            name: "FuzzSupport",
            dependencies: [.product(name: "GestureModel", package: rootFolder), .product(name: "GestureReplay", package: rootFolder)]),
        // the root package's TestSupport target (Sources/TestSupport links to its folder: a
        // package can use only another package's products, and TestSupport is not one)
        .target(
            name: "TestSupport",
            dependencies: [
                .product(name: "ControlModel", package: rootFolder), .product(name: "GestureModel", package: rootFolder),
                .product(name: "GestureReplay", package: rootFolder),
            ]),
        .executableTarget(name: "FuzzScene", dependencies: target, swiftSettings: fuzzer),
        .executableTarget(name: "FuzzTrace", dependencies: target, swiftSettings: fuzzer),
        .executableTarget(name: "FuzzEvemu", dependencies: target, swiftSettings: fuzzer),
        .executableTarget(name: "FuzzEvtest", dependencies: target, swiftSettings: fuzzer),
        .executableTarget(name: "FuzzGetevent", dependencies: target, swiftSettings: fuzzer),
        .executableTarget(name: "FuzzLibinput", dependencies: target, swiftSettings: fuzzer),
        // the edge-case generator and the replay checks of the root package's tests (TestSupport)
        // random corpus trees (TestSupport's RandomCorpusTree) through the corpus runner
        .executableTarget(name: "FuzzCorpus", dependencies: target + ["TestSupport"], swiftSettings: fuzzer),
        .executableTarget(
            name: "FuzzStructured", dependencies: target + ["TestSupport", .product(name: "ControlModel", package: rootFolder)],
            swiftSettings: fuzzer),
    ]
)
