import ControlModel
import SceneFiles

/// The lines `bk-events test` prints for a corpus run: per case in text (failures, bad files,
/// updates and skips, each with what went wrong) or JSON Lines (every case, with its timing),
/// and the summary. Apart from the timings, the same run gives the same lines however many
/// threads ran it.
package enum CorpusReport {
    /// The text lines for `result` (each ending with a newline); empty when it passed, unless
    /// it passed by a hair: `FRAGILE NAME: …` and its fragile decisions, indented. Names,
    /// paths and the lines of files are escaped (``FileError/escaped(_:)``): each line printed
    /// is one line, and nothing in a corpus can forge a report line or drive the terminal.
    package static func text(_ result: CorpusResult) -> String {
        let name = FileError.escaped(result.corpusCase.name)
        var text = ""
        switch result.outcome {
        case .passed:
            guard !result.fragile.isEmpty else { break }
            let count = result.fragile.count
            text += "FRAGILE \(name): \(count) decision\(count == 1 ? " passes" : "s pass") by a hair\n"
            for line in result.fragile { text += "    \(FileError.escaped(line))\n" }
        case .skipped(let reason): text += "SKIP \(name): \(FileError.escaped(reason))\n"
        case .bad(let error): text += "\(error)\n"
        case .failed(let mismatches):
            for mismatch in mismatches {
                if result.updated.contains(mismatch.expectation.path) {
                    text += "UPDATED \(FileError.escaped(mismatch.expectation.path)) (\(mismatch.removed) only expected, \(mismatch.added) only produced)\n"
                } else {
                    text += "FAIL \(name): \(FileError.escaped(mismatch.summary))\n"
                    // the diff's lines are split on the newlines it puts (as scalars: "\r\n" is one
                    // Character), each escaped: a CR or ESC inside an expected line stays in it
                    for line in mismatch.diff.unicodeScalars.split(separator: "\n") {
                        text += "    \(FileError.escaped(String(Substring(line))))\n"
                    }
                }
            }
        }
        if let error = result.updateError { text += "\(error)\n" }
        return text
    }

    /// The JSON Lines line for `result` (ending with a newline): name, key, input, status and
    /// seconds, with the differences (each saying whether its expectation has reasons), the
    /// error, the reason or the rewritten files; `fragile`, the lines of a passing case's
    /// fragile decisions, when there are any.
    package static func jsonLine(_ result: CorpusResult) -> String {
        let corpusCase = result.corpusCase
        var line = "{\"name\":\(quoted(corpusCase.name)),\"key\":\(quoted(corpusCase.key)),\"input\":\(quoted(corpusCase.inputPath))"
        line += ",\"status\":\"\(result.status)\",\"seconds\":\(seconds(result.duration))"
        switch result.outcome {
        case .passed: break
        case .skipped(let reason): line += ",\"reason\":\(quoted(reason))"
        case .bad(let error): line += ",\"error\":\(quoted(error.description))"
        case .failed(let mismatches):
            let items = mismatches.map { mismatch in
                "{\"expected\":\(quoted(mismatch.expectation.path)),\"explained\":\(mismatch.expectation.explained),\"producedRecords\":\(mismatch.produced),"
                    + "\"expectedRecords\":\(mismatch.expected),\"onlyExpected\":\(mismatch.removed),"
                    + "\"onlyProduced\":\(mismatch.added),\"diff\":\(quoted(mismatch.diff))}"
            }
            line += ",\"differences\":[\(items.joined(separator: ","))]"
        }
        if !result.fragile.isEmpty { line += ",\"fragile\":[\(result.fragile.map(quoted).joined(separator: ","))]" }
        if !result.updated.isEmpty { line += ",\"updated\":[\(result.updated.map(quoted).joined(separator: ","))]" }
        if let error = result.updateError { line += ",\"updateError\":\(quoted(error.description))" }
        return line + "}\n"
    }

    /// The text summary: the slowest cases, what ran how long (and how many cases with
    /// reasons), and `N passed, M failed`.
    package static func textSummary(_ summary: CorpusSummary, slowest: Int = 5) -> String {
        var text = ""
        let slow = summary.slowest(slowest)
        if !slow.isEmpty {
            text += "Slowest: " + slow.map { "\(seconds($0.duration, decimals: 3)) s \(FileError.escaped($0.corpusCase.name))" }.joined(separator: ", ") + "\n"
        }
        let cases = summary.results.count
        let explained = summary.explained > 0 ? " (\(summary.explained) with reasons)" : ""
        text += "Checked \(cases) case\(cases == 1 ? "" : "s")\(explained) in \(seconds(summary.wallTime, decimals: 3)) s on \(summary.workers) thread\(summary.workers == 1 ? "" : "s").\n"
        return text + summary.line + "\n"
    }

    /// The JSON Lines summary line: the counts (`explained`: the cases checked with reasons),
    /// the seconds and the threads; with `--fragile`, `fragile`: the passing cases with a
    /// fragile decision.
    package static func jsonSummary(_ summary: CorpusSummary) -> String {
        "{\"summary\":{\"passed\":\(summary.passed),\"failed\":\(summary.failed),\"updated\":\(summary.updatedCases),"
            + "\"bad\":\(summary.bad),\"skipped\":\(summary.skipped),\"explained\":\(summary.explained),\"seconds\":\(seconds(summary.wallTime)),"
            + "\"threads\":\(summary.workers)\(summary.checksFragility ? ",\"fragile\":\(summary.fragile)" : "")}}\n"
    }

    /// `duration` in seconds with `decimals` decimals (6 by default: microseconds).
    package static func seconds(_ duration: Duration, decimals: Int = 6) -> String {
        let (whole, atto) = duration.components
        let micros = max(0, whole) * 1_000_000 + max(0, atto) / 1_000_000_000_000
        return Timestamp(nanoseconds: micros * 1000).formatted(decimals: decimals)
    }

    /// `text` as a JSON string.
    package static func quoted(_ text: String) -> String {
        let capacity = 2 + 6 * text.utf8.count
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            var writer = ByteWriter(buffer.baseAddress!)
            RecordFormat.putQuoted(text, to: &writer)
            return writer.cursor - buffer.baseAddress!
        }
    }
}
