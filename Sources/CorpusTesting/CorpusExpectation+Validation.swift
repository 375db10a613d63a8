import SceneFiles
import Replay
extension CorpusExpectation {
    /// Checks that every line `lines` reads (blank and `#` lines aside) is a replay record in
    /// `format` — one `replay --explain` adds (`held`, `released`, `delivery`, `touch`) too,
    /// and in text an indented "because …" line under a record; how many lines there are.
    /// What `check` says of an expected output, and what a corpus says of an expectation with
    /// reasons its output differs from.
    ///
    /// - Throws: the first line that is none of those, with its place.
    package static func validate(_ lines: LineReader, format: RecordFormat) throws(FileError) -> Int {
        var count = 0
        while let problem = try lines.nextLineBytes({ bytes -> String? in
            let line = ArraySlice(bytes).drop { $0 == 0x20 || $0 == 0x09 }
            if line.isEmpty || line.first == 0x0D || line.first == UInt8(ascii: "#") { return nil }
            count += 1
            switch format {
            case .jsonl:
                guard let object = try? JSONParser.parse(Array(line)), case .number = object["t"]?.kind,
                      case .string(let kind) = object["kind"]?.kind,
                      ReplayRecord.Kind(rawValue: kind) != nil || ExplanationFormat.recordKinds.contains(kind) else {
                    return "expected a replay record: a JSON object with \"t\" and a known \"kind\""
                }
            case .text:
                // an indented "because …" line explains the record above it (replay --explain)
                let indented = bytes.first == 0x20 || bytes.first == 0x09
                guard InputKind.isTextRecord(line) || (indented && ExplanationFormat.isBecauseLine(line)) else {
                    return "expected a replay record: a time, a kind and an id"
                }
            }
            return nil
        }) {
            if let problem { throw FileError(file: lines.path, location: SourceLocation(line: lines.lineNumber, column: 1), message: problem) }
        }
        return count
    }
}
