/// A segmented control, as `UISegmentedControl`: equal-width segments left to right.
///
/// A touch that lifts inside selects the segment under the lift and dispatches `valueChanged`
/// when the selection changed (always, for a momentary control, which then clears the
/// selection). Setting the index in code never dispatches.
open class SegmentedControl: Control {
    /// The number of segments. Going below the selected segment leaves no selection (the
    /// segment is gone), without dispatching.
    ///
    /// - Precondition: 0 or more.
    public var numberOfSegments: Int {
        willSet { precondition(newValue >= 0, "SegmentedControl.numberOfSegments cannot be negative (\(newValue))") }
        didSet { if selectedSegmentIndex >= numberOfSegments { selectedSegmentIndex = -1 } }
    }

    /// The selected segment, or -1 for none (the default, UIKit's `noSegment`).
    ///
    /// An index that names no segment is a programming error, as in UIKit: `UISegmentedControl`
    /// knows -1 as the only index that is not a segment, and an index past the segments raises
    /// a range exception there (`NSRangeException`, as AppKit's `NSSegmentedControl` documents
    /// for its selected segment), which stops an app.
    ///
    /// - Precondition: -1, or 0 up to ``numberOfSegments`` − 1.
    public var selectedSegmentIndex = -1 {
        willSet {
            precondition(
                newValue == -1 || (0..<numberOfSegments).contains(newValue),
                "SegmentedControl.selectedSegmentIndex = \(newValue) names no segment: it must be -1 (none) or "
                    + "a segment index from 0 to below numberOfSegments (\(numberOfSegments))")
        }
        didSet { changed(.value, oldValue != selectedSegmentIndex) }
    }
    /// The segments' titles by index (a segment without one, or with an image, has none).
    private var titles: [Int: String] = [:]

    /// The title of segment `segment`, or nil (no title set, or an image), as
    /// `UISegmentedControl.titleForSegment(at:)`.
    public func titleForSegment(at segment: Int) -> String? { titles[segment] }

    /// Sets the title of segment `segment` (nil removes it), as
    /// `UISegmentedControl.setTitle(_:forSegmentAt:)`. Titles are not drawn: tests and tools
    /// find segments by them.
    public func setTitle(_ title: String?, forSegmentAt segment: Int) { titles[segment] = title }

    /// The first segment titled `title`, or nil.
    public func segment(titled title: String) -> Int? {
        (0..<numberOfSegments).first { titles[$0] == title }
    }

    /// Leave no selection after tracking.
    public var isMomentary = false

    /// Creates a control with `segments` segments.
    public init(frame: Rect = .zero, segments: Int = 2, identifier: String? = nil) {
        self.numberOfSegments = max(segments, 0)
        super.init(frame: frame, identifier: identifier)
    }

    /// `valueChanged`.
    open override var primaryEvent: ControlEvents { .valueChanged }
    /// The selected index as a number.
    open override var controlValue: ControlValue? { .number(Double(selectedSegmentIndex)) }

    /// The segment under `point` (own coordinates), or nil when there is none: left of the
    /// control is the first segment, right of it the last (a lift within the tracking margin
    /// selects the nearest).
    ///
    /// Any width, however small beside the number of segments (a segment's width may round to
    /// zero), and any place give a segment.
    public func segment(at point: Point) -> Int? {
        guard numberOfSegments > 0, bounds.width > 0 else { return nil }
        // clamped while still a Double: on a tiny control the segment width underflows to 0
        // and the position is infinite (or 0 / 0), which no Int can hold
        let position = (point.x / (bounds.width / Double(numberOfSegments))).rounded(.down)
        guard !position.isNaN else { return 0 }
        return Int(min(max(position, 0), Double(numberOfSegments - 1)))
    }

    open override func endTracking(_ touch: Touch, at point: Point, inside: Bool) {
        guard inside, let index = segment(at: point) else { return }
        if isMomentary {
            selectedSegmentIndex = index
            dispatch(.valueChanged)
            selectedSegmentIndex = -1
        } else if index != selectedSegmentIndex {
            selectedSegmentIndex = index
            dispatch(.valueChanged)
        }
    }
}
