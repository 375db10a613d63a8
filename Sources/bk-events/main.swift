import ControlModel
import GestureModel

#if canImport(Glibc)
    import Glibc
#endif

/// The version printed by `--version`.
let version = "0.1.0"

/// Exit statuses (SPEC §5).
enum ExitStatus {
    static let success: Int32 = 0
    static let mismatch: Int32 = 1
    static let usage: Int32 = 64
    static let data: Int32 = 65
    static let io: Int32 = 74
}

func printUsageError(_ error: UsageError) -> Int32 {
    let hint = error.command == .root ? "bk-events --help" : "bk-events help \(error.command.rawValue)"
    OutputStream.error("Error: \(error.message)\nUsage: \(error.command.usage)\n  See '\(hint)' for more information.\n")
    return ExitStatus.usage
}

func run(_ words: [String]) -> Int32 {
    guard let first = words.first else {
        OutputStream.error("Error: Missing a subcommand\nUsage: \(Command.root.usage)\n  See 'bk-events --help' for more information.\n")
        return ExitStatus.usage
    }
    do throws(UsageError) {
        switch first {
        case "-h", "--help":
            print(Command.root.help, terminator: "")
            return ExitStatus.success
        case "--version":
            print(version)
            return ExitStatus.success
        case "help":
            let rest = Array(words.dropFirst())
            let name = rest.joined(separator: " ")
            guard let command = Command(rawValue: name == "import" ? "import evemu" : (name == "help" ? "" : name)) else {
                throw UsageError(message: "Unknown subcommand '\(name)'", command: .root)
            }
            print(command.help, terminator: "")
            return ExitStatus.success
        case "replay":
            return try ReplayCommand.run(Array(words.dropFirst()), command: .replay)
        case "timeline":
            return try ReplayCommand.run(Array(words.dropFirst()), command: .timeline)
        case "check":
            return try CheckCommand.run(Array(words.dropFirst()))
        case "import":
            let rest = Array(words.dropFirst())
            guard let format = rest.first, !format.hasPrefix("-") else {
                if rest.contains("-h") || rest.contains("--help") {
                    print(Command.importEvemu.help, terminator: "")
                    return ExitStatus.success
                }
                throw UsageError(message: "Missing the format to import (bk-events import evemu …)", command: .importEvemu)
            }
            guard format == "evemu" else { throw UsageError(message: "Unknown import format '\(format)' (known: evemu)", command: .importEvemu) }
            return try ImportCommand.run(Array(rest.dropFirst()))
        default:
            if first.hasPrefix("-") { throw UsageError(message: "Unknown option '\(first)'", command: .root) }
            throw UsageError(message: "Unknown subcommand '\(first)'", command: .root)
        }
    } catch {
        return printUsageError(error)
    }
}

exit(run(Array(CommandLine.arguments.dropFirst())))
