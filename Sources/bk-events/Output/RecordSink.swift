import GestureModel
import SceneFiles

/// Where `replay` sends each record: the writer (printing), the timeline being drawn and the
/// expectation checker, whichever the command line asked for.
final class RecordSink: ReplayRecordSink {
    private let writer: RecordWriter?
    private let checker: ExpectationChecker?
    private let format: RecordFormat
    /// The timeline, when one is drawn.
    let timeline: TimelineListener?
    /// The first line of the expectation file that did not hold (checking stops there).
    private(set) var checkError: FileError?

    init(writer: RecordWriter?, timeline: TimelineListener?, checker: ExpectationChecker?, format: RecordFormat) {
        self.writer = writer
        self.timeline = timeline
        self.checker = checker
        self.format = format
    }

    func receive(_ record: consuming ReplayRecord) {
        timeline?.add(record)
        if let checker, checkError == nil {
            do throws(FileError) { try checker.check(format.line(for: record)) } catch { checkError = error }
        }
        // handed over last, not copied
        writer?.write(record)
    }
}
