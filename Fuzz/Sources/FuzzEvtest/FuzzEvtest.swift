import FuzzSupport
import GestureModel
import Recordings

/// Any bytes as an evtest log: reading and importing either succeed or throw a FileError, and every
/// sample is a finite point inside the window.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEvtest(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    fuzzRecording(data, size, name: "fuzz.evtest") { EvtestReader(lines: $0) }
}

/// The executable's entry point (SwiftPM calls it `FuzzEvtest_main`): libFuzzer's driver.
@_cdecl("FuzzEvtest_main")
public func fuzzEvtestMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv) { data, size in fuzzEvtest(data, size) }
}
