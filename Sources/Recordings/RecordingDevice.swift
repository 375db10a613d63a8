import SceneFiles
/// The description of a recorded input device: name, node, input properties and absolute axes.
public struct RecordingDevice: Sendable {
    /// The device's name.
    public var name = ""
    /// Its node (`/dev/input/event2`) when the recording says.
    public var node = ""
    /// The input properties it declares (INPUT_PROP_* numbers: 1 DIRECT, 3 SEMI_MT, …).
    public var properties: Set<Int> = []
    /// The absolute axes by code.
    public var axes: [Int: RecordingAxis] = [:]
    /// The slot that events before the first ABS_MT_SLOT event belong to (the `Value` of
    /// ABS_MT_SLOT in evtest's header and in evemu-record's comment block: the device's current
    /// slot; 0 otherwise).
    public var initialSlot = 0
    /// Where each input property is declared (evemu's `P:` line), for messages about it.
    public var propertyLocations: [Int: SourceLocation] = [:]
    /// The file the description was read from when it is not the recording (a `--desc` file).
    public var descriptionFile: String?

    /// Creates an empty description.
    public init() {}

    /// True when the device declares `INPUT_PROP_SEMI_MT`: its slots report the corners of a
    /// bounding box, not fingers.
    public var isSemiMultitouch: Bool { properties.contains(InputCode.propSemiMT) }

    /// True when the device declares `INPUT_PROP_DIRECT` (a touchscreen, not a touchpad).
    public var isDirect: Bool { properties.contains(InputCode.propDirect) }

    /// True when the device has multitouch positions (ABS_MT_POSITION_X and Y).
    public var hasMultitouchPositions: Bool { axes[InputCode.absMTPositionX] != nil && axes[InputCode.absMTPositionY] != nil }

    /// True when the description has any data.
    public var isEmpty: Bool { name.isEmpty && properties.isEmpty && axes.isEmpty }

    /// The name and node for messages: `'Name' (/dev/input/event2)`.
    var label: String {
        let quoted = FileError.quoted(name)
        return node.isEmpty ? quoted : "\(quoted) (\(node))"
    }
}
