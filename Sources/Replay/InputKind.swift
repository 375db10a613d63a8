import SceneFiles
import Recordings
/// What an input file holds, told from its first lines (peeked, never consumed: see
/// ``LineReader/peek(_:)``), so a file given to `check` or `replay` is read once whatever it is.
///
/// The first line that is neither blank nor a `#` comment decides (a recording's own first
/// comment line decides too, see ``RecordingFormat/detect(_:)``):
/// - a JSON object on one line: a trace's header when it has a `trace` key, or a `scene` key
///   naming a file (a string) without `t`, `do`, `window` or `views`; else a scene when it has
///   a `scene`, `window` or `views` key; records
///   (a replay's JSON Lines output, as an `--expect` file holds) when it has `t` and `kind`;
///   otherwise a trace line (its header, a sample or a command), which the trace's own rules check;
/// - a line ending inside a JSON value (`{`, `[`, `,` or `:` last): the start of a scene spread
///   over lines, as editors and formatters write them (a trace is one object per line);
/// - an object longer than a trace's line may be (1 MiB): a scene written on one line, unless its
///   first key is a trace line's;
/// - a replay's text record (`0.350    control   like touchUpInside`): records in text;
/// - anything else: a trace, whose decoder reports what is wrong with the line.
///
/// So a scene whose first key is misspelt is still a scene, reported by the scene's rules.
package enum InputKind: Equatable, Sendable {
    /// A recording from a touchscreen.
    case recording(RecordingFormat)
    /// A scene file.
    case scene
    /// A JSON Lines trace.
    case trace
    /// Replay records in this format (an expected output).
    case records(RecordFormat)

    /// The kind of what `lines` reads, peeking at its start: as far as its first line that
    /// decides (the peek stops there), up to one byte past the longest trace line, so a scene
    /// written on one long line is read whole, or known to be longer than any trace line.
    package static func of(_ lines: LineReader) throws(FileError) -> InputKind {
        detect(try lines.peek(LineReader.maximumLineLength + 1)[...])
    }

    /// The kind of a file starting with `head`.
    package static func detect(_ head: ArraySlice<UInt8>) -> InputKind {
        if let format = RecordingFormat.detect(head) { return .recording(format) }
        guard let line = firstLine(head) else { return .trace }
        if line.first == UInt8(ascii: "{") {
            if let value = try? JSONParser.parse(Array(line)), let members = value.members {
                let keys = members.map(\.key)
                if isTraceHeader(value) { return .trace }
                if keys.contains(where: { ["scene", "window", "views"].contains($0) }) { return .scene }
                if keys.contains("t"), keys.contains("kind") { return .records(.jsonl) }
                return .trace
            }
            // an object longer than any trace line is a scene, unless it starts as a trace's
            // line does (for the trace's rules to report its length)
            if line.count > LineReader.maximumLineLength {
                return ["t", "do", "touch", "phase", "trace"].contains(firstKey(line)) ? .trace : .scene
            }
            let last = line.last { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }
            return last.map { "{[,:".utf8.contains($0) } == true ? .scene : .trace
        }
        return isTextRecord(line) ? .records(.text) : .trace
    }

    /// The scene a trace's header names, as written (nil when the first line that decides is
    /// not a header naming one): for checks made before the trace is replayed.
    package static func headerScene(_ head: ArraySlice<UInt8>) -> String? {
        guard let line = firstLine(head), let header = try? JSONParser.parse(Array(line)), isTraceHeader(header),
              case .string(let scene) = header["scene"]?.kind else { return nil }
        return scene
    }

    /// True for a trace's header line: a header by the trace's rules (``TraceDecoder``), unless
    /// it could start a scene (a `scene` key that is no string, or a `window` or `views` key).
    private static func isTraceHeader(_ value: JSONValue) -> Bool {
        guard let members = value.members, TraceDecoder.isHeader(members) else { return false }
        if value["trace"] != nil { return true }
        guard case .string = value["scene"]?.kind else { return false }
        return value["window"] == nil && value["views"] == nil
    }

    /// The first key of the object `line` starts, if it starts with one (`{ "key"`, without
    /// escapes).
    private static func firstKey(_ line: ArraySlice<UInt8>) -> String? {
        let afterBrace = line.dropFirst().drop { $0 == 0x20 || $0 == 0x09 }
        guard afterBrace.first == UInt8(ascii: "\"") else { return nil }
        let key = afterBrace.dropFirst().prefix { $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
        return String(decoding: key, as: UTF8.self)
    }

    /// The first line that is neither blank nor a `#` comment (without its ending and leading
    /// spaces), or nil.
    private static func firstLine(_ head: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        var start = head.startIndex
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { start += 3 }
        while start < head.endIndex {
            let end = head[start...].firstIndex(of: 0x0A) ?? head.endIndex
            let line = head[start..<end].drop { $0 == 0x20 || $0 == 0x09 }
            start = end + 1
            if line.isEmpty || line.first == 0x0D || line.first == UInt8(ascii: "#") { continue }
            return line
        }
        return nil
    }

    /// True for a text record: a time with three decimals, spaces, then a record kind.
    package static func isTextRecord(_ line: ArraySlice<UInt8>) -> Bool {
        let text = String(decoding: line, as: UTF8.self)
        let words = text.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
        guard words.count >= 2, let dot = words[0].firstIndex(of: "."), Double(words[0]) != nil,
              words[0][words[0].index(after: dot)...].count == 3 else { return false }
        // a record, or one --explain adds
        return ReplayRecord.Kind(rawValue: String(words[1])) != nil || ExplanationFormat.recordKinds.contains(String(words[1]))
    }
}
