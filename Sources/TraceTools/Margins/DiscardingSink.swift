import SceneFiles

/// Takes a replay's records and keeps none (`margins` reads the event stream instead).
final class DiscardingSink: ReplayRecordSink {
    func receive(_ record: consuming ReplayRecord) {}
}
