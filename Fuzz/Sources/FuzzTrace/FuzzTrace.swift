import FuzzSupport
import GestureModel
import SceneFiles
import Replay

/// A scene with something of everything, for the trace fuzzer to replay through.
private let sceneText = """
    {"scene": 1, "window": {"width": 400, "height": 800}, "views": [
      {"id": "root", "frame": [0, 0, 400, 800],
       "recognizers": [
         {"id": "one", "type": "tap", "requires": ["two"], "handlers": [{"id": "h1", "delay": 0.1}]},
         {"id": "two", "type": "tap", "taps": 2}, {"id": "press", "type": "longPress"},
         {"id": "pan", "type": "pan", "handlers": [{"id": "h2"}]}, {"id": "swipe", "type": "swipe", "direction": ["left", "up"]},
         {"id": "pinch", "type": "pinch", "simultaneousWith": ["rotate"]}, {"id": "rotate", "type": "rotation"}],
       "whenTapped": [{"id": "w1", "taps": 1}, {"id": "w3", "taps": 3}],
       "children": [
         {"id": "button", "type": "button", "frame": [10, 10, 80, 40], "handlers": [{"id": "b1", "events": ["allTouchEvents"], "delay": 0.05}]},
         {"id": "switch", "type": "switch", "frame": [10, 60, 51, 31]},
         {"id": "slider", "type": "slider", "frame": [10, 100, 300, 31]},
         {"id": "stepper", "type": "stepper", "frame": [10, 140, 94, 32], "wraps": true, "max": 5},
         {"id": "segments", "type": "segmented", "frame": [10, 180, 300, 32], "segments": 3, "momentary": true},
         {"id": "plain", "type": "control", "frame": [10, 220, 100, 40]}]}]}
    """

/// Any bytes as a JSON Lines trace replayed through that scene: every line is applied or
/// rejected with a FileError; never a crash, a hang or unbounded memory.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTrace(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard let scene = try? SceneLoader.load(bytes: Array(sceneText.utf8), file: "fuzz.scene.json", emit: { _ in }) else {
        fatalError("the fuzzer's own scene must load")
    }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let replayer = Replayer(scene: scene, file: "fuzz.trace.jsonl")
    replayer.drainLimit = 10_000
    let decoder = TraceDecoder(file: "fuzz.trace.jsonl")
    var lineNumber = 0
    var start = 0
    do {
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            lineNumber += 1
            if end > start, let line = try decoder.decode(Array(bytes[start..<end])[...], line: lineNumber) {
                try replayer.feed(line)
            }
            start = end + 1
        }
        replayer.finish()
    } catch {
        _ = error.description
    }
    return 0
}

/// The executable's entry point (SwiftPM calls it `FuzzTrace_main`): libFuzzer's driver.
@_cdecl("FuzzTrace_main")
public func fuzzTraceMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv) { data, size in fuzzTrace(data, size) }
}
