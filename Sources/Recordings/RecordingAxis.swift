/// One absolute axis of a recorded device: its code, range and resolution (an `A:` line of
/// evemu, an `absinfo` entry of libinput record, an axis of `getevent -p` or of evtest's header).
public struct RecordingAxis: Hashable, Sendable {
    /// The axis code (e.g. 0x35 for ABS_MT_POSITION_X).
    public var code: Int
    /// The smallest value.
    public var minimum: Int
    /// The largest value.
    public var maximum: Int
    /// Units per millimetre (0 when unknown).
    public var resolution: Int

    /// Creates an axis.
    public init(code: Int, minimum: Int, maximum: Int, resolution: Int) {
        self.code = code
        self.minimum = minimum
        self.maximum = maximum
        self.resolution = resolution
    }

    /// The size of the range (at least 1).
    public var span: Double { Double(max(maximum - minimum, 1)) }
}
