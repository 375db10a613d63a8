import ControlModel

/// The environment's queue of transitions to apply, in order: plain memory the queue owns,
/// reused from one pass to the next (no copy-on-write checks on the hottest appends), emptied
/// when drained.
struct TransitionQueue: ~Copyable {
    /// A recognizer, not retained (it is engaged, so kept by the environment, until the pass
    /// that drains the queue ends), and the state asked for.
    typealias Item = (recognizer: Unretained<GestureRecognizer>, state: GestureState)

    private var items: UnsafeMutablePointer<Item>
    private var capacity: Int
    /// The queue is `items[head..<end]`.
    private var head = 0
    private var end = 0

    init() {
        capacity = 16
        items = .allocate(capacity: capacity)
    }

    deinit {
        (items + head).deinitialize(count: end - head)
        items.deallocate()
    }

    /// True when no transition waits.
    var isEmpty: Bool { head == end }

    /// Queues `item` last.
    mutating func append(_ item: Item) {
        if end == capacity { grow() }
        (items + end).initialize(to: item)
        end += 1
    }

    /// The first transition waiting, taken off the queue; nil (and the queue's memory ready
    /// for reuse) once all are taken.
    mutating func popFirst() -> Item? {
        guard head < end else {
            head = 0
            end = 0
            return nil
        }
        head += 1
        return (items + head - 1).move()
    }

    /// Doubles the room (the items still waiting move; the slots before them were taken).
    private mutating func grow() {
        let larger = UnsafeMutablePointer<Item>.allocate(capacity: capacity * 2)
        (larger + head).moveInitialize(from: items + head, count: end - head)
        items.deallocate()
        items = larger
        capacity *= 2
    }
}
