/// A ``ScrollPhysics/Decay`` as a motion shows it frame after frame: what every frame asks of
/// it — its duration (three logarithms) and the factor of its curve (one more) — worked out
/// once, so a frame costs one `pow`.
///
/// A speed trick that never changes a result: ``offset(after:)`` is the decay's own function
/// given those two values, which are the same each time. Builds with internal checks compare
/// every frame with ``ScrollPhysics/Decay/offset(after:)``; with `BK_EVENTS_GENERAL_PATH=1`
/// the decay's own function answers.
struct DecayCurve {
    /// The motion.
    let decay: ScrollPhysics.Decay
    /// ``ScrollPhysics/Decay/duration``, in milliseconds.
    let duration: Double
    /// ``ScrollPhysics/Decay/amplitude``.
    private let amplitude: Double
    /// Whether ``offset(after:)`` asks the decay itself (the speed trick off).
    private let general: Bool

    /// The curve of `decay`; `general` turns the speed trick off.
    init(_ decay: ScrollPhysics.Decay, general: Bool) {
        self.decay = decay
        self.general = general
        duration = decay.duration
        amplitude = decay.amplitude
    }

    /// Where the motion is `milliseconds` after it started: ``ScrollPhysics/Decay/offset(after:)``.
    func offset(after milliseconds: Double) -> Double {
        if general { return decay.offset(after: milliseconds) }
        let offset = decay.offset(after: milliseconds, duration: duration, amplitude: amplitude)
        #if BK_EVENTS_INTERNAL_CHECKS
            let expected = decay.offset(after: milliseconds)
            precondition(
                offset.bitPattern == expected.bitPattern, "DecayCurve gives \(offset) where its decay gives \(expected)")
        #endif
        return offset
    }
}
