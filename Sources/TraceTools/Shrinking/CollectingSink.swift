import SceneFiles

/// Keeps a replay's records as lines in one format (the shrinker's candidates are short).
final class CollectingSink: ReplayRecordSink {
    let format: RecordFormat
    private(set) var lines: [String] = []

    init(format: RecordFormat) { self.format = format }

    func receive(_ record: consuming ReplayRecord) { lines.append(format.line(for: record)) }
}
