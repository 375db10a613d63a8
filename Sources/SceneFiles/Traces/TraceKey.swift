/// A key a trace's `key` command presses (<doc:FileFormats>).
public enum TraceKey: String, Sendable, CaseIterable {
    /// The return key (as "\n" in a `type` command).
    case `return`
    /// The backspace key.
    case backspace
}
