import SceneFiles

/// Keeps the records of a replay in order, for `Window.play(trace:until:)`.
final class CollectedRecords: ReplayRecordSink {
    /// The records received so far.
    private(set) var records: [ReplayRecord] = []

    /// Keeps `record`.
    func receive(_ record: consuming ReplayRecord) { records.append(record) }
}
