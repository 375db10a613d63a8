/// One absolute axis of an evemu device (`A:` line): its code, range, fuzz, flat and
/// resolution.
public struct EvemuAxis: Hashable, Sendable {
    /// The axis code (e.g. 0x35 for ABS_MT_POSITION_X).
    public var code: Int
    /// The smallest value.
    public var minimum: Int
    /// The largest value.
    public var maximum: Int
    /// Units per millimetre (0 when unknown).
    public var resolution: Int

    /// The size of the range (at least 1).
    public var span: Double { Double(max(maximum - minimum, 1)) }
}
