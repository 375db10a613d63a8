import ControlModel
import GestureModel

/// What one probe aimed at one row of a table or item of a collection of a ``GestureMap`` set
/// off (<doc:TheGestureMapOfAScene>): a tap on each row or item in view — does it select, what
/// ran — and, on a table whose rows have swipe actions, a swipe left and right on each row —
/// which actions show. Every outcome is read from the window's event stream after the probe:
/// the row's or item's moments (`.table`, `.collection`), the reason the list told when it
/// did nothing (`.tableDecision`, `.collectionDecision`), the actions a swipe revealed (the
/// table's shown actions when it told `swipeRevealed`) and the handlers' runs.
public struct ListProbe: Hashable, Sendable {
    /// The probe: `ProbeGesture.tap`, or `ProbeGesture.swipe(_:)` left or right.
    public var gesture: ProbeGesture
    /// The row or item aimed at (its section and row or item).
    public var path: TableIndexPath
    /// True for a collection's item, false for a table's row.
    public var isItem: Bool
    /// Where the finger came down (window coordinates): a point of the cell a touch reaches,
    /// nearest its middle.
    public var point: Point
    /// The row's or item's moments, in order (`didHighlight`, `didUnhighlight`, `willSelect`,
    /// `didSelect`, `willDeselect`, `didDeselect`, `swipeRevealed`, `swipeHidden`,
    /// `swipeAction`, `deleted`); the `cell` moments of reuse are left out. Their names
    /// (`rawValue`) are for output only: the outcome reads the moments themselves.
    public var events: [TableEvent.Kind]
    /// The titles of the swipe actions the swipe revealed, in order.
    public var actions: [String]
    /// The handlers that ran, in the order of their first run.
    public var handlers: [String]
    /// The reason the list gave when the row or item did nothing (selection off,
    /// `shouldHighlight` no, a refused selection).
    public var refusal: GestureReason?

    /// Creates a result.
    public init(
        gesture: ProbeGesture, path: TableIndexPath, isItem: Bool, point: Point, events: [TableEvent.Kind] = [], actions: [String] = [],
        handlers: [String] = [], refusal: GestureReason? = nil
    ) {
        self.gesture = gesture
        self.path = path
        self.isItem = isItem
        self.point = point
        self.events = events
        self.actions = actions
        self.handlers = handlers
        self.refusal = refusal
    }

    /// `row 0.3` or `item 0.4`.
    public var target: String { "\(isItem ? "item" : "row") \(path.section).\(path.row)" }

    /// The probe's name: `tap row 0.3`, `swipe left row 0.3`.
    public var name: String { "\(gesture.description) \(target)" }

    /// What it set off, in words: `selects; open`, `shows Delete, Archive`,
    /// `refused: selection is off`, or `nothing`.
    public var outcome: String {
        if let refusal { return "refused: \(refusal)" }
        var parts: [String] = []
        if events.contains(.didSelect) { parts.append("selects") } else if events.contains(.didDeselect) { parts.append("deselects") }
        if !actions.isEmpty { parts.append("shows " + actions.joined(separator: ", ")) }
        parts += handlers
        return parts.isEmpty ? "nothing" : parts.joined(separator: "; ")
    }
}
