import SceneFiles
/// Turns frames of input events into contacts for one protocol (``ContactProtocol``).
protocol ContactTracker {
    /// Takes one complete frame (its events, the SYN_REPORT excluded).
    mutating func process(_ events: ArraySlice<RecordingEvent>, _ frame: FrameStamp, into log: inout ContactLog) throws(FileError)
    /// Ends every contact still down, at the last frame.
    mutating func finish(_ frame: FrameStamp, into log: inout ContactLog)
}
