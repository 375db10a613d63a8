import ControlModel

/// Recognizes two fingers pinching, as `UIPinchGestureRecognizer` (continuous).
///
/// Begins when the distance between the two fingers differs from the distance when they came
/// down by more than ``threshold``; the threshold is then absorbed: the reference distance
/// becomes that distance plus the threshold (spreading) or minus it (pinching in), so ``scale``
/// — the current distance over the reference — is about 1 at began (100 pt → 200 pt in one move
/// reports 200/108). One finger lifting pauses the gesture (nothing is measured; a finger
/// landing again continues the scale where it was); it ends when both fingers have lifted, and
/// fails if both lift before it began. ``velocity`` averages the last two raw rates.
///
/// Sources: Apple, "Handling pinch gestures" ("At the beginning of the gesture, the scale
/// factor is 1.0") and `UIPinchGestureRecognizer.h` ("Ends: when both fingers have lifted");
/// iOS 26.1 UIKitCore's `_UIPinchGestureRecognizerDriver` (decompiled: `_hysteresis` 8, the
/// reference moved by it in `touchesMoved:`, `_applyScale:…`, `touchesEnded:`) and
/// `-[UIPinchGestureRecognizer velocity]`. Not modelled: UIKit's scale follows the distance
/// only while the motion is mostly a pinch (a private analyzer weighs pinching against
/// rotating and moving, and holds the scale otherwise); here it always follows.
open class PinchGestureRecognizer: GestureRecognizer {
    /// Change of finger distance needed to begin (8 pt).
    public var threshold: Double = 8
    /// Whether the threshold is absorbed at began (true, as UIKit): the reference distance
    /// becomes the start distance ± ``threshold``. False measures ``scale`` from the distance
    /// when the fingers came down (1.04 at began for fingers 200 pt apart), as this model did
    /// before it followed UIKit's internals.
    public var absorbsThreshold = true
    /// The weight of the latest raw rate in ``velocity`` (0.25, UIKit's): the velocity is
    /// `0.25·latest + 0.75·previous` raw rate of change of the scale (the latest alone while the
    /// previous is 0), each raw rate the change of scale since the last update over its time.
    public static let velocitySmoothing = 0.25
    /// The current scale, 1 until the gesture began.
    ///
    /// Setting it while two fingers are down re-bases the reference distance, so later scales
    /// are relative to the value set: UIKit code applies each change and writes `scale = 1`
    /// (Apple's "Handling pinch gestures" sample). A finger landing again goes on from the
    /// value set. Before the gesture began the reference still measures the threshold, so a
    /// value set then is overwritten at began; a value not above 0 only sets the property.
    public var scale: Double {
        get { currentScale }
        set {
            if state.isInProgress, newValue > 0, newValue.isFinite, let current = distance, current > 0 {
                referenceDistance = current / newValue
            }
            currentScale = newValue
        }
    }
    /// The stored ``scale``.
    private var currentScale: Double = 1
    /// The latest and the previous raw rate of change of ``scale`` per second.
    private var rates = RateSamples()
    /// The distance the scale is measured from (nil while fewer than two fingers are down).
    private var referenceDistance: Double?

    /// Creates a pinch recognizer.
    public override init(identifier: String? = nil) { super.init(identifier: identifier) }

    /// The scale's rate of change per second: `0.25·latest + 0.75·previous` raw rate.
    public var velocity: Double { rates.smoothed(PinchGestureRecognizer.velocitySmoothing) }

    private var distance: Double? {
        touches.count == 2 ? touches[0].location.distance(to: touches[1].location) : nil
    }

    open override func touchesBegan(_ touches: [Touch]) {
        if state == .possible, self.touches.count > 2 {
            return requestState(.failed, because: .tooManyFingers(count: self.touches.count, maximum: 2))
        }
        guard let distance else { return }
        // two fingers down: the scale goes on from where it is
        referenceDistance = distance / currentScale
        rates.restart(at: touches.first?.timestamp ?? .zero)
    }

    open override func touchesMoved(_ touches: [Touch]) {
        guard let reference = referenceDistance, reference > 0, let current = distance else { return }
        let now = touches.first?.timestamp ?? .zero
        if state == .possible {
            guard abs(current - reference) > threshold else { return }
            if measures { measured(.pinchThreshold, abs(current - reference), limit: threshold, unit: .points, withinLimit: false) }
            if absorbsThreshold { referenceDistance = current < reference ? reference - threshold : reference + threshold }
        }
        guard let measured = referenceDistance, measured > 0 else { return }
        let newScale = current / measured
        rates.add(change: newScale - currentScale, at: now)
        currentScale = newScale
        requestState(state == .possible ? .began : .changed)
    }

    open override func touchesEnded(_ touches: [Touch]) {
        guard self.touches.count > touches.count else {
            // both fingers lifted
            guard state == .possible else { return requestState(.ended) }
            return requestState(.failed, because: .liftedBeforeBeginning)
        }
        // one finger left: paused until another lands
        referenceDistance = nil
    }

    open override func resetGesture() {
        currentScale = 1
        rates = RateSamples()
        referenceDistance = nil
    }
}
