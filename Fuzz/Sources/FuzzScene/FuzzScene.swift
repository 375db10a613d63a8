import FuzzSupport
import GestureModel
import SceneFiles

/// Any bytes as a scene file: loading either succeeds or throws a FileError; never a crash,
/// a hang or unbounded memory.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScene(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let scene = try? SceneLoader.load(bytes: bytes, file: "fuzz.scene.json", emit: { _ in }) {
        // a loaded scene must also survive a tap in its middle
        scene.window.handle([TouchChange(identifier: 1, phase: .began, location: scene.window.bounds.center)])
        scene.clock.advance(by: .milliseconds(50))
        scene.window.handle([TouchChange(identifier: 1, phase: .ended, location: scene.window.bounds.center)])
        scene.clock.run(limit: 10_000)
    }
    return 0
}

/// The executable's entry point (SwiftPM calls it `FuzzScene_main`): libFuzzer's driver.
@_cdecl("FuzzScene_main")
public func fuzzSceneMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv) { data, size in fuzzScene(data, size) }
}
