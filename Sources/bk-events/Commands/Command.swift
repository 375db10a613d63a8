/// A subcommand of `bk-events` (or a group of them), declared once in its own file under
/// `Commands/`: its words, what it takes (positional arguments and options), what its help
/// says, the check of its words before any file is read, and what it runs. Usage lines, help,
/// completion scripts and the parsing of its words all come from these declarations.
///
/// A new subcommand is one new file declaring `static let NAME = Command(…)` in an extension
/// of `Command`, plus its name in ``all``.
struct Command: Sendable {
    /// The words naming it after `bk-events` (`["import", "evemu"]`; empty for the root).
    let path: [String]
    /// One line: what it does.
    let abstract: String
    /// More about it, shown in its help under the overview.
    var discussion: String? = nil
    /// Its positional arguments, in order.
    var arguments: [Positional] = []
    /// Its own options, in the order help lists them (``allOptions`` adds the common ones).
    var options: [Option] = []
    /// What its exit statuses mean, for its help.
    var exitStatus: String? = nil
    /// Throws the usage errors its words alone show (exit 64), before any file is read.
    var validate: @Sendable (ParsedArguments) throws(UsageError) -> Void = { _ in }
    /// Runs it once its words are parsed and validated, returning the exit status; nil for a
    /// group, which prints its help.
    var run: (@Sendable (ParsedArguments) throws(UsageError) -> Int32)? = nil

    /// Every subcommand and group, in the order help and completion scripts list them.
    static let all: [Command] = [
        .root, .replay, .importRecording, .importEvemu, .importEvtest, .importGetevent, .importLibinput, .check, .timeline,
        .test, .analyze, .shrink, .margins,
    ]

    /// Its words joined by spaces (`import evemu`; empty for the root).
    var name: String { path.joined(separator: " ") }

    /// `bk-events` followed by its path.
    var commandLine: String { (["bk-events"] + path).joined(separator: " ") }

    /// The group it belongs to (nil for the root).
    var parent: Command? {
        path.isEmpty ? nil : Command.all.first { $0.path == Array(path.dropLast()) }
    }

    /// Its subcommands, in declaration order (empty unless it is a group).
    var subcommands: [Command] { Command.all.filter { !$0.path.isEmpty && $0.parent == self } }

    /// The subcommand of this group named `word`, if any.
    func subcommand(named word: String) -> Command? { subcommands.first { $0.path.last == word } }

    /// Every option it accepts: its own, then those every subcommand takes.
    var allOptions: [Option] { options + [.version, .help] + (self == .root ? [.completionScript] : []) }

    /// The usage line: `bk-events replay <trace> [--scene <scene>] …`.
    var usage: String {
        if !subcommands.isEmpty { return commandLine + " <subcommand>" }
        let words = arguments.map(\.synopsis) + options.map { $0.isRequired ? $0.synopsis : "[\($0.synopsis)]" }
        return ([commandLine] + words).joined(separator: " ")
    }
}

/// Two declarations are the same subcommand when their words are.
extension Command: Equatable {
    static func == (left: Command, right: Command) -> Bool { left.path == right.path }
}
