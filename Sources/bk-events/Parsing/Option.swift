import GestureModel
import SceneFiles

/// One option of the command line, declared once: the usage line, the help, the shell
/// completion and the check of its value all come from this declaration.
///
/// The conventions are swift-argument-parser's: `--name value` or `--name=value`, a short form
/// `-x value` (or `-x=value`) where there is one, the last of repeated values wins, and a flag
/// takes no value.
struct Option: Sendable {
    /// The long name without its dashes (`scene` for `--scene`).
    let name: String
    /// The one-letter form, if any (`o` for `-o`).
    var short: Character? = nil
    /// The value it takes; nil for a flag.
    var value: ValueKind? = nil
    /// What it does, in one or two sentences.
    var help: String
    /// The default, shown in help as "(default: …)".
    var defaultText: String? = nil
    /// True when the subcommand cannot run without it.
    var isRequired = false

    /// The option, required.
    func required() -> Option {
        var option = self
        option.isRequired = true
        return option
    }

    /// The option with another default shown in help.
    func defaulting(to text: String) -> Option {
        var option = self
        option.defaultText = text
        return option
    }

    /// `--name`.
    var longForm: String { "--" + name }

    /// `--name <value>` (the long form), as in usage lines and error messages.
    var synopsis: String { longForm + (value.map { " <\($0.placeholder)>" } ?? "") }

    /// `-x, --name <value>`, the first column of the help.
    var label: String { (short.map { "-\($0), " } ?? "") + synopsis }

    /// The help with its values and default, as the help shows it.
    var fullHelp: String {
        var notes: [String] = []
        if let value, !value.choices.isEmpty { notes.append("values: " + value.choices.joined(separator: ", ")) }
        if let defaultText { notes.append("default: " + defaultText) }
        return notes.isEmpty ? help : help + " (" + notes.joined(separator: "; ") + ")"
    }

    /// True when `word` (without any `=value`) names this option.
    func isNamed(_ word: some StringProtocol) -> Bool {
        word == longForm || (short.map { word == "-\($0)" } ?? false)
    }
}

/// The options several subcommands take, each declared once (an option only one subcommand
/// takes is declared in that subcommand's file); subcommands list the ones they take.
extension Option {
    /// `-h`, `--help` (every subcommand).
    static let help = Option(name: "help", short: "h", help: "Show help information.")
    /// `--version` (every subcommand).
    static let version = Option(name: "version", help: "Show the version.")
    /// `--generate-completion-script <shell>`.
    static let completionScript = Option(
        name: "generate-completion-script", value: .choice("shell", CompletionShell.allCases.map(\.rawValue)),
        help: "Print a completion script for the shell.")

    static let scene = Option(
        name: "scene", value: .input("scene", extensions: ["json"]),
        help: "The scene file.", defaultText: "the one the trace's header names")
    static let until = Option(
        name: "until", value: .seconds, help: "Stop at this time instead of running until nothing is pending.")
    static let width = Option(
        name: "width", value: .points, help: "For a recording: the window width its x range is scaled onto.",
        defaultText: "the scene's window width")
    static let height = Option(
        name: "height", value: .points, help: "For a recording: the window height its y range is scaled onto.",
        defaultText: "the scene's window height, or keep the device's aspect ratio")
    static let desc = Option(
        name: "desc", value: .input("desc", extensions: ["desc", "txt"]),
        help: "For a recording: its device description (evemu's .desc, `getevent -lp` output, an evtest header).")
    static let device = Option(
        name: "device", value: .input("device", extensions: []),
        help: "For a recording of several devices: the one to read, by node (/dev/input/event2) or name.",
        defaultText: "the touchscreen")
}
