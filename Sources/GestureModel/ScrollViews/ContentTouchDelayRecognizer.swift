import ControlModel

/// A scroll view's private recognizer that holds a touch back from the content for
/// ``ScrollView/contentTouchDelay`` (<doc:ScrollViews>): it withholds the began phase
/// (`delaysTouchesBegan`) and never recognizes. It fails — releasing the held phases, so the
/// content gets began late, or began and ended together at a quick lift — when the delay has
/// passed or the fingers lift; when the scroll view's pan begins first, the pan cancels the
/// touches in its view and the content never sees them.
///
/// Source: Apple, `UIScrollView.delaysContentTouches` ("the scroll view delays handling the
/// touch-down gesture until it can determine if scrolling is the intent"); UIKit's own is the
/// private `UIScrollViewDelayedTouchesBeganGestureRecognizer`, with a 0.15 s delay (iOS 26.1
/// UIKitCore, decompiled).
///
/// While a sink listens, a delay cut short says by how much (``DecisionMeasure/Rule/contentTouchDelay``):
/// the time from the first finger to the lift, or to the scroll view's pan beginning.
package final class ContentTouchDelayRecognizer: GestureRecognizer {
    /// When the first finger of the sequence came down (the delay runs from it).
    private var start = Timestamp.zero

    init(scrollViewIdentifier: String?) {
        super.init(identifier: scrollViewIdentifier.map { "\($0).delay" })
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        cancelsTouchesInView = false
    }

    package override func touchesBegan(_ touches: [Touch]) {
        // the delay runs from the first finger of the sequence
        if self.touches.count == touches.count {
            start = touches.first?.timestamp ?? start
            scheduleRequest(.failed, after: ScrollView.contentTouchDelay)
        }
    }

    package override func touchesEnded(_ touches: [Touch]) {
        guard self.touches.count == touches.count else { return }
        if measures { tellCutShort(at: touches.first?.timestamp) }
        requestState(.failed)
    }

    /// The scroll view's pan began within the delay: the content never gets the touch.
    override func willBeExcluded(by winner: GestureRecognizer) {
        if state == .possible { tellCutShort(at: currentScheduler?.now) }
    }

    /// The delay ended at `time`, before it ran out (its timer is still set): the rule of
    /// iOS 26.1 UIKitCore's `-[UIScrollViewDelayedTouchesBeganGestureRecognizer
    /// touchesEnded:withEvent:]` (decompiled: while the `UIDelayedAction` that
    /// `touchesBegan:withEvent:` set for the scroll view's `_touchDelayForScrollDetection`, 0.15 s,
    /// is pending, a lift sends the delayed touches at once).
    private func tellCutShort(at time: Timestamp?) {
        let held = Double((time ?? start).nanoseconds - start.nanoseconds) / 1e9
        measured(.contentTouchDelay, held, limit: ScrollView.contentTouchDelay.seconds, unit: .seconds, withinLimit: true)
    }

    package override func touchesCancelled(_ touches: [Touch]) { requestState(.failed) }

    /// It never recognizes, so it shuts nobody out.
    package override func canPrevent(_ other: GestureRecognizer) -> Bool { false }
}
