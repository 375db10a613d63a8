import ControlModel
import GestureModel

/// One view or control of a ``GestureMap``: where it is hit and what each probe aimed there
/// set off, or why it was not probed.
public struct MappedView: Hashable, Sendable {
    /// The view's id (a view without one is named after its place in the scene file).
    public var id: String
    /// What it is: `view`, `control`, `button`, `switch`, `slider`, `stepper`, `segmented`,
    /// `textField`.
    public var kind: String
    /// The ids of the views it sits in, outermost first (empty for the window's subviews).
    public var ancestors: [String]
    /// Where the probes were aimed, or why no point of the view is hit (then it has no probes).
    public var hit: HitPoint
    /// True when no recognizer is attached to the view or its ancestors and it is not a
    /// control: a touch on it can set off nothing, so it was not probed.
    public var isInert: Bool
    /// True when a recognizer on the view or its ancestors takes two fingers or more (a pinch,
    /// a rotation, or a tap, long press, swipe or pan needing several fingers): the two-finger
    /// probes are tried.
    public var wantsTwoFingers: Bool
    /// Where the two fingers landed from ``hit``'s point, when there was room for both on the
    /// view (nil when ``wantsTwoFingers`` is false or there was no room).
    public var fingerOffset: Point?
    /// What each probe set off, in the order of `ProbeGesture.oneFinger` then
    /// `ProbeGesture.twoFinger`.
    public var probes: [ProbeResult]
    /// For a text field, what typing after the tap probe set off: one character typed, then
    /// (on the field as loaded again) the return key (empty for other views).
    public var typing: [TypingProbe] = []
    /// For a table or collection view, what a tap on each row or item in view set off, and on a
    /// table with swipe actions a swipe left and right on each row (empty for other views).
    public var lists: [ListProbe] = []

    /// Creates an entry.
    public init(
        id: String, kind: String, ancestors: [String] = [], hit: HitPoint, isInert: Bool = false, wantsTwoFingers: Bool = false,
        fingerOffset: Point? = nil, probes: [ProbeResult] = []
    ) {
        self.id = id
        self.kind = kind
        self.ancestors = ancestors
        self.hit = hit
        self.isInert = isInert
        self.wantsTwoFingers = wantsTwoFingers
        self.fingerOffset = fingerOffset
        self.probes = probes
    }

    /// The kind of `view`, as scene files name it.
    static func kind(of view: View) -> String {
        switch view {
        case is Window: return "window"
        case is Button: return "button"
        case is Switch: return "switch"
        case is Slider: return "slider"
        case is Stepper: return "stepper"
        case is SegmentedControl: return "segmented"
        case is TextField: return "textField"
        case is Control: return "control"
        default: return "view"
        }
    }
}
