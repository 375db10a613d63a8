import ControlModel
import GestureModel
import SceneFiles

/// A scroll view's lane of the timeline: its content offset over time, one line per axis that
/// moved (x orange, y blue, each scaled to the lane's height: up is a larger offset), and a
/// marker where dragging began, where it ended (the lift) and where the content came to rest,
/// each with hover text giving the moment and the offset.
///
/// Every moment the scroll view reports gives the line a point, but it is drawn with at most one point per pixel
/// column (``TimelineBuilder/lastInEachColumn(_:scale:time:)``): a long fling's thousands of
/// `didScroll` records cost the picture no more than its width.
struct ScrollLane {
    /// The lane's height in pixels (other lanes have 28).
    static let height = 64.0
    /// The space above and below the lines, in pixels (the markers' labels sit above).
    private static let topMargin = 14.0, bottomMargin = 6.0

    /// A moment drawn as a marker: `willBeginDragging`, `didEndDragging` (with the velocity and
    /// target of the `willEndDragging` before it) or `didEndDecelerating`.
    private struct Moment {
        var time: Timestamp
        var event: ScrollEvent.Kind
        var offset: Point
        var willDecelerate: Bool?
        var motion: ScrollMotion?
    }

    /// The offset at every record, in time order.
    private var offsets: [(time: Timestamp, offset: Point)] = []
    private var moments: [Moment] = []
    /// The `willEndDragging` motion waiting for its `didEndDragging` (told right after it).
    private var pendingMotion: ScrollMotion?

    /// Adds a moment the scroll view reported at `time` (a `.scroll` event of the window's
    /// event stream, kind and numbers as the model emitted them).
    mutating func add(_ moment: ScrollEvent, at time: Timestamp) {
        offsets.append((time, moment.offset))
        switch moment.kind {
        case .willBeginDragging, .didEndDecelerating:
            moments.append(Moment(time: time, event: moment.kind, offset: moment.offset))
        case .willEndDragging:
            pendingMotion = moment.velocity.flatMap { velocity in moment.target.map { ScrollMotion(velocity: velocity, target: $0) } }
        case .didEndDragging:
            moments.append(Moment(time: time, event: .didEndDragging, offset: moment.offset, willDecelerate: moment.willDecelerate, motion: pendingMotion))
            pendingMotion = nil
        case .didScroll, .willBeginZooming, .didZoom, .didEndZooming, .didEndScrollingAnimation:
            break
        }
    }

    private static func point(_ point: Point) -> String {
        "(\(TimelineBuilder.number(point.x)), \(TimelineBuilder.number(point.y)))"
    }

    /// The hover text of a moment's marker.
    private static func title(_ moment: Moment, of id: String) -> String {
        var text = "\(id) \(moment.event.rawValue) at \(moment.time) s, offset \(point(moment.offset))"
        if let decelerates = moment.willDecelerate { text += ", willDecelerate \(decelerates)" }
        if let motion = moment.motion { text += ", velocity \(point(motion.velocity)) pt/s, target \(point(motion.target))" }
        return TimelineBuilder.escape(text)
    }

    /// The marker's short label and colour.
    private static func look(_ moment: Moment) -> (label: String, color: String) {
        switch moment.event {
        case .willBeginDragging: return ("drag", "#00897b")
        case .didEndDragging: return (moment.willDecelerate == true ? "lift, decelerates" : "lift", "#8e24aa")
        default: return ("rest", "#6d4c41")
        }
    }

    /// The legend's entries for scroll lanes.
    static let legend = [("offset x", "#ef6c00"), ("offset y", "#1565c0"), ("drag begins", "#00897b"), ("lift", "#8e24aa"), ("at rest", "#6d4c41")]

    /// Draws the lane `id` whose top is at `top`, on a plot from `left` to `right` at `scale`
    /// px a second.
    func write(to output: OutputStream, id: String, top: Double, left: Double, right: Double, scale: Double) {
        let number = TimelineBuilder.number
        let plotTop = top + ScrollLane.topMargin, plotBottom = top + ScrollLane.height - ScrollLane.bottomMargin
        func x(_ time: Timestamp) -> String { number(left + time.seconds * scale) }
        output.write("<rect x=\"\(number(left))\" y=\"\(number(top + 2))\" width=\"\(number(right - left))\" height=\"\(number(ScrollLane.height - 4))\" fill=\"#f7f9fa\"/>\n")
        let drawn = TimelineBuilder.lastInEachColumn(offsets, scale: scale) { $0.time }
        // each axis that moved, from its least offset (the lane's bottom) to its greatest (top)
        var axes: [(value: (Point) -> Double, low: Double, high: Double)] = []
        for (index, (name, value, color)) in [("x", { (p: Point) in p.x }, "#ef6c00"), ("y", { (p: Point) in p.y }, "#1565c0")].enumerated() {
            let values = offsets.map { value($0.offset) }
            guard let low = values.min(), let high = values.max(), high > low else { continue }
            axes.append((value, low, high))
            func y(_ offset: Point) -> String { number(plotBottom - (value(offset) - low) / (high - low) * (plotBottom - plotTop)) }
            let points = drawn.map { "\(x($0.time)),\(y($0.offset))" }.joined(separator: " ")
            output.write("<polyline points=\"\(points)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.2\"><title>\(TimelineBuilder.escape(id)) content offset \(name) from \(number(low)) (bottom) to \(number(high)) (top)</title></polyline>\n")
            output.write("<text x=\"\(number(right + 24))\" y=\"\(number(top + 20 + 14 * Double(index)))\" font-size=\"9\" fill=\"\(color)\">\(name) \(number(low)) … \(number(high))</text>\n")
        }
        for moment in moments {
            let (label, color) = ScrollLane.look(moment)
            // on the first line drawn, or mid-lane when nothing moved
            let y = axes.first.map { plotBottom - ($0.value(moment.offset) - $0.low) / ($0.high - $0.low) * (plotBottom - plotTop) } ?? (plotTop + plotBottom) / 2
            output.write("<g><title>\(ScrollLane.title(moment, of: id))</title>")
            output.write("<line x1=\"\(x(moment.time))\" y1=\"\(number(top + 3))\" x2=\"\(x(moment.time))\" y2=\"\(number(top + ScrollLane.height - 3))\" stroke=\"\(color)\" stroke-dasharray=\"2 2\"/>")
            output.write("<circle cx=\"\(x(moment.time))\" cy=\"\(number(y))\" r=\"3\" fill=\"\(color)\"/>")
            output.write("<text x=\"\(number(left + moment.time.seconds * scale + 2))\" y=\"\(number(top + 11))\" font-size=\"8\" fill=\"\(color)\">\(label)</text></g>\n")
        }
    }
}
