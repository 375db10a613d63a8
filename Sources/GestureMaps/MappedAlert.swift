/// One alert or action sheet of a scene in a ``GestureMap``: what a tap on each of its actions
/// set off and, for an action sheet, what a tap outside it did (<doc:GestureMaps>).
public struct MappedAlert: Hashable, Sendable {
    /// The alert's id.
    public var id: String
    /// Its style, as scene files name it: `alert` or `actionSheet`.
    public var style: String
    /// One probe per action, in the alert's order, then the tap outside for an action sheet.
    public var probes: [AlertProbe]
    /// For an alert with text fields, what typing in each of its fields set off, in the fields'
    /// order (``TypingProbe/field`` names it), each on the alert presented alone: its first field
    /// takes the focus as it appears, and a later one is then focused as a tap on it would;
    /// one character typed, then (on the alert presented again) the return key.
    public var typing: [TypingProbe] = []

    /// The ids of the text fields ``typing`` typed in, in order, each once.
    public var typedFields: [String] {
        var fields: [String] = []
        for probe in typing { if let field = probe.field, !fields.contains(field) { fields.append(field) } }
        return fields
    }

    /// Creates an entry.
    public init(id: String, style: String, probes: [AlertProbe] = []) {
        self.id = id
        self.style = style
        self.probes = probes
    }
}
