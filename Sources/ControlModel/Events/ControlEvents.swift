/// The events a control dispatches, as `UIControl.Event`, with UIKit's raw values.
///
/// Names in files and output are exactly the camelCase names of the static members.
public struct ControlEvents: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The bit mask.
    public let rawValue: UInt32
    /// Creates a mask from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// A touch-down in the control.
    public static let touchDown = ControlEvents(rawValue: 1 << 0)
    /// A repeated touch-down (tap count above one).
    public static let touchDownRepeat = ControlEvents(rawValue: 1 << 1)
    /// A drag within the control's tracking bounds.
    public static let touchDragInside = ControlEvents(rawValue: 1 << 2)
    /// A drag outside the control's tracking bounds.
    public static let touchDragOutside = ControlEvents(rawValue: 1 << 3)
    /// A drag from outside into the tracking bounds.
    public static let touchDragEnter = ControlEvents(rawValue: 1 << 4)
    /// A drag from inside the tracking bounds to outside.
    public static let touchDragExit = ControlEvents(rawValue: 1 << 5)
    /// A lift inside the tracking bounds.
    public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
    /// A lift outside the tracking bounds.
    public static let touchUpOutside = ControlEvents(rawValue: 1 << 7)
    /// The touch was cancelled.
    public static let touchCancel = ControlEvents(rawValue: 1 << 8)
    /// The control's value changed.
    public static let valueChanged = ControlEvents(rawValue: 1 << 12)
    /// The control's primary action fired.
    public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)
    /// A menu action fired.
    public static let menuActionTriggered = ControlEvents(rawValue: 1 << 14)
    /// Editing began.
    public static let editingDidBegin = ControlEvents(rawValue: 1 << 16)
    /// The edited text changed.
    public static let editingChanged = ControlEvents(rawValue: 1 << 17)
    /// Editing ended.
    public static let editingDidEnd = ControlEvents(rawValue: 1 << 18)
    /// Editing ended with the return key.
    public static let editingDidEndOnExit = ControlEvents(rawValue: 1 << 19)
    /// All touch events.
    public static let allTouchEvents = ControlEvents(rawValue: 0x0000_0FFF)
    /// All editing events.
    public static let allEditingEvents = ControlEvents(rawValue: 0x000F_0000)
    /// Reserved for applications.
    public static let applicationReserved = ControlEvents(rawValue: 0x0F00_0000)
    /// Reserved for the system.
    public static let systemReserved = ControlEvents(rawValue: 0xF000_0000)
    /// Every event.
    public static let allEvents = ControlEvents(rawValue: 0xFFFF_FFFF)

    /// Every named single event with its name, in bit order.
    public static let named: [(name: String, event: ControlEvents)] = [
        ("touchDown", .touchDown), ("touchDownRepeat", .touchDownRepeat),
        ("touchDragInside", .touchDragInside), ("touchDragOutside", .touchDragOutside),
        ("touchDragEnter", .touchDragEnter), ("touchDragExit", .touchDragExit),
        ("touchUpInside", .touchUpInside), ("touchUpOutside", .touchUpOutside),
        ("touchCancel", .touchCancel), ("valueChanged", .valueChanged),
        ("primaryActionTriggered", .primaryActionTriggered),
        ("menuActionTriggered", .menuActionTriggered), ("editingDidBegin", .editingDidBegin),
        ("editingChanged", .editingChanged), ("editingDidEnd", .editingDidEnd),
        ("editingDidEndOnExit", .editingDidEndOnExit),
    ]

    /// The union of every named single event.
    public static let allNamed: ControlEvents = named.reduce(into: []) { $0.formUnion($1.event) }

    /// The named groups of events, accepted by ``init(name:)``.
    public static let groups: [(name: String, event: ControlEvents)] = [
        ("allTouchEvents", .allTouchEvents), ("allEditingEvents", .allEditingEvents),
        ("applicationReserved", .applicationReserved), ("systemReserved", .systemReserved),
        ("allEvents", .allEvents),
    ]

    /// The event or group named `name` (e.g. `"touchUpInside"`, `"allEvents"`), or nil.
    public init?(name: String) {
        guard let match = (ControlEvents.named + ControlEvents.groups).first(where: { $0.name == name })
        else { return nil }
        self = match.event
    }

    /// The name of a single named event, or nil for masks and unnamed bits.
    public var name: String? { ControlEvents.named.first { $0.event == self }?.name }

    /// The single bits of this mask, lowest first.
    public var singleEvents: [ControlEvents] {
        var bits: [ControlEvents] = []
        var remaining = rawValue
        while remaining != 0 {
            let low = remaining & (~remaining &+ 1)
            bits.append(ControlEvents(rawValue: low))
            remaining &= ~low
        }
        return bits
    }

    /// Names joined with `|` (unnamed bits in hexadecimal), e.g. `touchDown|touchUpInside`.
    public var description: String {
        if isEmpty { return "[]" }
        return singleEvents.map { $0.name ?? "0x" + String($0.rawValue, radix: 16) }.joined(separator: "|")
    }
}
