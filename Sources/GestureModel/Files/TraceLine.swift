import ControlModel

/// One decoded line of a trace file (SPEC §4.2).
public struct TraceLine {
    /// What the line says.
    public enum Content {
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

    /// Where `key`'s value starts, or the start of the line.
    public func location(of key: String) -> SourceLocation {
        keyLocations[key] ?? SourceLocation(line: line, column: 1)
    }
}
