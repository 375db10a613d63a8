import FuzzSupport
import GestureModel
import Recordings

/// Any bytes as an evemu recording: reading and importing either succeed or throw a FileError, and every
/// sample is a finite point inside the window.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEvemu(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    fuzzRecording(data, size, name: "fuzz.evemu") { EvemuReader(lines: $0) }
}

/// The executable's entry point (SwiftPM calls it `FuzzEvemu_main`): libFuzzer's driver.
@_cdecl("FuzzEvemu_main")
public func fuzzEvemuMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv) { data, size in fuzzEvemu(data, size) }
}
