extension Array {
    /// Removes every element and keeps the storage, one element at a time from the end: for the
    /// few elements of the environment's per-event lists this is far cheaper than
    /// `removeAll(keepingCapacity: true)`, which goes through a generic range replacement.
    package mutating func empty() {
        while !isEmpty { removeLast() }
    }

    /// Removes the elements `shouldRemove` picks, keeping the others in order and the storage:
    /// a compaction in place, far cheaper for short lists than `removeAll(where:)`, which ends
    /// in a generic range replacement.
    mutating func removeEvery(where shouldRemove: (Element) -> Bool) {
        var kept = 0
        for index in indices where !shouldRemove(self[index]) {
            if kept != index { swapAt(kept, index) }
            kept += 1
        }
        while count > kept { removeLast() }
    }

    /// Makes the list hold `other`'s elements, in order, in its own storage (never sharing
    /// `other`'s, which would copy it at its next change): element by element where the counts
    /// match, the usual case of a recognizer's list of a tap's one or two touches.
    mutating func replaceContents(with other: [Element]) {
        if count == other.count {
            for index in indices { self[index] = other[index] }
            return
        }
        empty()
        for element in other { append(element) }
    }
}
