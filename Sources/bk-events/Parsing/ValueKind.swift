import GestureModel
import CorpusTesting

/// What an option's or argument's value is: how it is named in usage and help (`<format>`),
/// how it is checked, and what a shell offers to complete it.
enum ValueKind: Sendable {
    /// A file to read (`-` for standard input where the subcommand says so); completion offers
    /// files with these extensions (any file when empty) and folders.
    case input(_ placeholder: String, extensions: [String])
    /// A file to write (`-` for standard output); completion offers files.
    case output(_ placeholder: String)
    /// One of a few words.
    case choice(_ placeholder: String, [String])
    /// A length in points: a number above 0 and at most 1e9.
    case points
    /// A time in seconds: a number from 0 to 1e9.
    case seconds
    /// A whole number from 1 to 1024 (threads).
    case count
    /// One shard of several, `i/n` with 1 ≤ i ≤ n.
    case shard
    /// A pattern to match names with (any text).
    case pattern

    /// The name shown between angle brackets.
    var placeholder: String {
        switch self {
        case .input(let name, _), .output(let name), .choice(let name, _): return name
        case .points: return "points"
        case .seconds: return "seconds"
        case .count: return "n"
        case .shard: return "i/n"
        case .pattern: return "pattern"
        }
    }

    /// Why `text` is not a valid value (the end of the sentence after "The value 'x' is invalid
    /// for '--option <value>'"), or nil when it is.
    func problem(with text: String) -> String? {
        switch self {
        case .input, .output: return text.isEmpty ? ": expected a path" : nil
        case .choice(_, let words):
            guard !words.contains(text) else { return nil }
            let quoted = words.map { "'\($0)'" }
            let list = quoted.count > 1 ? quoted.dropLast().joined(separator: ", ") + " and " + (quoted.last ?? "") : quoted.joined()
            return ". Please provide one of \(list)."
        case .points:
            guard let value = Double(text), value.isFinite, value > 0, value <= 1e9 else {
                return ": expected a number above 0 and at most 1e9"
            }
            return nil
        case .seconds:
            guard let value = Double(text), value.isFinite, value >= 0, value <= 1e9 else {
                return ": expected a number of seconds from 0 to 1e9"
            }
            return nil
        case .count:
            guard let value = Int(text), value >= 1, value <= 1024 else { return ": expected a whole number from 1 to 1024" }
            return nil
        case .shard: return CorpusShard(parsing: text) == nil ? ": expected i/n with 1 ≤ i ≤ n ≤ \(CorpusShard.maximumCount), e.g. 2/4" : nil
        case .pattern: return nil
        }
    }

    /// The words a shell offers for the value, when it is a choice.
    var choices: [String] {
        if case .choice(_, let words) = self { return words }
        return []
    }

    /// True when a shell should offer file names for the value.
    var completesFiles: Bool {
        switch self {
        case .input, .output: return true
        case .choice, .points, .seconds, .count, .shard, .pattern: return false
        }
    }

    /// The extensions offered for an input file (any file when empty).
    var extensions: [String] {
        if case .input(_, let extensions) = self { return extensions }
        return []
    }
}
