/// A binary min-heap of scheduled calls keyed by (deadline, sequence), with each call's index
/// kept in the call so a cancelled one leaves in O(log n).
///
/// The keys are kept beside the calls, so sifting compares plain numbers and moves references
/// without counting them; a call's index is written through an unretained reference (the heap
/// holds every call it writes to).
struct CallHeap {
    /// What orders two calls: the deadline, then the scheduling order.
    private struct Key: Comparable {
        let deadline: Timestamp
        let sequence: UInt64

        static func < (a: Key, b: Key) -> Bool {
            a.deadline != b.deadline ? a.deadline < b.deadline : a.sequence < b.sequence
        }
    }

    private(set) var items: [ScheduledCall] = []
    /// `keys[i]` is the key of `items[i]`.
    private var keys: [Key] = []

    var count: Int { items.count }
    var isEmpty: Bool { items.isEmpty }
    var first: ScheduledCall? { items.first }

    /// - Complexity: O(log n)
    mutating func insert(_ call: ScheduledCall) {
        call.heapIndex = items.count
        keys.append(Key(deadline: call.deadline, sequence: call.sequence))
        items.append(call)
        siftUp(items.count - 1)
    }

    /// - Complexity: O(log n)
    mutating func popFirst() -> ScheduledCall? {
        guard !items.isEmpty else { return nil }
        return remove(at: 0)
    }

    /// Removes `call` if it is in this heap.
    /// - Complexity: O(log n)
    mutating func remove(_ call: ScheduledCall) {
        let index = call.heapIndex
        guard index >= 0, index < items.count, items[index] === call else { return }
        _ = remove(at: index)
    }

    private mutating func remove(at index: Int) -> ScheduledCall {
        let last = items.count - 1
        if index != last {
            exchange(index, last)
        }
        let removed = items.removeLast()
        keys.removeLast()
        if index < items.count {
            // the last call, moved into the gap, goes down or up; after it went down, the call
            // that rose into the gap was a child there and cannot go further up
            siftDown(index)
            siftUp(index)
        }
        removed.heapIndex = -1
        return removed
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard keys[child] < keys[parent] else { break }
            exchange(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < items.count else { break }
            var smallest = left
            let right = left + 1
            if right < items.count, keys[right] < keys[left] { smallest = right }
            guard keys[smallest] < keys[parent] else { break }
            exchange(parent, smallest)
            parent = smallest
        }
    }

    /// Swaps two entries and records their new places in the calls (reading the references the
    /// array holds unretained).
    private mutating func exchange(_ i: Int, _ j: Int) {
        keys.swapAt(i, j)
        items.withUnsafeMutableBufferPointer { buffer in
            buffer.swapAt(i, j)
            let references = UnsafeRawPointer(buffer.baseAddress!)
            let stride = MemoryLayout<ScheduledCall>.stride
            references.load(fromByteOffset: i &* stride, as: Unmanaged<ScheduledCall>.self)._withUnsafeGuaranteedRef { $0.heapIndex = i }
            references.load(fromByteOffset: j &* stride, as: Unmanaged<ScheduledCall>.self)._withUnsafeGuaranteedRef { $0.heapIndex = j }
        }
    }

    /// Checks the heap property, the keys and the stored indices (debug aid for tests).
    func isValid() -> Bool {
        guard keys.count == items.count else { return false }
        for (i, item) in items.enumerated() {
            if item.heapIndex != i { return false }
            if keys[i] != Key(deadline: item.deadline, sequence: item.sequence) { return false }
            if i > 0, keys[i] < keys[(i - 1) / 2] { return false }
        }
        return true
    }
}
