import GestureModel
import SceneFiles
import Recordings

/// Imports what `reader` reads onto a 1000-point-wide window (and 600 high when the format takes
/// raw coordinates as points): an error is fine, a crash or a sample outside the window is not.
public func checkImport(_ reader: any RecordingReader) {
    guard let importer = try? RecordingImporter(reader: reader, width: 1000, height: reader.acceptsWindowUnits ? 600 : nil) else { return }
    while let sample = try? importer.next() {
        let point = sample.change.location
        precondition(point.x.isFinite && point.y.isFinite && point.x >= 0 && point.y >= 0)
        precondition(point.x <= importer.width.rounded(.up) && point.y <= importer.height.rounded(.up))
    }
}

/// The fuzzer's input as lines of the file `name`, read by the reader `make` returns, imported
/// with ``checkImport(_:)``; libFuzzer's answer (0).
public func fuzzRecording(_ data: UnsafePointer<UInt8>, _ size: Int, name: String, _ make: (LineReader) -> any RecordingReader) -> Int32 {
    checkImport(make(LineReader(bytes: Array(UnsafeBufferPointer(start: data, count: size)), path: name)))
    return 0
}
