/// Why a replay could not run to the end.
public enum TraceReplayError: Error, CustomStringConvertible {
    /// A file holds bad data (the CLI exits 65).
    case file(FileError)
    /// No scene was given and the trace has no header naming one (the CLI exits 64).
    case missingScene(trace: String)
    /// Options the input needs were not given (the CLI exits 64).
    case missingOptions(trace: String, String)

    /// The message to print.
    public var description: String {
        switch self {
        case .file(let error): return error.description
        case .missingScene(let trace):
            return "no scene for \(FileError.escaped(trace)): pass --scene FILE or start the trace with {\"trace\": 1, \"scene\": \"FILE\"}"
        case .missingOptions(let trace, let message):
            return "\(FileError.escaped(trace)): \(message)"
        }
    }
}
