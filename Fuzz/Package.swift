// swift-tools-version: 6.0
// libFuzzer targets for every parser (not built by the root package): see Fuzz/run.sh.
import PackageDescription

// A path dependency is named after its folder, wherever the repository was cloned.
let rootFolder = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "main")

let fuzzer: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "bk-events-fuzz",
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(
            name: "FuzzScene", dependencies: [.product(name: "GestureModel", package: rootFolder)], swiftSettings: fuzzer),
        .executableTarget(
            name: "FuzzTrace", dependencies: [.product(name: "GestureModel", package: rootFolder)], swiftSettings: fuzzer),
        .executableTarget(
            name: "FuzzEvemu", dependencies: [.product(name: "GestureModel", package: rootFolder)], swiftSettings: fuzzer),
    ]
)
