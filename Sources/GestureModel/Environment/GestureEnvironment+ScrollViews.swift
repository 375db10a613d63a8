import ControlModel

/// Scroll views: their content against their pan (<doc:ScrollViews>).
///
/// - **Content keeps its touch.** When a scroll view's pan would begin while the content view a
///   touch landed on already got that touch's began (the delay passed, or touches are not
///   delayed), the scroll view says whether the content keeps it
///   (``ScrollView/contentKeepsTouch(in:)``: `canCancelContentTouches` off, or
///   `touchesShouldCancel(in:)` no — by default for controls). If so the pan fails; if not it
///   begins and, cancelling the touches in its view, sends the content touchesCancelled. The
///   scroll view's pinch follows the same rule (iOS 26.1 UIKitCore, decompiled:
///   `-[UIScrollViewPinchGestureRecognizer touchesMoved:withEvent:]` fails a pinch that has
///   just begun when `_canCancelContentTouches:` says no, before its action is sent).
/// - **Content refuses a touch.** A scroll view's `touchesShouldBegin` closure, answering no for
///   the content view a touch landed on, keeps the touch from that view (its recognizers still
///   get it). Asked when the touch lands.
///
/// Sources: Apple, `UIScrollView.canCancelContentTouches`, `touchesShouldCancel(in:)`,
/// `touchesShouldBegin(_:with:in:)`.
extension GestureEnvironment {
    /// The content view that keeps one of the touches of `pan` (a scroll view's own pan or
    /// pinch) from it,
    /// unretained (the delivery keeps it for the pass), or nil.
    func contentKeepingTouch(from pan: GestureRecognizer) -> Unretained<View>? {
        guard let scrollView = pan.view as? ScrollView else { return nil }
        for touch in pan.touches {
            guard let delivery = delivery(for: touch), delivery.deliveredBegan, !delivery.cancelled, !delivery.finished,
                let view = delivery.view, view !== scrollView, view.isDescendant(of: scrollView),
                scrollView.contentKeepsTouch(in: view)
            else { continue }
            return Unretained(view)
        }
        return nil
    }

    /// Keeps `delivery`'s touch from its view when `pan`'s scroll view says the content should
    /// not get it (``ScrollView/touchesShouldBegin``).
    func askScrollView(of pan: GestureRecognizer, about delivery: TouchDelivery) {
        guard let scrollView = pan.view as? ScrollView, let touchesShouldBegin = scrollView.touchesShouldBegin,
            let view = delivery.view, view !== scrollView, !touchesShouldBegin(delivery.touch, view)
        else { return }
        delivery.cancel()
    }
}
