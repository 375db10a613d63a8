/// How to read and scale a recording: its format (detected when nil), the window to scale onto,
/// and the files and device it needs.
public struct RecordingOptions: Sendable {
    /// The format; nil: told from the content (``RecordingFormat/detect(_:)``).
    public var format: RecordingFormat?
    /// The window width in points; nil: the scene's.
    public var width: Double?
    /// The window height in points; nil: the scene's when the width is the scene's too, otherwise
    /// the device's aspect ratio.
    public var height: Double?
    /// A file describing the device (evemu `.desc`, `getevent -lp` output, an evtest header).
    public var description: String?
    /// The device to import from a file holding several (its node, e.g. `/dev/input/event2`,
    /// or its name).
    public var device: String?

    /// Creates options.
    public init(format: RecordingFormat? = nil, width: Double? = nil, height: Double? = nil, description: String? = nil, device: String? = nil) {
        self.format = format
        self.width = width
        self.height = height
        self.description = description
        self.device = device
    }
}
