import SceneFiles
/// Values handed from one thread to another in order: filled by one, then given up and read
/// once by the other. Reading takes each value out of the batch instead of copying it (which
/// would count references once more for what the value holds), and a batch read to the end
/// goes away without destroying anything.
///
/// Unchecked sendable: the filling thread hands the batch over through a ``BatchChannel`` and
/// never touches it again, so only one thread uses it at a time.
package final class HandoffBatch<Element: Sendable>: @unchecked Sendable {
    /// The most values the batch holds.
    @usableFromInline package let capacity: Int
    @usableFromInline let values: UnsafeMutablePointer<Element>
    // `@exclusivity(unchecked)` here and below disables the dynamic exclusivity check of the
    // property's accesses (swift_beginAccess/endAccess, debug builds included); each is kept
    // after a callgrind audit (Benchmarks/README.md, "Exclusivity audit").
    /// Values appended so far.
    @exclusivity(unchecked) @usableFromInline package private(set) var count = 0
    /// Values taken out so far (the first `taken` are no longer in the batch).
    @exclusivity(unchecked) @usableFromInline var taken = 0

    /// An empty batch with room for `capacity` values.
    package init(capacity: Int) {
        self.capacity = capacity
        values = .allocate(capacity: capacity)
    }

    deinit {
        (values + taken).deinitialize(count: count - taken)
        values.deallocate()
    }

    /// Whether no more values fit.
    @inlinable package var isFull: Bool { count == capacity }

    /// Adds `value` at the end; the batch must not be full.
    @inlinable package func append(_ value: consuming Element) {
        precondition(count < capacity, "batch is full")
        (values + count).initialize(to: value)
        count += 1
    }

    /// Takes the next value out of the batch; nil once all are taken.
    @inlinable package func take() -> Element? {
        guard taken < count else { return nil }
        taken += 1
        return (values + taken - 1).move()
    }

    /// Takes the values not yet taken out of the batch, in order, handing each to `body`.
    @inlinable package func takeAll(_ body: (Element) -> Void) {
        while taken < count {
            let value = (values + taken).move()
            taken += 1
            body(value)
        }
    }
}

extension HandoffBatch where Element == ReplayRecord {
    /// ``append(_:)`` for records, compiled for them here (a generic call from another module
    /// is not specialized there, and copies the record through its type's witnesses); true
    /// when the batch is full afterwards.
    package func appendRecord(_ record: consuming ReplayRecord) -> Bool {
        append(record)
        return isFull
    }

    /// ``takeAll(_:)`` for records, compiled for them here (a generic call from another module
    /// is not specialized there).
    package func takeAllRecords(_ body: (ReplayRecord) -> Void) {
        while let record = take() { body(record) }
    }
}

extension HandoffBatch where Element == ExplainedEntry {
    /// ``append(_:)`` for `replay --explain`'s entries, compiled for them here (as
    /// ``appendRecord(_:)``); true when the batch is full afterwards.
    package func appendEntry(_ entry: consuming ExplainedEntry) -> Bool {
        append(entry)
        return isFull
    }

    /// ``takeAll(_:)`` for `replay --explain`'s entries, compiled for them here.
    package func takeAllEntries(_ body: (ExplainedEntry) -> Void) {
        while let entry = take() { body(entry) }
    }
}
