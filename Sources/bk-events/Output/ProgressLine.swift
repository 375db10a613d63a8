import Glibc

/// A line on standard error that says how far a long command is (`analyze: 350/1000 views`),
/// redrawn at most ten times a second and erased when done — only on a terminal, and not under
/// CI or Bazel or with `TERM=dumb`: piped or logged, the command is quiet.
final class ProgressLine {
    /// What is counted, after the count: `views`.
    private let unit: String
    /// The command's name, before the count.
    private let command: String
    private let shows: Bool
    private var shown = false
    private var last = ContinuousClock.now

    /// A progress line for `command`, counting `unit`.
    init(command: String, unit: String) {
        self.command = command
        self.unit = unit
        let ci = getenv("CI") != nil || getenv("TEST_TMPDIR") != nil
        let term = getenv("TERM").map { String(cString: $0) } ?? ""
        shows = isatty(2) == 1 && !ci && term != "dumb"
    }

    /// `done` of `total` are done: redraws the line if it is due.
    func update(_ done: Int, of total: Int) {
        guard shows, done < total else { return }
        let now = ContinuousClock.now
        guard now - last >= .milliseconds(100) else { return }
        last = now
        OutputStream.error("\r\u{1B}[K\(command): \(done)/\(total) \(unit)")
        shown = true
    }

    /// Erases the line, if one was drawn.
    func clear() {
        guard shown else { return }
        OutputStream.error("\r\u{1B}[K")
        shown = false
    }
}
