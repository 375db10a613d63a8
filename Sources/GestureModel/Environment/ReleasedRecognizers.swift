import ControlModel

/// The recognizers the resets let go at the end of a pass, by identity, and their removal from
/// the environment's lists (`GestureEnvironment+Resets.swift`): a removal costs about what it
/// removes, not the list's length times it.
///
/// A few (a pass that ends one tap) are found by a search that stops once each was found, and
/// the list is compacted from the first one only; more (thousands of recognizers excluded by one
/// recognition) are looked up in a set made once, in one sweep of each list. Looking each
/// element of each list up in the released list made letting go of *k* of *n* engaged
/// recognizers O(*n k*): a quarter of `analyze` on 8,000 recognizers on one view, and a
/// timer's pass on a long chain of requirements paid a sweep of every engaged recognizer.
///
/// The search relies on each recognizer being at most once in a list (the environment's
/// invariants check it for the engaged list). Used only from `GestureEnvironment.indexedFrom`
/// engaged recognizers on: below it, and with `BK_EVENTS_GENERAL_PATH=1` or
/// `BK_EVENTS_IGNORE_HINTS=1`, the environment sweeps each list looking each element up in the
/// released list, which costs less on a few; builds with internal checks compare every removal
/// here with that plain one.
struct ReleasedRecognizers {
    /// The released recognizers' identities, in engagement order.
    let ids: [ObjectIdentifier]
    /// ``ids`` as a set, made when there are more than ``searchLimit``; nil otherwise.
    private let index: Set<ObjectIdentifier>?
    /// The most recognizers looked up by a linear search.
    static let searchLimit = 8
    /// The longest tail of a list moved by swaps after a removal (a longer one is moved at once).
    static let shortTail = 32

    /// The recognizers of `ids`.
    init(_ ids: [ObjectIdentifier]) {
        self.ids = ids
        index = ids.count > ReleasedRecognizers.searchLimit ? Set(ids) : nil
    }

    /// True when the recognizer `id` is released.
    /// - Complexity: O(1), or O(*k*) for at most ``searchLimit``.
    @inline(__always)
    func contains(_ id: ObjectIdentifier) -> Bool {
        if let index { return index.contains(id) }
        return ids.contains(id)
    }

    /// Removes the released recognizers from `list`, whose elements `id` identifies, keeping the
    /// others in order; calls `removed` with each element before it leaves the list.
    ///
    /// - Complexity: O(*n*) with a set; with a few, O(*p* *k*) to find them, *p* the position of
    ///   the last one found (all of the list when one is not in it), and a move of the elements
    ///   after the first.
    func remove<Element>(from list: inout [Element], id: (Element) -> ObjectIdentifier, removed: (Element) -> Void) {
        guard !ids.isEmpty, !list.isEmpty else { return }
        #if BK_EVENTS_INTERNAL_CHECKS
        let released = Set(ids)
        let expected = list.map(id).filter { !released.contains($0) }
        defer { precondition(list.map(id) == expected, "letting go of recognizers left the list other than the plain sweep does") }
        #endif
        if index != nil {
            sweep(&list, id: id, removed: removed)
            return
        }
        // a few: the first and the end of the span holding them, stopping once each was found
        var first = -1
        var found = 0
        var end = 0
        while end < list.count && found < ids.count {
            if ids.contains(id(list[end])) {
                if first < 0 { first = end }
                found += 1
            }
            end += 1
        }
        guard first >= 0 else { return }
        var kept = first
        for position in first..<end {
            if ids.contains(id(list[position])) {
                removed(list[position])
            } else {
                if kept != position { list.swapAt(kept, position) }
                kept += 1
            }
        }
        if list.count - end > ReleasedRecognizers.shortTail {
            list.removeSubrange(kept..<end)
        } else {
            // a short tail moves down by swaps: a range replacement is generic and costs more
            for position in end..<list.count {
                list.swapAt(kept, position)
                kept += 1
            }
            while list.count > kept { list.removeLast() }
        }
    }

    /// The removal of many: one sweep of `list`, each element looked up in the set.
    private func sweep<Element>(_ list: inout [Element], id: (Element) -> ObjectIdentifier, removed: (Element) -> Void) {
        list.removeEvery { element in
            guard contains(id(element)) else { return false }
            removed(element)
            return true
        }
    }
}
