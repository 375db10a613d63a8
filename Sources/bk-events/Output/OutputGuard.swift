import GestureModel
import SceneFiles

/// Outputs named on the command line never overwrite an input: an output that is one of the
/// command's inputs — the same file, whatever path names it, standard input included (same
/// device and inode, ``FileIdentity``) — is a usage error, found before anything is written.
enum OutputGuard {
    /// Throws when `output` (given with `option`; `-` is standard output) is the same file as
    /// one of `inputs` (what each is, for the message, and its path; `-` is standard input,
    /// nil is skipped).
    static func check(
        _ output: String?, of option: Option, against inputs: [(what: String, path: String?)], command: Command
    ) throws(UsageError) {
        try check(output, named: "'\(option.longForm)'", option: option, against: inputs, command: command)
    }

    /// ``check(_:of:against:command:)`` for an output named `name` in the message (an
    /// option, or an environment variable such as `$XML_OUTPUT_FILE`).
    static func check(
        _ output: String?, named name: String, option: Option?, against inputs: [(what: String, path: String?)], command: Command
    ) throws(UsageError) {
        guard let output, output != "-", let target = FileIdentity(path: output), target.isRegularFile else { return }
        for input in inputs {
            guard let path = input.path, FileIdentity(path: path) == target else { continue }
            let which = path == "-" ? "\(input.what), read from standard input" : "\(input.what) '\(FileError.escaped(path))'"
            let message = "The output of \(name) is one of the inputs (\(which)): it would be overwritten"
            if let option { throw UsageError(message, option: option, command: command) }
            throw UsageError(message: message, command: command)
        }
    }
}
