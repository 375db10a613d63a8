// swift-tools-version: 6.0
// libFuzzer targets for every parser (not built by the root package): see Fuzz/run.sh.
import PackageDescription

// A path dependency is named after its folder, wherever the repository was cloned.
let rootFolder = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "main")

let fuzzer: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]
let target: [Target.Dependency] = ["FuzzSupport", .product(name: "GestureModel", package: rootFolder)]

let package = Package(
    name: "bk-events-fuzz",
    dependencies: [.package(path: "..")],
    targets: [
        .target(name: "FuzzSupport", dependencies: [.product(name: "GestureModel", package: rootFolder)]),
        .executableTarget(name: "FuzzScene", dependencies: target, swiftSettings: fuzzer),
        .executableTarget(name: "FuzzTrace", dependencies: target, swiftSettings: fuzzer),
        .executableTarget(name: "FuzzEvemu", dependencies: target, swiftSettings: fuzzer),
        .executableTarget(name: "FuzzEvtest", dependencies: target, swiftSettings: fuzzer),
        .executableTarget(name: "FuzzGetevent", dependencies: target, swiftSettings: fuzzer),
        .executableTarget(name: "FuzzLibinput", dependencies: target, swiftSettings: fuzzer),
        // the edge-case generator and the replay checks of the root package's tests (symbolic
        // links to Tests/GestureModelTests/RandomScenes and ReplayInvariants): one copy of each
        .executableTarget(
            name: "FuzzStructured", dependencies: target + [.product(name: "ControlModel", package: rootFolder)],
            swiftSettings: fuzzer),
    ]
)
