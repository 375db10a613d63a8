/// One `E:` line of an evemu recording: time, type, code and value.
public struct EvemuEvent: Hashable, Sendable {
    /// Microseconds since the epoch of the recording (or since its start, for relative files).
    public var microseconds: Int64
    /// The event type (0 EV_SYN, 1 EV_KEY, 3 EV_ABS, …).
    public var type: Int
    /// The event code.
    public var code: Int
    /// The value.
    public var value: Int
    /// The line it came from.
    public var line: Int
}
