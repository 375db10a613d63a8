/// Takes the records of a replay as they happen: the object form of a replay's `emit` closure.
///
/// A sink is handed each record (rather than lent it, as a closure is), so one that keeps
/// records, such as a writer queueing them for another thread, stores them without a copy.
public protocol ReplayRecordSink: AnyObject {
    /// Takes one record.
    func receive(_ record: consuming ReplayRecord)
}
