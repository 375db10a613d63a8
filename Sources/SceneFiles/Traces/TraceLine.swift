import ControlModel
import GestureModel

/// One decoded line of a trace file (<doc:FileFormats>).
///
/// A touch sample without key locations — what the fast decoder makes of the commonest line —
/// is stored as plain values, so copying or dropping one touches no reference count; headers,
/// commands and samples with key locations keep their content in a shared box.
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

    /// The content and key locations of a line that is not a plain sample.
    private final class Details: Sendable {
        let content: Content
        let keyLocations: [String: SourceLocation]

        init(content: Content, keyLocations: [String: SourceLocation]) {
            self.content = content
            self.keyLocations = keyLocations
        }
    }

    /// The line's number (1-based).
    public var line: Int
    /// The line's `t` (nil for the header).
    public var time: Timestamp?
    /// Where `t`'s value starts (kept apart from ``keyLocations`` so fast-decoded samples need
    /// no dictionary).
    public var timeColumn = 1
    /// Where `touch`'s value starts.
    public var touchColumn = 1
    /// The sample, when ``details`` is nil.
    private var change: TouchChange
    /// Everything else; nil for a sample without key locations.
    private var details: Details?

    /// What the line says.
    public var content: Content {
        get {
            if let details { return details.content }
            return .sample(change)
        }
        set { store(newValue, keyLocations: keyLocations) }
    }

    /// Where each key's value starts, for messages about it.
    public var keyLocations: [String: SourceLocation] {
        get { details?.keyLocations ?? [:] }
        set { store(content, keyLocations: newValue) }
    }

    /// Creates a line.
    public init(content: Content, line: Int, time: Timestamp?, keyLocations: [String: SourceLocation],
                timeColumn: Int = 1, touchColumn: Int = 1) {
        self.line = line
        self.time = time
        change = TouchChange(identifier: 0, phase: .began, location: .zero)
        // fast-decoded samples come without key locations: no lookups for them
        self.timeColumn = keyLocations.isEmpty ? timeColumn : keyLocations["t"]?.column ?? timeColumn
        self.touchColumn = keyLocations.isEmpty ? touchColumn : keyLocations["touch"]?.column ?? touchColumn
        store(content, keyLocations: keyLocations)
    }

    /// Creates a sample line without key locations (the fast decoder's).
    package init(sample: TouchChange, line: Int, time: Timestamp, timeColumn: Int, touchColumn: Int) {
        self.line = line
        self.time = time
        self.timeColumn = timeColumn
        self.touchColumn = touchColumn
        change = sample
    }

    private mutating func store(_ content: Content, keyLocations: [String: SourceLocation]) {
        if case .sample(let sample) = content, keyLocations.isEmpty {
            change = sample
            details = nil
        } else {
            details = Details(content: content, keyLocations: keyLocations)
        }
    }

    /// Where `key`'s value starts, or the start of the line.
    public func location(of key: String) -> SourceLocation {
        if key == "t" { return SourceLocation(line: line, column: timeColumn) }
        if key == "touch" { return SourceLocation(line: line, column: touchColumn) }
        return keyLocations[key] ?? SourceLocation(line: line, column: 1)
    }
}
