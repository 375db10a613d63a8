// swift-tools-version: 6.0
import PackageDescription

/// Internal checks (invariants verified at the end of each gesture pass, unretained references
/// checked on use, the debug switches): on in debug builds, so in `swift test`; release builds
/// compile none of it.
let internalChecks: [SwiftSetting] = [.define("BK_EVENTS_INTERNAL_CHECKS", .when(configuration: .debug))]

let package = Package(
    name: "bk-events",
    products: [
        .library(name: "ControlModel", targets: ["ControlModel"]),
        .library(name: "GestureModel", targets: ["GestureModel"]),
        .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
        .executable(name: "bk-events", targets: ["bk-events"]),
    ],
    targets: [
        .target(name: "ControlModel", swiftSettings: internalChecks, linkerSettings: [.linkedLibrary("m")]),
        .target(name: "GestureModel", dependencies: ["ControlModel"], swiftSettings: internalChecks),
        .target(name: "HeadlessUIKitNames", dependencies: ["ControlModel"]),
        .target(name: "HeadlessUIKit", dependencies: ["ControlModel", "GestureModel", "HeadlessUIKitNames"]),
        .executableTarget(name: "bk-events", dependencies: ["ControlModel", "GestureModel"]),
        .testTarget(name: "ControlModelTests", dependencies: ["ControlModel"]),
        .testTarget(
            name: "GestureModelTests", dependencies: ["GestureModel", "ControlModel"], exclude: ["FuzzFindings"],
            swiftSettings: internalChecks),
        .testTarget(
            name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit"],
            exclude: ["Fixture/PhotoSettingsViewController.uikit"]),
        // RandomScenes and ReplayInvariants are links to GestureModelTests's folders (one copy)
        .testTarget(name: "bk-eventsTests", dependencies: ["bk-events", "GestureModel", "ControlModel"], exclude: ["Golden"]),
    ],
    swiftLanguageModes: [.v6]
)
