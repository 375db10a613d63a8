/// A ``ReplayRecordSink`` that calls a closure: what the closure-taking entry points use.
final class ClosureRecordSink: ReplayRecordSink {
    private let emit: (ReplayRecord) -> Void

    init(_ emit: @escaping (ReplayRecord) -> Void) { self.emit = emit }

    func receive(_ record: consuming ReplayRecord) { emit(record) }
}
