import GestureModel

/// Records handed from the replay's thread to the writer's: filled by one, then given up and
/// read once, in order, by the other. Reading takes each record out of the batch instead of
/// copying it, which would retain and release each of its names once more.
///
/// Unchecked sendable: the filling thread hands the batch over through a ``BatchChannel`` and
/// never touches it again, so only one thread uses it at a time.
final class RecordBatch: @unchecked Sendable {
    /// The most records the batch holds.
    let capacity: Int
    private let records: UnsafeMutablePointer<ReplayRecord>
    /// Records appended so far.
    private(set) var count = 0
    /// Records taken out so far (the first `taken` are no longer in the batch).
    private var taken = 0

    /// An empty batch with room for `capacity` records.
    init(capacity: Int) {
        self.capacity = capacity
        records = .allocate(capacity: capacity)
    }

    deinit {
        (records + taken).deinitialize(count: count - taken)
        records.deallocate()
    }

    /// Whether no more records fit.
    var isFull: Bool { count == capacity }

    /// Adds `record` at the end; the batch must not be full.
    func append(_ record: consuming ReplayRecord) {
        precondition(count < capacity, "record batch is full")
        (records + count).initialize(to: record)
        count += 1
    }

    /// Takes the records not yet taken out of the batch, in order, handing each to `body`.
    func takeAll(_ body: (ReplayRecord) -> Void) {
        while taken < count {
            let record = (records + taken).move()
            taken += 1
            body(record)
        }
    }
}
