import GestureModel
import SceneFiles

/// A subcommand's words, parsed and checked against its declarations (``Command/arguments``,
/// ``Command/options``): every value is valid for its kind once this exists.
///
/// `--help`, `--version` and `--generate-completion-script` are handled before (see
/// ``CommandLineInterface``); what is left is parsed here.
struct ParsedArguments {
    /// The subcommand the words were parsed for.
    let command: Command
    /// The positional words, in order.
    private(set) var positionals: [String] = []
    /// The options' values (the last one when an option was given more than once), by name.
    private var values: [String: String] = [:]
    /// The flags given, by name.
    private var flags: Set<String> = []

    /// Parses `words` (what follows the subcommand's name) for `command`.
    init(_ words: [String], for command: Command) throws(UsageError) {
        self.command = command
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            if word == "--" {
                positionals.append(contentsOf: words[index...])
                break
            }
            guard word.hasPrefix("-"), word != "-" else {
                positionals.append(word)
                continue
            }
            // `--name=value` and `-x=value` carry their value
            let equals = word.firstIndex(of: "=")
            let name = equals.map { String(word[..<$0]) } ?? word
            guard let option = command.allOptions.first(where: { $0.isNamed(name) }) else {
                throw UsageError(message: Self.unknownOptionMessage(name, among: command.allOptions), command: command)
            }
            guard let kind = option.value else {
                if let equals {
                    let given = FileError.quoted(word[word.index(after: equals)...])
                    throw UsageError(message: "The option '\(option.longForm)' does not take any value, but \(given) was specified.",
                                     command: command)
                }
                flags.insert(option.name)
                continue
            }
            let value: String
            if let equals {
                value = String(word[word.index(after: equals)...])
            } else {
                guard index < words.count else {
                    throw UsageError("Missing value for '\(name) <\(kind.placeholder)>'", option: option, command: command)
                }
                value = words[index]
                index += 1
            }
            if let problem = kind.problem(with: value) {
                throw UsageError("The value \(FileError.quoted(value)) is invalid for '\(name) <\(kind.placeholder)>'\(problem)",
                                 option: option, command: command)
            }
            values[option.name] = value
        }
        try checkCounts()
    }

    /// Missing required options and arguments, and words left over.
    private func checkCounts() throws(UsageError) {
        for option in command.options where option.isRequired && values[option.name] == nil {
            throw UsageError("Missing expected argument '\(option.synopsis)'", option: option, command: command)
        }
        let declared = command.arguments
        let required = declared.filter { !$0.isOptional }.count
        if positionals.count < required, let missing = declared.dropFirst(positionals.count).first {
            throw UsageError("Missing expected argument '\(missing.label)'", argument: missing, command: command)
        }
        if !(declared.last?.isRepeating ?? false), positionals.count > declared.count {
            let extra = positionals[declared.count...]
            let message = extra.count == 1
                ? "Unexpected argument \(FileError.quoted(extra[extra.startIndex]))"
                : "\(extra.count) unexpected arguments: " + extra.map { FileError.quoted($0) }.joined(separator: ", ")
            throw UsageError(message: message, command: command)
        }
    }

    /// "Unknown option '--scen'. Did you mean '--scene'?": the closest long name within an edit
    /// distance of 3 is suggested (never for a short option), as swift-argument-parser does.
    static func unknownOptionMessage(_ name: String, among options: [Option]) -> String {
        let message = "Unknown option \(FileError.quoted(name))"
        guard name.hasPrefix("--") else { return message }
        let scored = options.map { ($0.longForm, $0.longForm.editDistance(to: name)) }.filter { $0.1 < 4 }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return message }
        return message + ". Did you mean '\(best.0)'?"
    }

    /// The value of `option`, if given.
    subscript(_ option: Option) -> String? { values[option.name] }

    /// The number value of `option` (points or seconds), if given.
    func number(_ option: Option) -> Double? { values[option.name].flatMap(Double.init) }

    /// True when the flag `option` was given.
    func isSet(_ option: Option) -> Bool { flags.contains(option.name) }
}
