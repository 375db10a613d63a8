/// A ``ReplayRecordSink`` that calls a closure: what the closure-taking entry points use.
package final class ClosureRecordSink: ReplayRecordSink {
    private let emit: (ReplayRecord) -> Void

    package init(_ emit: @escaping (ReplayRecord) -> Void) { self.emit = emit }

    package func receive(_ record: consuming ReplayRecord) { emit(record) }
}
