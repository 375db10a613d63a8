import ControlModel
import GestureModel

/// What one key pressed in a text field of a ``GestureMap`` set off (an alert's text field is
/// focused by presenting the alert, and a later one of its fields then as a tap on it would; see
/// ``MappedAlert/typing``): the tap probe focuses the field, then — once the tap's recognizers have settled — one character is typed, or the
/// return key pressed, each probe on the scene as loaded. What the key ran is read from the
/// window's event stream after the key (the handlers' runs, the field's events, the alert
/// actions tapped, the alerts presented, the other fields that took the focus), and a refusal is the reason the field's rule told (the tap's focus refused, the
/// character refused, `shouldReturn` said no).
public struct TypingProbe: Hashable, Sendable {
    /// The character typed; nil for the return key.
    public var character: Character?
    /// The id of the alert text field typed in (``MappedAlert/typing``); nil for a view's own
    /// probes (``MappedView/typing``: the view is the field).
    public var field: String?
    /// The handlers that ran after the key, in the order of their first run.
    public var handlers: [String]
    /// The events the field dispatched after the key, in order (`editingChanged`,
    /// `editingDidEndOnExit`, `editingDidEnd`).
    public var events: [String]
    /// The titles of the alert actions the key tapped (return in an alert's last text field
    /// taps the action the return key stands for), in order.
    public var taps: [String] = []
    /// The alerts presented after the key (by the handlers' `presents`), in order.
    public var presents: [String]
    /// The other text fields that became first responder after the key, in order (a handler
    /// focusing the next field on return; return in an alert's field before its last).
    public var focuses: [String] = []
    /// The first thing the field refused during the probe (the tap included), with its reason.
    public var refusal: GestureReason?

    /// Creates a result.
    public init(
        character: Character?, field: String? = nil, handlers: [String] = [], events: [String] = [], taps: [String] = [],
        presents: [String] = [], focuses: [String] = [], refusal: GestureReason? = nil
    ) {
        self.character = character
        self.field = field
        self.handlers = handlers
        self.events = events
        self.taps = taps
        self.presents = presents
        self.focuses = focuses
        self.refusal = refusal
    }

    /// The probe's name: `type "a"`, or `return`.
    public var name: String { character.map { "type \"\($0)\"" } ?? "return" }

    /// What it set off, in words, as an alert probe's: `emailEdited`, `next; presents wrong`,
    /// `emailNext; focuses password`, `taps Send link`, `refused: shouldReturn: the delegate said
    /// no`, or `nothing`.
    public var outcome: String {
        ProbeOutcome.text(
            handlers: handlers + taps.map { "taps \($0)" } + focuses.map { "focuses \($0)" }, presents: presents, refusal: refusal)
    }

    /// The character the type probe types into `field`: the smallest of its allowed characters
    /// when it limits them (a code field's `0`), else `a`.
    static func character(for field: TextField) -> Character {
        field.allowedCharacters?.min() ?? "a"
    }
}
