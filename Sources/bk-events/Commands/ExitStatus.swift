/// The exit statuses, as in sysexits.h.
enum ExitStatus {
    /// Success (help and version included).
    static let success: Int32 = 0
    /// The records differ from the `--expect` file.
    static let mismatch: Int32 = 1
    /// The command was called wrongly (EX_USAGE).
    static let usage: Int32 = 64
    /// An input holds bad data, or cannot be read (EX_DATAERR).
    static let data: Int32 = 65
    /// An output cannot be written (EX_IOERR).
    static let io: Int32 = 74
}
