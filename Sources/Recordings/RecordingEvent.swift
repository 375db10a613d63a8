import SceneFiles
/// One input event of a recording, as the kernel reports it (`struct input_event`): its time,
/// type, code and value, and where in the file it was read.
public struct RecordingEvent: Hashable, Sendable {
    /// The time in microseconds (on whatever clock the recording used: only differences matter).
    public var microseconds: Int64
    /// The event type (0 EV_SYN, 1 EV_KEY, 3 EV_ABS, …).
    public var type: Int
    /// The event code (e.g. 0x35 ABS_MT_POSITION_X).
    public var code: Int
    /// The value (32-bit signed, as the kernel's).
    public var value: Int
    /// The line it was read from (1-based).
    public var line: Int
    /// Where its time starts on that line (1-based, in bytes).
    public var column: Int

    /// Creates an event.
    public init(microseconds: Int64, type: Int, code: Int, value: Int, line: Int, column: Int = 1) {
        self.microseconds = microseconds
        self.type = type
        self.code = code
        self.value = value
        self.line = line
        self.column = column
    }

    /// Where the event was read.
    public var location: SourceLocation { SourceLocation(line: line, column: column) }

    /// True for the SYN_REPORT that ends a frame.
    var isReport: Bool { type == InputCode.evSyn && code == InputCode.synReport }
}
