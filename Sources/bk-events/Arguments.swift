/// A subcommand's parsed arguments: positional values and `--option value` pairs.
struct Arguments {
    var positionals: [String] = []
    var options: [String: String] = [:]
    var wantsHelp = false

    /// Parses `words` for `command`, accepting the options in `valued` (each takes a value).
    init(_ words: [String], command: Command, valued: Set<String>) throws(UsageError) {
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            if word == "-h" || word == "--help" {
                wantsHelp = true
            } else if word == "--" {
                positionals.append(contentsOf: words[index...])
                break
            } else if word.hasPrefix("-") && word != "-" {
                var name = word
                var value: String?
                if let equals = word.firstIndex(of: "="), word.hasPrefix("--") {
                    name = String(word[..<equals])
                    value = String(word[word.index(after: equals)...])
                }
                guard valued.contains(name) else { throw UsageError(message: "Unknown option '\(name)'", command: command) }
                if value == nil {
                    guard index < words.count else { throw UsageError(message: "Missing value for '\(name) <value>'", command: command) }
                    value = words[index]
                    index += 1
                }
                if options[name] != nil { throw UsageError(message: "Option '\(name)' given more than once", command: command) }
                options[name] = value
            } else {
                positionals.append(word)
            }
        }
    }

    /// A positive number option, or nil when absent.
    func number(_ name: String, command: Command) throws(UsageError) -> Double? {
        guard let text = options[name] else { return nil }
        guard let value = Double(text), value.isFinite, value > 0, value <= 1e9 else {
            throw UsageError(message: "The value '\(text)' is invalid for '\(name) <points>': expected a number above 0 and at most 1e9", command: command)
        }
        return value
    }

    /// A non-negative number option (seconds), or nil when absent.
    func seconds(_ name: String, command: Command) throws(UsageError) -> Double? {
        guard let text = options[name] else { return nil }
        guard let value = Double(text), value.isFinite, value >= 0, value <= 1e9 else {
            throw UsageError(message: "The value '\(text)' is invalid for '\(name) <seconds>': expected a number of seconds from 0 to 1e9", command: command)
        }
        return value
    }
}
