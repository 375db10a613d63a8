import ControlModel

/// Where a recognizer's timer closure finds its recognizer: made before the recognizer is (the
/// closure is a constant of the recognizer), pointed at it once it exists. The recognizer is
/// held unretained: its timers are cancelled when it goes, so the closure never runs after it.
final class TimerTarget {
    // `@exclusivity(unchecked)` here and below disables the dynamic exclusivity check of the
    // property's accesses (swift_beginAccess/endAccess, debug builds included); each is kept
    // after a callgrind audit (Benchmarks/README.md, "Exclusivity audit").
    /// The recognizer, set as soon as it is initialized.
    @exclusivity(unchecked) var recognizer: Unretained<GestureRecognizer>?

    /// Runs the recognizer's timer that fires.
    func fire() { recognizer?.with { $0.timerFired() } }
}
