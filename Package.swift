// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "bk-events",
    products: [
        .library(name: "ControlModel", targets: ["ControlModel"]),
        .library(name: "GestureModel", targets: ["GestureModel"]),
        .executable(name: "bk-events", targets: ["bk-events"]),
    ],
    targets: [
        .target(name: "ControlModel", linkerSettings: [.linkedLibrary("m")]),
        .target(name: "GestureModel", dependencies: ["ControlModel"]),
        .executableTarget(name: "bk-events", dependencies: ["ControlModel", "GestureModel"]),
        .testTarget(name: "ControlModelTests", dependencies: ["ControlModel"]),
        .testTarget(name: "GestureModelTests", dependencies: ["GestureModel", "ControlModel"], exclude: ["FuzzFindings"]),
        .testTarget(name: "bk-eventsTests", dependencies: ["bk-events", "GestureModel"], exclude: ["Golden"]),
    ],
    swiftLanguageModes: [.v6]
)
