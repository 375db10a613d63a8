// swift-tools-version: 6.0
import PackageDescription

/// Release builds skip the runtime exclusivity checks of class properties: they cost about a
/// sixth of replay time and the models are single-threaded by design. Debug builds (and so
/// `swift test`) keep them.
let fastRelease: [SwiftSetting] = [.unsafeFlags(["-enforce-exclusivity=unchecked", "-cross-module-optimization"], .when(configuration: .release))]

let package = Package(
    name: "bk-events",
    products: [
        .library(name: "ControlModel", targets: ["ControlModel"]),
        .library(name: "GestureModel", targets: ["GestureModel"]),
        .executable(name: "bk-events", targets: ["bk-events"]),
    ],
    targets: [
        .target(name: "ControlModel", swiftSettings: fastRelease, linkerSettings: [.linkedLibrary("m")]),
        .target(name: "GestureModel", dependencies: ["ControlModel"], swiftSettings: fastRelease),
        .executableTarget(name: "bk-events", dependencies: ["ControlModel", "GestureModel"], swiftSettings: fastRelease),
        .testTarget(name: "ControlModelTests", dependencies: ["ControlModel"]),
        .testTarget(name: "GestureModelTests", dependencies: ["GestureModel", "ControlModel"], exclude: ["FuzzFindings"]),
        .testTarget(name: "bk-eventsTests", dependencies: ["bk-events", "GestureModel"], exclude: ["Golden"]),
    ],
    swiftLanguageModes: [.v6]
)
