/// One step of a shrink (``TraceShrinker/progress``): what was tried, the trace's size after
/// it, and the replays so far.
public struct ShrinkStep: Sendable, CustomStringConvertible {
    /// The step: `touches`, `lines`, or a simplification (`shift`, `straighten`,
    /// `round times`, `round positions`).
    public var name: String
    /// Touches left.
    public var touches: Int
    /// Lines left (samples and commands).
    public var lines: Int
    /// Replays run so far.
    public var replays: Int

    /// `touches: 3 touches, 12 lines, 57 replays`.
    public var description: String {
        "\(name): \(touches) \(touches == 1 ? "touch" : "touches"), \(lines) \(lines == 1 ? "line" : "lines"), \(replays) \(replays == 1 ? "replay" : "replays")"
    }
}
