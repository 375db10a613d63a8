/// Keeps the records and touch events of one probe's replay.
final class ProbeRecorder: ReplayRecordSink {
    /// The records, in the order they happened.
    private(set) var records: [ReplayRecord] = []
    /// The probe's touch events, each with how many records came before it.
    var touches: [ProbeTouchEvent] = []

    func receive(_ record: consuming ReplayRecord) { records.append(record) }
}
