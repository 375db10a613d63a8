import SceneFiles

/// What ``TraceShrinker/shrink()`` found.
public struct ShrinkResult: Sendable {
    /// The smallest trace found that still meets the goal.
    public var lines: [ShrinkLine]
    /// The lines and touches of the trace shrunk.
    public var originalLines: Int, originalTouches: Int
    /// Replays run, the original's included.
    public var replays: Int
    /// True when the budget of replays ran out before the shrink was done: ``lines`` still
    /// meets the goal, but may not be minimal.
    public var budgetReached: Bool

    /// The touches in ``lines``.
    public var touches: Int { TraceShrinker.touchCount(lines) }

    /// The trace's text: a header naming `scene` (a path relative to the trace's folder), then
    /// one line each.
    public func text(scene: String?) -> String {
        var header = "{\"trace\":1"
        if let scene { header += ",\"scene\":\(RecordFormat.jsonString(scene))" }
        return ([header + "}"] + lines.map(\.text)).map { $0 + "\n" }.joined()
    }

}
