import FuzzSupport
import GestureModel

/// Any bytes as an evemu recording: parsing and importing either succeed or throw a FileError.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEvemu(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let recording = try? EvemuRecording.parse(bytes, file: "fuzz.evemu") else { return 0 }
    if let importer = try? EvemuImporter(recording: recording, file: "fuzz.evemu", width: 1000, height: nil) {
        precondition(importer.samples.allSatisfy { $0.change.location.x.isFinite && $0.change.location.y.isFinite })
    }
    return 0
}

/// The executable's entry point (SwiftPM calls it `FuzzEvemu_main`): libFuzzer's driver.
@_cdecl("FuzzEvemu_main")
public func fuzzEvemuMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv) { data, size in fuzzEvemu(data, size) }
}
