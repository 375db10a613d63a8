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
package final class ContentTouchDelayRecognizer: GestureRecognizer {
    init(scrollViewIdentifier: String?) {
        super.init(identifier: scrollViewIdentifier.map { "\($0).delay" })
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        cancelsTouchesInView = false
    }

    package override func touchesBegan(_ touches: [Touch]) {
        // the delay runs from the first finger of the sequence
        if self.touches.count == touches.count { scheduleRequest(.failed, after: ScrollView.contentTouchDelay) }
    }

    package override func touchesEnded(_ touches: [Touch]) {
        if self.touches.count == touches.count { requestState(.failed) }
    }

    package override func touchesCancelled(_ touches: [Touch]) { requestState(.failed) }

    /// It never recognizes, so it shuts nobody out.
    package override func canPrevent(_ other: GestureRecognizer) -> Bool { false }
}
