import ControlModel

/// A scroll view's drag in progress: where the content would be without edges when the pan
/// began, and the axes the drag may move.
struct ScrollDrag {
    /// The offset the finger's translation counts from, as if there were no edges (a drag that
    /// starts during a bounce starts past the edge, where the rubber band put the content).
    var start = Point.zero
    /// Whether the drag moves the content horizontally.
    var horizontal = false
    /// Whether the drag moves the content vertically.
    var vertical = false
}
