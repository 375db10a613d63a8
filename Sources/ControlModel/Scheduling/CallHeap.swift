/// A binary min-heap of scheduled calls keyed by (deadline, sequence), with each call's index
/// kept in the call so a cancelled one leaves in O(log n).
///
/// Each entry keeps its call's key beside it, so sifting compares plain numbers; a sift runs
/// inside one access to the storage (one uniqueness check, not one per level), moves the
/// entry being placed into the hole it leaves instead of swapping, and writes a call's index
/// through an unretained reference (the heap holds every call it writes to).
struct CallHeap {
    /// What orders two calls: the deadline, then the scheduling order.
    private struct Key: Comparable {
        let deadline: Timestamp
        let sequence: UInt64

        static func < (a: Key, b: Key) -> Bool {
            a.deadline != b.deadline ? a.deadline < b.deadline : a.sequence < b.sequence
        }
    }

    /// A call and its key.
    private struct Entry {
        let key: Key
        let call: ScheduledCall
    }

    private var entries: [Entry] = []

    var count: Int { entries.count }
    var isEmpty: Bool { entries.isEmpty }
    var first: ScheduledCall? { entries.first?.call }

    /// The calls, in heap order.
    var items: [ScheduledCall] { entries.map(\.call) }

    /// - Complexity: O(log n)
    mutating func insert(_ call: ScheduledCall) {
        entries.append(Entry(key: Key(deadline: call.deadline, sequence: call.sequence), call: call))
        _ = entries.withUnsafeMutableBufferPointer { heap in CallHeap.siftUp(heap, from: heap.count - 1) }
    }

    /// - Complexity: O(log n)
    mutating func popFirst() -> ScheduledCall? {
        guard !entries.isEmpty else { return nil }
        return remove(at: 0)
    }

    /// Removes `call` if it is in this heap.
    /// - Complexity: O(log n)
    mutating func remove(_ call: ScheduledCall) {
        let index = call.heapIndex
        guard index >= 0, index < entries.count, entries[index].call === call else { return }
        _ = remove(at: index)
    }

    private mutating func remove(at index: Int) -> ScheduledCall {
        // the last entry fills the gap, then goes down or up; after it went down, the entry
        // that rose into the gap was a child there and cannot go further up
        let last = entries.count - 1
        if index != last {
            // exchanged by moves (an array's own exchange counts references)
            entries.withUnsafeMutableBufferPointer { heap in
                let base = heap.baseAddress!
                let leaving = (base + index).move()
                (base + index).moveInitialize(from: base + last, count: 1)
                (base + last).initialize(to: leaving)
            }
        }
        let removed = entries.removeLast().call
        if index < entries.count {
            _ = entries.withUnsafeMutableBufferPointer { heap in CallHeap.siftUp(heap, from: CallHeap.siftDown(heap, from: index)) }
        }
        removed.heapIndex = -1
        return removed
    }

    /// Moves the entry at `start` up to its place; returns where it ended.
    @discardableResult
    private static func siftUp(_ heap: UnsafeMutableBufferPointer<Entry>, from start: Int) -> Int {
        let base = heap.baseAddress!
        var child = start
        guard child > 0, base[child].key < base[(child - 1) / 2].key else {
            note(base, child)
            return child
        }
        let moving = (base + child).move()
        while child > 0 {
            let parent = (child - 1) / 2
            guard moving.key < base[parent].key else { break }
            (base + child).moveInitialize(from: base + parent, count: 1)
            note(base, child)
            child = parent
        }
        (base + child).initialize(to: moving)
        note(base, child)
        return child
    }

    /// Moves the entry at `start` down to its place; returns where it ended.
    private static func siftDown(_ heap: UnsafeMutableBufferPointer<Entry>, from start: Int) -> Int {
        let base = heap.baseAddress!
        let count = heap.count
        let moving = (base + start).move()
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < count else { break }
            var smallest = left
            let right = left + 1
            if right < count, base[right].key < base[left].key { smallest = right }
            guard base[smallest].key < moving.key else { break }
            (base + parent).moveInitialize(from: base + smallest, count: 1)
            note(base, parent)
            parent = smallest
        }
        (base + parent).initialize(to: moving)
        note(base, parent)
        return parent
    }

    /// Records in the call at `index` that it is there (read unretained: the heap keeps it).
    @inline(__always)
    private static func note(_ base: UnsafeMutablePointer<Entry>, _ index: Int) {
        Unretained<ScheduledCall>(storedAt: UnsafeRawPointer(base + index) + MemoryLayout<Entry>.offset(of: \Entry.call)!)
            .with { $0.heapIndex = index }
    }

    /// Checks the heap property, the keys and the stored indices (debug aid for tests).
    func isValid() -> Bool {
        for (i, entry) in entries.enumerated() {
            if entry.call.heapIndex != i { return false }
            if entry.key != Key(deadline: entry.call.deadline, sequence: entry.call.sequence) { return false }
            if i > 0, entry.key < entries[(i - 1) / 2].key { return false }
        }
        return true
    }
}
