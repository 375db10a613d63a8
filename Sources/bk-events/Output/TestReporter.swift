import GestureModel
import SceneFiles
import CorpusTesting

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Prints a corpus run as its results come: in text, what failed (with the diff) as soon as it
/// is known and a progress line on a terminal; in JSON Lines, a line per case. Then the
/// summary.
///
/// Unchecked sendable: the runner hands over one result at a time (under its lock), and
/// ``finish(_:)`` runs after the last.
final class TestReporter: @unchecked Sendable {
    private let format: RecordFormat
    private let total: Int
    private let output = OutputStream()
    private var done = 0
    private var failures = 0
    /// Whether a progress line is drawn: on a terminal, not under CI or Bazel.
    private let showsProgress: Bool
    private var progressShown = false
    private var lastProgress = ContinuousClock.now

    init(format: RecordFormat, total: Int) {
        self.format = format
        self.total = total
        let ci = getenv("CI") != nil || getenv("TEST_TMPDIR") != nil
        let term = getenv("TERM").map { String(cString: $0) } ?? ""
        showsProgress = format == .text && isatty(2) == 1 && !ci && term != "dumb"
    }

    /// Prints what `result` calls for.
    func report(_ result: CorpusResult) {
        done += 1
        if result.status == "failed" || result.status == "bad" { failures += 1 }
        switch format {
        case .jsonl: output.write(CorpusReport.jsonLine(result))
        case .text:
            let text = CorpusReport.text(result)
            if !text.isEmpty {
                clearProgress()
                output.write(text)
                output.flush()
            }
            drawProgress()
        }
    }

    /// Prints the summary and flushes.
    func finish(_ summary: CorpusSummary) {
        clearProgress()
        output.write(format == .jsonl ? CorpusReport.jsonSummary(summary) : CorpusReport.textSummary(summary))
        output.close()
    }

    private func drawProgress() {
        guard showsProgress, done < total else { return }
        let now = ContinuousClock.now
        guard now - lastProgress >= .milliseconds(100) else { return }
        lastProgress = now
        OutputStream.error("\r\u{1B}[K[\(done)/\(total)]" + (failures > 0 ? " \(failures) failed" : ""))
        progressShown = true
    }

    private func clearProgress() {
        guard progressShown else { return }
        OutputStream.error("\r\u{1B}[K")
        progressShown = false
    }
}
