import SceneFiles
/// A streaming reader of one recording format: it reads the file line by line and hands out
/// the chosen device's input events one at a time, in file order, so memory stays flat however
/// long the recording is. ``RecordingImporter`` turns the events into touches.
public protocol RecordingReader: AnyObject {
    /// The file the events come from, for messages.
    var file: String { get }
    /// The format's name, for messages (`evemu`).
    var formatName: String { get }
    /// The device whose events are read. Complete once the first event has been returned (or
    /// the end reached): descriptions come before events in every format.
    var device: RecordingDevice { get }
    /// What to tell the user when the recording has no axis ranges.
    var missingRangesHint: String { get }
    /// True when a recording without axis ranges may be imported in window units (its raw
    /// coordinates taken as points of a window whose width and height are given).
    var acceptsWindowUnits: Bool { get }

    /// The next event of the device, or nil at the end of the file.
    func next() throws(FileError) -> RecordingEvent?

    /// The last line, when the file ends in the middle of it (no line end after it: the
    /// recorder was stopped while writing it) and it does not parse: the events before it are
    /// read, it is not. Nil otherwise.
    var cutLine: Int? { get }
}

extension RecordingReader {
    /// No line is ever cut short (a reader that does not tell).
    public var cutLine: Int? { nil }
}
