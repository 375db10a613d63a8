import ControlModel

/// The engaged recognizers that may be in progress (began or changed), for exclusivity's second
/// moment (`recognizerInProgress(excluding:)` in `GestureEnvironment+Exclusivity.swift`): every
/// engaged recognizer in progress is here, and those here that no longer are leave as they are
/// looked at.
///
/// Every request to leave possible asks which recognizer in progress keeps it from doing so;
/// walking every engaged recognizer for it made a lift on 8,000 taps, or on a chain of 20,000
/// requirements, quadratic. With none in progress (taps and buttons only) the answer is at once
/// none; with one, that one is the only recognizer the walk could find; with more, the
/// environment walks the engaged recognizers, which keeps the engagement order the rule asks
/// for. Kept only while the environment has `GestureEnvironment.indexedFrom` engaged
/// recognizers or more (built from the engaged list as it reaches that). Off with
/// `BK_EVENTS_GENERAL_PATH=1` or `BK_EVENTS_IGNORE_HINTS=1`; the environment's invariants check, after every pass in builds with internal checks, that no engaged
/// recognizer in progress is missing.
struct RecognizersInProgress {
    /// The recognizers, each once; each is engaged here, so kept by the environment.
    private(set) var entries: [Unretained<GestureRecognizer>] = []

    /// `recognizer`, engaged here, begins (or was engaged while in progress).
    mutating func began(_ recognizer: GestureRecognizer) {
        guard !entries.contains(where: { $0.refers(to: recognizer) }) else { return }
        entries.append(Unretained(recognizer))
    }

    /// Drops those no longer in progress, and returns the one left when there is exactly one
    /// (nil: none, or several).
    /// - Complexity: O(*p*), *p* the recognizers here (a few).
    mutating func onlyOne() -> GestureRecognizer? {
        if entries.isEmpty { return nil }
        entries.removeEvery { entry in !entry.with { $0.state.isInProgress } }
        return entries.count == 1 ? entries[0].object : nil
    }

    /// True when none is in progress (after ``onlyOne()``).
    var isEmpty: Bool { entries.isEmpty }

    /// Forgets every recognizer (the environment stops keeping its indexes).
    mutating func removeAll() {
        entries.empty()
    }

    /// Drops the `released` recognizers, which leave the environment.
    mutating func letGo(_ released: ReleasedRecognizers) {
        guard !entries.isEmpty else { return }
        entries.removeEvery { released.contains($0.id) }
    }
}
