import SceneFiles

/// What a shrunk trace must still do (``TraceShrinker``): show a record, or fail an
/// expectation the way the original trace fails it.
public enum ShrinkGoal: Sendable {
    /// A record matching the pattern appears in the replay.
    case keep(RecordPattern)
    /// The replay differs from the expectation `expected` (its record lines, in `format`) at
    /// the same place as the original: the first difference, records compared without their
    /// times (shrinking moves time), is at the same expected record — or, when the original
    /// wrote a record past the expectation's end, the same extra record.
    case expect(expected: [String], format: RecordFormat)

    /// The format the replay's records are compared in.
    var format: RecordFormat {
        switch self {
        case .keep: .jsonl
        case .expect(_, let format): format
        }
    }

    /// The first difference between `produced` and `expected`, records compared without their
    /// times: the expected record there and the produced one (nil past an end); nil when they
    /// match.
    static func firstDifference(_ produced: [String], _ expected: [String], format: RecordFormat) -> (expected: String?, produced: String?)? {
        let count = max(produced.count, expected.count)
        for index in 0..<count {
            let made = index < produced.count ? untimed(produced[index], format) : nil
            let wanted = index < expected.count ? untimed(expected[index], format) : nil
            if made != wanted { return (wanted, made) }
        }
        return nil
    }

    /// A record line without its time: JSON Lines' leading `"t"` member, the text form's first
    /// column.
    static func untimed(_ line: String, _ format: RecordFormat) -> String {
        switch format {
        case .jsonl:
            guard line.hasPrefix("{\"t\":"), let comma = line.firstIndex(of: ",") else { return line }
            return "{" + line[line.index(after: comma)...]
        case .text:
            let trimmed = line.drop { $0 == " " }
            guard let space = trimmed.firstIndex(of: " ") else { return String(trimmed) }
            return String(trimmed[space...].drop { $0 == " " })
        }
    }
}
