/// One alert or action sheet of a scene in a ``GestureMap``: what a tap on each of its actions
/// set off and, for an action sheet, what a tap outside it did (<doc:GestureMaps>).
public struct MappedAlert: Hashable, Sendable {
    /// The alert's id.
    public var id: String
    /// Its style, as scene files name it: `alert` or `actionSheet`.
    public var style: String
    /// One probe per action, in the alert's order, then the tap outside for an action sheet.
    public var probes: [AlertProbe]
    /// For an alert with text fields, what typing in its first field set off, the alert
    /// presented alone (the field takes the focus as it appears): one character typed, then (on
    /// the alert presented again) the return key.
    public var typing: [TypingProbe] = []

    /// Creates an entry.
    public init(id: String, style: String, probes: [AlertProbe] = []) {
        self.id = id
        self.style = style
        self.probes = probes
    }
}
