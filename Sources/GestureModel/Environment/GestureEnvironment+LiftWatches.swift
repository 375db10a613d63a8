import ControlModel

/// Lift watches: telling a recognizer, while a sink hears the decisions, when touches it no
/// longer follows lift.
///
/// A recognizer that a timer failed while its fingers were down (a tap held past
/// `maximumTapDuration`) ignores those touches from then on and is reset before they lift, as
/// in UIKit (`_ignoreActiveEvents`, then `_resetGestureRecognizer`), so it never sees the lift
/// its failure's margin rests on. It asks the environment to watch them; the environment, which
/// routes every lift, tells it once the last of them lifted
/// (``GestureRecognizer/watchedTouchesLifted(at:in:)``), and the recognizer measures there. No
/// watch is set unless a sink hears the decisions, so a plain replay pays one emptiness test
/// per lift.
extension GestureEnvironment {
    /// Watches `touches` for `recognizer`, which hears when the last of them lifted.
    func watchLifts(of touches: [Touch], for recognizer: GestureRecognizer) {
        for touch in touches where !touch.phase.isTerminal {
            liftWatches.append((ObjectIdentifier(touch), recognizer))
        }
    }

    /// `touch` lifted (or was cancelled): tells each recognizer that watched it and now watches
    /// no other touch.
    /// - Complexity: O(*w*) in the watches.
    func tellLift(of touch: Touch) {
        let id = ObjectIdentifier(touch)
        guard liftWatches.contains(where: { $0.touch == id }) else { return }
        let watchers = liftWatches.filter { $0.touch == id }.map(\.recognizer)
        liftWatches.removeAll { $0.touch == id }
        for recognizer in watchers where !liftWatches.contains(where: { $0.recognizer === recognizer }) {
            recognizer.watchedTouchesLifted(at: touch.timestamp, in: self)
        }
    }
}
