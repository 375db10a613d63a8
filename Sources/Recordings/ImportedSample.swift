import ControlModel
import GestureModel
import SceneFiles

/// One touch change of an imported recording, at its frame's time (from 0).
public struct ImportedSample: Hashable, Sendable {
    /// The frame's time.
    public var time: Timestamp
    /// The change, in window points.
    public var change: TouchChange
    /// Where the frame ends in the recording (its SYN_REPORT), for messages about the sample.
    public var location: SourceLocation

    /// Creates a sample.
    public init(time: Timestamp, change: TouchChange, location: SourceLocation) {
        self.time = time
        self.change = change
        self.location = location
    }
}
