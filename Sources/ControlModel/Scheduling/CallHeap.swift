/// A binary min-heap of scheduled calls keyed by (deadline, sequence), with each call's index
/// kept in the call so a cancelled one leaves in O(log n).
struct CallHeap {
    private(set) var items: [ScheduledCall] = []

    var count: Int { items.count }
    var isEmpty: Bool { items.isEmpty }
    var first: ScheduledCall? { items.first }

    private static func ordered(_ a: ScheduledCall, _ b: ScheduledCall) -> Bool {
        a.deadline != b.deadline ? a.deadline < b.deadline : a.sequence < b.sequence
    }

    /// - Complexity: O(log n)
    mutating func insert(_ call: ScheduledCall) {
        call.heapIndex = items.count
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
        let removed = items[index]
        let last = items.removeLast()
        if index < items.count {
            items[index] = last
            last.heapIndex = index
            siftDown(index)
            siftUp(last.heapIndex)
        }
        removed.heapIndex = -1
        return removed
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.ordered(items[child], items[parent]) else { break }
            swapAt(child, parent)
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
            if right < items.count, Self.ordered(items[right], items[left]) { smallest = right }
            guard Self.ordered(items[smallest], items[parent]) else { break }
            swapAt(parent, smallest)
            parent = smallest
        }
    }

    private mutating func swapAt(_ i: Int, _ j: Int) {
        items.swapAt(i, j)
        items[i].heapIndex = i
        items[j].heapIndex = j
    }

    /// Checks the heap property and the stored indices (debug aid for tests).
    func isValid() -> Bool {
        for (i, item) in items.enumerated() {
            if item.heapIndex != i { return false }
            if i > 0, Self.ordered(item, items[(i - 1) / 2]) { return false }
        }
        return true
    }
}
