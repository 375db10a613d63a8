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
        .library(name: "GestureReplay", targets: ["SceneFiles", "Recordings", "Replay", "CorpusTesting", "GestureMaps", "TraceTools"]),
        .executable(name: "bk-events", targets: ["bk-events"]),
    ],
    targets: [
        .target(name: "ControlModel", swiftSettings: internalChecks, linkerSettings: [.linkedLibrary("m")]),
        // the model: views, recognizers, the gesture environment, scroll views, aimed gestures
        .target(name: "GestureModel", dependencies: ["ControlModel"], swiftSettings: internalChecks),
        // the tools above the model (arrows point down only; Scripts/check-layers.py keeps them so)
        .target(name: "SceneFiles", dependencies: ["ControlModel", "GestureModel"], swiftSettings: internalChecks),
        .target(name: "Recordings", dependencies: ["ControlModel", "GestureModel", "SceneFiles"], swiftSettings: internalChecks),
        .target(
            name: "Replay", dependencies: ["ControlModel", "GestureModel", "SceneFiles", "Recordings"],
            swiftSettings: internalChecks),
        .target(
            name: "CorpusTesting", dependencies: ["ControlModel", "GestureModel", "SceneFiles", "Recordings", "Replay"],
            swiftSettings: internalChecks),
        .target(
            name: "GestureMaps", dependencies: ["ControlModel", "GestureModel", "SceneFiles", "Replay"],
            swiftSettings: internalChecks),
        // shrinking a trace, and how close each decision of a replay was to flipping
        .target(
            name: "TraceTools", dependencies: ["ControlModel", "GestureModel", "SceneFiles", "Recordings", "Replay"],
            swiftSettings: internalChecks),
        .target(name: "HeadlessUIKitNames", dependencies: ["ControlModel", "GestureModel"]),
        .target(name: "HeadlessUIKit", dependencies: ["ControlModel", "GestureModel", "HeadlessUIKitNames"]),
        .executableTarget(
            name: "bk-events",
            dependencies: ["ControlModel", "GestureModel", "SceneFiles", "Recordings", "Replay", "CorpusTesting", "GestureMaps", "TraceTools"]),
        // the tests' shared helpers (the seeded scene and trace generator, the replay invariants,
        // the random corpus trees);
        // a target, not a product: the test targets and the Fuzz package's structured fuzzer use it
        .target(
            name: "TestSupport", dependencies: ["ControlModel", "GestureModel", "SceneFiles", "Replay", "CorpusTesting"],
            path: "Tests/TestSupport"),
        // fixtures several test targets share (a window on a virtual clock, logs, evemu
        // fixtures, the repository's paths); only test targets use it
        .target(
            name: "TestFixtures", dependencies: ["ControlModel", "GestureModel", "SceneFiles", "Recordings"],
            path: "Tests/TestFixtures"),
        .testTarget(name: "ControlModelTests", dependencies: ["ControlModel"]),
        .testTarget(
            name: "GestureModelTests", dependencies: ["GestureModel", "ControlModel", "SceneFiles", "TestFixtures", "TestSupport"],
            swiftSettings: internalChecks),
        .testTarget(
            name: "SceneFilesTests",
            dependencies: ["SceneFiles", "GestureModel", "ControlModel", "Recordings", "Replay", "CorpusTesting", "TestFixtures", "TestSupport"],
            swiftSettings: internalChecks),
        .testTarget(
            name: "RecordingsTests",
            dependencies: ["Recordings", "GestureModel", "ControlModel", "SceneFiles", "Replay", "CorpusTesting", "TestFixtures"],
            exclude: ["FuzzFindings"], swiftSettings: internalChecks),
        .testTarget(
            name: "ReplayTests",
            dependencies: ["Replay", "GestureModel", "ControlModel", "SceneFiles", "Recordings", "CorpusTesting", "TestFixtures", "TestSupport"],
            exclude: ["FuzzFindings"], swiftSettings: internalChecks),
        .testTarget(
            name: "CorpusTestingTests", dependencies: ["CorpusTesting", "GestureModel", "SceneFiles", "Recordings", "Replay", "TestFixtures", "TestSupport"],
            swiftSettings: internalChecks),
        .testTarget(
            name: "TraceToolsTests", dependencies: ["TraceTools", "GestureModel", "ControlModel", "SceneFiles", "Replay", "TestSupport"],
            swiftSettings: internalChecks),
        .testTarget(
            name: "GestureMapsTests", dependencies: ["GestureMaps", "GestureModel", "ControlModel", "SceneFiles", "TestFixtures"],
            swiftSettings: internalChecks),
        // screens written for UIKit: their view controllers are main-actor isolated, so their
        // delegate conformances are inferred isolated, as Xcode's approachable concurrency does
        .testTarget(
            name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit"],
            exclude: [
                "Fixture/PhotoSettingsViewController.uikit", "Screens/PhotoViewerViewController.uikit", "Screens/CheckoutViewController.uikit",
                "Screens/LoginViewController.uikit", "Screens/InboxTableViewController.uikit", "Screens/SettingsViewController.uikit",
                "Screens/PhotoGridViewController.uikit",
            ],
            swiftSettings: [.enableUpcomingFeature("InferIsolatedConformances")]),
        .testTarget(name: "bk-eventsTests", dependencies: ["bk-events", "TestSupport", "GestureModel", "ControlModel", "SceneFiles", "Recordings", "Replay", "CorpusTesting", "GestureMaps", "TraceTools"], exclude: ["Golden"]),
    ],
    swiftLanguageModes: [.v6]
)
