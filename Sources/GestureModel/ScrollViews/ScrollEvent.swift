import ControlModel

/// One of the `UIScrollViewDelegate` moments a scroll view reports (<doc:ScrollViews>), with
/// the content offset at that moment (and the zoom scale, for the zoom moments).
public struct ScrollEvent: Sendable, Equatable {
    /// Which moment.
    public enum Kind: String, Sendable, CaseIterable {
        /// The pan began: dragging starts (`scrollViewWillBeginDragging(_:)`).
        case willBeginDragging
        /// The content offset changed (`scrollViewDidScroll(_:)`), at most once per touch
        /// event or animation frame.
        case didScroll
        /// The finger lifted: with the velocity and the target offset the content will come to
        /// rest at (`scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`).
        case willEndDragging
        /// Dragging ended (`scrollViewDidEndDragging(_:willDecelerate:)`).
        case didEndDragging
        /// The content came to rest after the finger lifted (`scrollViewDidEndDecelerating(_:)`).
        case didEndDecelerating
        /// Zooming starts: the pinch began, or an animated zoom from code
        /// (`scrollViewWillBeginZooming(_:with:)`).
        case willBeginZooming
        /// The zoom scale was applied (`scrollViewDidZoom(_:)`): once per change of the pinch
        /// and per zoom from code, the bounce back included.
        case didZoom
        /// Zooming ended, with the scale it rests at (`scrollViewDidEndZooming(_:with:atScale:)`).
        case didEndZooming
        /// The motion ``ScrollView/setContentOffset(_:animated:)`` started came to rest
        /// (`scrollViewDidEndScrollingAnimation(_:)`).
        case didEndScrollingAnimation

        /// The moments a replay can report, which a scene file's handlers may name: all but
        /// ``didEndScrollingAnimation``, which only code starts.
        package static let replayable = allCases.filter { $0 != .didEndScrollingAnimation }

        /// The moment's place in ``allCases`` (for tables indexed by moment).
        package var index: Int {
            switch self {
            case .willBeginDragging: 0
            case .didScroll: 1
            case .willEndDragging: 2
            case .didEndDragging: 3
            case .didEndDecelerating: 4
            case .willBeginZooming: 5
            case .didZoom: 6
            case .didEndZooming: 7
            case .didEndScrollingAnimation: 8
            }
        }
    }

    /// Which moment.
    public var kind: Kind
    /// The content offset at that moment.
    public var offset: Point
    /// For ``Kind/willEndDragging``: the content's velocity in points per second (the offset's
    /// rate of change: positive when the content moves up or left). UIKit passes points per
    /// millisecond; the files use seconds throughout.
    public var velocity: Point?
    /// For ``Kind/willEndDragging``: the offset the content will rest at.
    public var target: Point?
    /// For ``Kind/didEndDragging``: whether the content moves on (decelerates, bounces back or
    /// pages) after the lift.
    public var willDecelerate: Bool?
    /// For the zoom moments: the zoom scale at that moment.
    public var scale: Double?

    /// Creates an event.
    public init(
        kind: Kind, offset: Point, velocity: Point? = nil, target: Point? = nil, willDecelerate: Bool? = nil, scale: Double? = nil
    ) {
        self.kind = kind
        self.offset = offset
        self.velocity = velocity
        self.target = target
        self.willDecelerate = willDecelerate
        self.scale = scale
    }
}
