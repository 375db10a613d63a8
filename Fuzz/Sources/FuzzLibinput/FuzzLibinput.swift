import FuzzSupport
import GestureModel
import Recordings

/// Any bytes as a libinput record file: reading and importing either succeed or throw a FileError, and every
/// sample is a finite point inside the window.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLibinput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    fuzzRecording(data, size, name: "fuzz.yml") { LibinputReader(lines: $0) }
}

/// The executable's entry point (SwiftPM calls it `FuzzLibinput_main`): libFuzzer's driver.
@_cdecl("FuzzLibinput_main")
public func fuzzLibinputMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv) { data, size in fuzzLibinput(data, size) }
}
