import GestureModel
import SceneFiles

/// The command line's entry, with swift-argument-parser's conventions: the leading words name
/// the subcommand; `-h`/`--help` and `--version` are answered wherever they appear (before a
/// `--`), as are `help SUBCOMMAND` and, at the top, `--generate-completion-script SHELL`; a
/// group named alone (or nothing at all) prints its help; the rest is parsed against the
/// subcommand's declarations (``ParsedArguments``) and checked (``Command/validate``) before it runs.
enum CommandLineInterface {
    /// The version `--version` prints.
    static let version = "0.1.0"

    /// Runs the command line `words` (without the program's name) and returns the exit status.
    static func run(_ words: [String]) -> Int32 {
        do throws(UsageError) {
            return try dispatch(words)
        } catch {
            OutputStream.error(error.text)
            return ExitStatus.usage
        }
    }

    private static func dispatch(_ words: [String]) throws(UsageError) -> Int32 {
        var command = Command.root
        var rest = words[...]
        while let word = rest.first, let subcommand = command.subcommand(named: word) {
            command = subcommand
            rest = rest.dropFirst()
        }
        if command == .root, rest.first == "help" { return try help(Array(rest.dropFirst())) }
        let optionWords = rest.prefix { $0 != "--" }
        if optionWords.contains(where: { Option.help.isNamed($0) }) { return OutputStream.print(HelpText.help(for: command)) }
        if optionWords.contains(where: { Option.version.isNamed($0) }) { return OutputStream.print(version + "\n") }
        if !command.subcommands.isEmpty {
            if let word = rest.first, !word.hasPrefix("-") { throw unknownSubcommand(word, of: command) }
            let parsed = try ParsedArguments(Array(rest), for: command)
            if let shell = parsed[.completionScript].flatMap(CompletionShell.init(rawValue:)) {
                return OutputStream.print(shell.script)
            }
            return OutputStream.print(HelpText.help(for: command))
        }
        let parsed = try ParsedArguments(Array(rest), for: command)
        try command.validate(parsed)
        return try command.run?(parsed) ?? ExitStatus.success  // a group is answered above
    }

    /// `bk-events help [SUBCOMMAND …]`: the help of the subcommand the words name.
    private static func help(_ words: [String]) throws(UsageError) -> Int32 {
        var command = Command.root
        for word in words where word != "help" || command != .root {
            guard let subcommand = command.subcommand(named: word) else { throw unknownSubcommand(word, of: command) }
            command = subcommand
        }
        return OutputStream.print(HelpText.help(for: command))
    }

    /// "Unknown subcommand 'x'", with the closest name when one is near.
    private static func unknownSubcommand(_ word: String, of group: Command) -> UsageError {
        let names = group.subcommands.compactMap(\.path.last) + (group == .root ? ["help"] : [])
        var message = "Unknown subcommand \(FileError.quoted(word))"
        let scored = names.map { ($0, $0.editDistance(to: word)) }.filter { $0.1 < 4 && $0.1 < word.count }
        if let best = scored.min(by: { $0.1 < $1.1 }) { message += ". Did you mean '\(best.0)'?" }
        return UsageError(message: message, command: group)
    }
}
