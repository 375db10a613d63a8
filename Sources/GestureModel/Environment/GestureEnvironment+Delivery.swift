import ControlModel

/// Delivery: what the views get while recognizers decide, and controls against recognizers on
/// their superviews.
///
/// - **Withheld.** While a recognizer bound to a touch is still possible, the view does not get
///   the touch's began if the recognizer `delaysTouchesBegan` (default off), nor its ended if it
///   `delaysTouchesEnded` (default on), nor any phase while its move is held behind a failure
///   requirement. Withheld phases reach the view, in order, once no recognizer withholds them
///   (``withholds(_:for:)``; `TouchDelivery` keeps each touch's queue).
/// - **Cancelled.** When a recognizer with `cancelsTouchesInView` (default on) begins or ends,
///   the view's touches of that gesture are cancelled: a view that saw began gets cancelled,
///   withheld phases are dropped (``cancelViewTouches(of:)``).
/// - **Controls win.** Since iOS 6 a control's own action wins over a recognizer attached to one
///   of its superviews for the gestures the control handles itself (the recognizer says which,
///   `yields(to:)`): such a recognizer does not begin (``controlWins(over:)``, the first step of
///   `shouldBegin`). A recognizer attached to the control itself still goes first.
///
/// Sources: Apple, `UIGestureRecognizer.cancelsTouchesInView`, `delaysTouchesBegan`,
/// `delaysTouchesEnded`; Apple, the article "Attaching Gesture Recognizers to UIKit Controls"
/// (earlier, the Event Handling Guide for iOS, "Interacting with Other User Interface
/// Controls").
extension GestureEnvironment {
    /// True when `recognizer` withholds `phase` of its touches from their view now.
    @inline(__always)
    static func withholds(_ phase: TouchPhase, for recognizer: GestureRecognizer) -> Bool {
        recognizer.state == .possible
            && (recognizer.isWaitingForRequiredFailure || (phase == .began && recognizer.delaysTouchesBegan)
                || (phase == .ended && recognizer.delaysTouchesEnded))
    }

    /// Cancels the view's touches of `recognizer`'s gesture (it recognized and cancels them).
    func cancelViewTouches(of recognizer: GestureRecognizer) {
        let routed = deliveries
        routed.forEachUnretained { delivery in
            if recognizer.sequenceTouches.contains(delivery.touch.serial) { delivery.cancel() }
        }
    }

    /// True when a control under one of `recognizer`'s touches, inside its view, wins over it.
    func controlWins(over recognizer: GestureRecognizer) -> Bool {
        guard let view = recognizer.view else { return false }
        for touch in recognizer.touches {
            if let control = touch.view as? Control, control !== view, control.isDescendant(of: view),
                recognizer.yields(to: control)
            {
                return true
            }
        }
        return false
    }

    /// Gives each view the phases no recognizer withholds any more.
    func flushDeliveries() {
        guard mayHaveWork(hasQueuedPhases) else { return }
        hasQueuedPhases = false
        let routed = deliveries
        routed.forEachUnretained { delivery in
            guard delivery.hasQueued else { return }
            delivery.flush()
            if delivery.hasQueued { hasQueuedPhases = true }
        }
    }
}
