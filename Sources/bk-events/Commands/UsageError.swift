/// A mistake in how the command was called, printed as swift-argument-parser prints one:
///
/// ```
/// Error: Unknown option '--scen'. Did you mean '--scene'?
/// Usage: bk-events replay <trace> [--scene <scene>] …
///   See 'bk-events replay --help' for more information.
/// ```
///
/// with a `Help:` line for the option or argument at fault, when there is one; exit status 64.
struct UsageError: Error {
    /// What is wrong.
    var message: String
    /// The subcommand whose usage is shown.
    var command: Command
    /// The label and help of the option or argument at fault.
    var help: (label: String, text: String)? = nil

    /// An error about `option`, with its help line.
    init(_ message: String, option: Option, command: Command) {
        self.init(message: message, command: command, help: (option.label, option.help))
    }

    /// An error about the positional argument `argument`, with its help line.
    init(_ message: String, argument: Positional, command: Command) {
        self.init(message: message, command: command, help: (argument.label, argument.help))
    }

    /// An error about the call as a whole.
    init(message: String, command: Command, help: (label: String, text: String)? = nil) {
        self.message = message
        self.command = command
        self.help = help
    }

    /// The lines printed to standard error.
    var text: String {
        var text = "Error: \(message)\n"
        if let help { text += "Help:  \(help.label)  \(help.text)\n" }
        let hint = command == .root ? "bk-events --help" : command.commandLine + " --help"
        return text + "Usage: \(command.usage)\n  See '\(hint)' for more information.\n"
    }
}
