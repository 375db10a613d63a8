import ControlModel

/// One touch change of an imported recording, at its frame's time (from 0).
public struct ImportedSample: Hashable, Sendable {
    /// The frame's time.
    public var time: Timestamp
    /// The change, in window points.
    public var change: TouchChange
}
