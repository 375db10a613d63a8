import ControlModel

/// Scrolling from code: ``ScrollView/setContentOffset(_:animated:)``.
///
/// Sources: Apple, `UIScrollView.setContentOffset(_:animated:)` ("true to animate the
/// transition at a constant velocity to the new offset, false to make the transition
/// immediate") and `scrollViewDidEndScrollingAnimation(_:)` ("Tells the delegate when a
/// scrolling animation in the scroll view concludes"). The curve and its length are ours:
/// UIKit's constant-velocity animation is not specified further.
extension ScrollView {
    /// Moves the content to `offset`: unanimated, at once (as setting ``contentOffset``);
    /// animated, frame by frame on the window's clock (a `didScroll` each), then
    /// `didEndScrollingAnimation`. The motion follows the settling decay
    /// (``ScrollPhysics/settlingRate``), the curve of a bounce back; a motion already running
    /// stops where it is, and a drag starting meanwhile stops this one. Out of a window, the
    /// content is there at once and the animation ends at once.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        guard animated, !isDragging else {
            contentOffset = offset
            return
        }
        stopAnimation()
        let start = contentOffset
        guard offset != start else { return }
        let rate = ScrollPhysics.settlingRate
        startAnimation(ScrollPhysics.Decay(from: start.x, to: offset.x, rate: rate),
                       ScrollPhysics.Decay(from: start.y, to: offset.y, rate: rate), endingWith: .didEndScrollingAnimation)
    }
}
