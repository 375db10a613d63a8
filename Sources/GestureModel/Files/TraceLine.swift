import ControlModel

/// One decoded line of a trace file (SPEC §4.2).
public struct TraceLine: Sendable {
    /// What the line says.
    public enum Content: Sendable {
        /// The optional header: `{"trace": 1, "scene": "…"}`.
        case header(scene: String?)
        /// A touch sample.
        case sample(TouchChange)
        /// A command.
        case command(TraceCommand)
    }

    /// What the line says.
    public var content: Content
    /// The line's number (1-based).
    public var line: Int
    /// The line's `t` (nil for the header).
    public var time: Timestamp?
    /// Where each key's value starts, for messages about it.
    public var keyLocations: [String: SourceLocation]
    /// Where `t`'s value starts (kept apart from ``keyLocations`` so fast-decoded samples need
    /// no dictionary).
    public var timeColumn = 1
    /// Where `touch`'s value starts.
    public var touchColumn = 1

    /// Creates a line.
    public init(content: Content, line: Int, time: Timestamp?, keyLocations: [String: SourceLocation],
                timeColumn: Int = 1, touchColumn: Int = 1) {
        self.content = content
        self.line = line
        self.time = time
        self.keyLocations = keyLocations
        // fast-decoded samples come without key locations: no lookups for them
        self.timeColumn = keyLocations.isEmpty ? timeColumn : keyLocations["t"]?.column ?? timeColumn
        self.touchColumn = keyLocations.isEmpty ? touchColumn : keyLocations["touch"]?.column ?? touchColumn
    }

    /// Where `key`'s value starts, or the start of the line.
    public func location(of key: String) -> SourceLocation {
        if key == "t" { return SourceLocation(line: line, column: timeColumn) }
        if key == "touch" { return SourceLocation(line: line, column: touchColumn) }
        return keyLocations[key] ?? SourceLocation(line: line, column: 1)
    }
}
