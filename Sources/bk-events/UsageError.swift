/// A mistake in how the command was called: printed as `Error: …` with a usage line and a hint,
/// exit status 64.
struct UsageError: Error {
    var message: String
    var command: Command
}
