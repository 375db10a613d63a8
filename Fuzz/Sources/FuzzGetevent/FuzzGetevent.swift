import FuzzSupport
import GestureModel
import Recordings

/// Any bytes as a getevent log: reading and importing either succeed or throw a FileError, and every
/// sample is a finite point inside the window.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGetevent(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    fuzzRecording(data, size, name: "fuzz.txt") { GeteventReader(lines: $0) }
}

/// The executable's entry point (SwiftPM calls it `FuzzGetevent_main`): libFuzzer's driver.
@_cdecl("FuzzGetevent_main")
public func fuzzGeteventMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv) { data, size in fuzzGetevent(data, size) }
}
