import ControlModel

/// The engaged recognizers the resets must look at (`GestureEnvironment+Resets.swift`): those
/// engaged, finished, or reset by another window's environment since the last resets, and those
/// the last resets left (finished but tied to an active recognizer, or not yet engaged) — so
/// every engaged recognizer that is finished or not engaged, and maybe more.
///
/// The resets take them in engagement order (each recognizer's serial, given as it is engaged)
/// instead of walking every engaged recognizer: a pass in which one tap of thousands fails (a
/// timer's) costs what that one does. Walking them all made a long press on 8,000 recognizers,
/// or on a chain of 20,000 requirements, quadratic.
///
/// A recognizer engaged here while another window's environment lists it keeps that one's
/// serial: until the environment drops its indexes (its engaged list falls below
/// `GestureEnvironment.indexedFrom`), the resets walk it all (``isShared``), as they do with
/// `BK_EVENTS_GENERAL_PATH=1` or `BK_EVENTS_IGNORE_HINTS=1`. Kept only while the environment
/// has that many engaged recognizers: below, nothing is noted. The environment's invariants check,
/// after every pass in builds with internal checks, that every engaged recognizer that is
/// finished or not engaged is a candidate.
struct ResetCandidates {
    /// The candidates, in the order they were noted (repeats allowed); each is engaged here, so
    /// kept by the environment.
    private var entries: [Unretained<GestureRecognizer>] = []
    /// The serial the next recognizer engaged here gets.
    private var nextSerial: UInt64 = 0
    /// True when a recognizer engaged here has another environment's serial: the resets walk
    /// every engaged recognizer until none is left.
    private(set) var isShared = false

    /// The number of candidates noted (repeats counted).
    var count: Int { entries.count }

    /// `recognizer` was just engaged here (`listedElsewhere`: while another environment lists
    /// it): it gets its serial, and is a candidate until it received a touch.
    mutating func engaged(_ recognizer: GestureRecognizer, listedElsewhere: Bool) {
        if listedElsewhere {
            isShared = true
        } else {
            recognizer.engagementSerial = nextSerial
            nextSerial &+= 1
        }
        entries.append(Unretained(recognizer))
    }

    /// `recognizer`, engaged here, may have finished or been reset.
    mutating func note(_ recognizer: GestureRecognizer) {
        entries.append(Unretained(recognizer))
    }

    /// Forgets every candidate and the sharing (the environment stops keeping its indexes; it
    /// builds them anew, sharing included, when it starts again).
    mutating func drop() {
        entries.empty()
        isShared = false
    }

    /// Forgets every candidate (the resets walk every engaged recognizer instead).
    mutating func removeAll() {
        entries.empty()
    }

    /// Takes the candidates, each once, in engagement order, as strong references (a reset runs
    /// subclass code, which may let a recognizer go meanwhile).
    /// - Complexity: O(*k* log *k*), *k* the candidates noted.
    mutating func take() -> [GestureRecognizer] {
        defer { entries.empty() }
        if entries.count == 1 { return [entries[0].object] }
        entries.sort { first, second in first.with { $0.engagementSerial } < second.with { $0.engagementSerial } }
        var taken: [GestureRecognizer] = []
        taken.reserveCapacity(entries.count)
        var last: Unretained<GestureRecognizer>?
        for entry in entries where last.map({ !$0.refers(toSameAs: entry) }) ?? true {
            taken.append(entry.object)
            last = entry
        }
        return taken
    }

    /// True when `recognizer` is a candidate (for the invariants).
    /// - Complexity: O(*k*).
    func contains(_ recognizer: GestureRecognizer) -> Bool {
        entries.contains { $0.refers(to: recognizer) }
    }

    /// The candidates' identities (for the invariants).
    var ids: [ObjectIdentifier] { entries.map(\.id) }
}
