import ControlModel

/// Delivery: what the views get while recognizers decide, and controls against recognizers on
/// their superviews.
///
/// - **Withheld.** While a recognizer bound to a touch is still possible, the view does not get
///   the touch's began if the recognizer `delaysTouchesBegan` (default off), nor its ended if it
///   `delaysTouchesEnded` (default on), nor any phase while its move is held behind a failure
///   requirement (a touch the recognizer ignores is never withheld by it). Withheld phases
///   reach the view, in order, once no recognizer withholds them
///   (``withholdingRule(_:ofTouch:for:)``, the rule's one statement; `TouchDelivery` keeps each
///   touch's queue and asks it of the touch's recognizers in binding order, the first that
///   withholds being the holder). With an event sink that hears everything attached, a phase is
///   told withheld when it is (with the holder and the clause), and told delivered late with who
///   held it last, by which clause and for how long.
/// - **Cancelled.** When a recognizer with `cancelsTouchesInView` (default on) begins or ends,
///   the view's touches of that gesture are cancelled: a view that saw began gets cancelled,
///   withheld phases are dropped (``cancelViewTouches(of:)``).
/// - **One touch per view, exclusive touch.** A view with `isMultipleTouchEnabled` off (the
///   default) is given only the first of its touches: a touch that lands on it while another
///   touch delivered to it is down reaches the recognizers, not the view. While a touch is down
///   on a view with `isExclusiveTouch`, a touch that lands on any other view is ignored, and a
///   touch that lands on an exclusive-touch view while another view has a touch down is
///   ignored: an ignored touch reaches neither views nor recognizers (``admission(ofTouchOn:)``).
/// - **Controls win.** Since iOS 6 a control's own action wins over a recognizer attached to one
///   of its superviews for the gestures the control handles itself (the recognizer says which,
///   `yields(to:)`), and a slider tracking its thumb over every such recognizer: the recognizer
///   does not begin (``controlWins(over:)``, the first step of `shouldBegin`). A recognizer
///   attached to the control itself still goes first.
///
/// Sources: Apple, `UIGestureRecognizer.cancelsTouchesInView`, `delaysTouchesBegan`,
/// `delaysTouchesEnded`; `UIView.isMultipleTouchEnabled` ("This property does not affect the
/// gesture recognizers attached to the view"), `UIView.isExclusiveTouch` and the Event Handling
/// Guide for iOS (a touch on an exclusive-touch view is delivered only when no other view of
/// the window tracks a finger, and no touch reaches another view while it tracks one); Apple, the article "Attaching Gesture Recognizers to UIKit Controls"
/// (earlier, the Event Handling Guide for iOS, "Interacting with Other User Interface
/// Controls").
extension GestureEnvironment {
    /// The clause by which `recognizer` withholds `phase` of the touch of `serial` from its view
    /// now, the first that holds in this order (waiting for a required failure, delays began,
    /// delays ended); nil when it does not withhold it (never a touch it ignores). The rule's
    /// one statement: a touch's delivery asks it, and the event stream is told its answer.
    @inline(__always)
    static func withholdingRule(_ phase: TouchPhase, ofTouch serial: UInt64, for recognizer: GestureRecognizer) -> WithholdingRule? {
        guard recognizer.state == .possible else { return nil }
        let rule: WithholdingRule
        if recognizer.isWaitingForRequiredFailure {
            rule = .waitingForRequired
        } else if phase == .began && recognizer.delaysTouchesBegan {
            rule = .delaysTouchesBegan
        } else if phase == .ended && recognizer.delaysTouchesEnded {
            rule = .delaysTouchesEnded
        } else {
            return nil
        }
        return recognizer.ignores(serial: serial) ? nil : rule
    }

    /// What a touch landing on `hit` is given, from the touches down before it (its own
    /// delivery is not listed yet).
    ///
    /// - Complexity: O(*t*), *t* the touches being routed (a few).
    func admission(ofTouchOn hit: View?) -> TouchAdmission {
        guard let hit, !deliveries.isEmpty else { return .delivered }
        var admission = TouchAdmission.delivered
        let routed = deliveries
        routed.forEachUnretained { delivery in
            guard admission != .ignored, !delivery.touch.phase.isTerminal, let other = delivery.view else { return }
            if other !== hit {
                if other.isExclusiveTouch || hit.isExclusiveTouch { admission = .ignored }
            } else if !hit.isMultipleTouchEnabled {
                admission = .recognizersOnly
            }
        }
        return admission
    }

    /// Cancels the view's touches of `recognizer`'s gesture (it recognized and cancels them).
    func cancelViewTouches(of recognizer: GestureRecognizer) {
        let routed = deliveries
        routed.forEachUnretained { delivery in
            if recognizer.sequenceTouches.contains(delivery.touch.serial) {
                delivery.cancel(by: recognizer)
            }
        }
    }

    /// True when a control under one of `recognizer`'s touches, inside its view, wins over it.
    /// Two steps, in order:
    ///
    /// 1. **A slider tracking its thumb** wins over every recognizer on its superviews (iOS 26.1
    ///    UIKitCore, `-[_UISlideriOSVisualElement gestureRecognizerShouldBegin:]` answers no
    ///    while the slider `isTracking`, before looking at the gesture). A touch that lands on
    ///    the thumb is tracked at once unless a recognizer delays it (`delaysTouchesBegan`).
    /// 2. **The gestures a control handles itself** (Apple's list, each recognizer's
    ///    `yields(to:)`): a single-finger single tap on a button, switch, stepper, segmented
    ///    control or page control; a single-finger swipe along a slider on its thumb; a
    ///    single-finger pan along a switch on its knob, or along a slider on its thumb.
    func controlWinning(over recognizer: GestureRecognizer) -> Unretained<Control>? {
        guard let view = recognizer.view else { return nil }
        for touch in recognizer.touches {
            guard let control = touch.view as? Control, control !== view, control.isDescendant(of: view) else { continue }
            // unretained: the touch keeps its view while the pass runs, and the answer is only
            // named when reasons are recorded
            if let slider = control as? Slider, slider.isTracking { return Unretained(control) }
            if recognizer.yields(to: control) { return Unretained(control) }
        }
        return nil
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
