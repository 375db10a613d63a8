import SceneFiles
import Recordings
import Replay
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Checks one case: replays it, compares the output with each expectation file, and when
/// updating rewrites those that differ. Everything it uses is its own, so cases run side by
/// side on several threads.
enum CorpusCheck {
    /// The result of checking `corpusCase` (updating its expectations when `update`); with
    /// `listener`, one made for the case hears its replay, and a passing case keeps what it
    /// found (``CorpusResult/fragile``).
    static func run(_ corpusCase: CorpusCase, update: Bool, listener: (@Sendable () -> any CorpusCaseListener)? = nil) -> CorpusResult {
        let clock = ContinuousClock()
        let start = clock.now
        var result = CorpusResult(corpusCase: corpusCase, outcome: .passed, duration: .zero)
        var heard: (any CorpusCaseListener)?
        // made when the scene is loaded (a trace without a header is loaded again through the
        // scene beside it: the listener of the replay that ran is the one kept)
        let prepare = listener.map { make in
            { (scene: Scene) in
                let made = make()
                heard = made
                scene.window.eventSink = scene.window.eventSink.map { CorpusEventTee($0, made) } ?? made
            }
        }
        check(&result, update: update, prepare: prepare)
        if let heard, result.outcome == .passed { result.fragile = heard.finish() }
        result.duration = clock.now - start
        return result
    }

    /// Fills in the outcome (and the rewritten files) of `result`'s case.
    private static func check(_ result: inout CorpusResult, update: Bool, prepare: ((Scene) -> Void)?) {
        let corpusCase = result.corpusCase
        if let problem = corpusCase.problem {
            result.outcome = .bad(problem)
            return
        }
        guard !corpusCase.expectations.isEmpty else {
            result.outcome = .skipped("no expectation file (\(corpusCase.name).expected.jsonl or .txt, or .explained.jsonl or .txt)")
            return
        }
        do throws(FileError) {
            let output = try replay(corpusCase, prepare: prepare)
            var mismatches: [CorpusMismatch] = []
            for expectation in corpusCase.expectations {
                let expected = try LineReader(path: expectation.path).readAll()
                guard let mismatch = compare(output(expectation), expected, expectation) else { continue }
                // with reasons, what differs may be no record or a "because …" line under none:
                // then the file is bad, and stays as it is (a plain expectation's stray line
                // shows in the diff, as it always has)
                if expectation.explained {
                    _ = try CorpusExpectation.validate(LineReader(path: expectation.path), format: expectation.format)
                }
                mismatches.append(mismatch)
            }
            result.outcome = mismatches.isEmpty ? .passed : .failed(mismatches)
            guard update else { return }
            for mismatch in mismatches {
                let path = mismatch.expectation.path
                do { try replaceFile(path, with: output(mismatch.expectation)) } catch {
                    result.updateError = error
                    continue
                }
                result.updated.append(path)
            }
        } catch {
            result.outcome = .bad(error)
        }
    }

    /// Replays the case: the output each of its expectations is compared with. With reasons
    /// on only when an expectation holds them (`NAME.explained.*`); the case's other
    /// expectations then take the records of that same replay.
    private static func replay(_ corpusCase: CorpusCase, prepare: ((Scene) -> Void)?) throws(FileError) -> (CorpusExpectation) -> [UInt8] {
        guard corpusCase.expectations.contains(where: \.explained) else {
            let formats = Set(corpusCase.expectations.map(\.format))
            let output = try replay(corpusCase, prepare: prepare) { CorpusOutput(formats: formats) }
            return { output.bytes($0.format) }
        }
        let output = try replay(corpusCase, prepare: prepare) { CorpusExplainedOutput(expectations: corpusCase.expectations) }
        output.flushOrder()
        return output.bytes(for:)
    }

    /// Replays the case into a sink `makeOutput` makes (a fresh one if a trace without a
    /// header is replayed again through the scene beside it); `prepare` is given the scene once
    /// loaded.
    private static func replay<Output: ReplayRecordSink>(
        _ corpusCase: CorpusCase, prepare: ((Scene) -> Void)?, into makeOutput: () -> Output
    ) throws(FileError) -> Output {
        do throws(TraceReplayError) {
            switch corpusCase.input {
            case .trace(let path):
                let output = makeOutput()
                do {
                    try TraceReplay.run(lines: reader(path), sink: output, prepare: prepare)
                    return output
                } catch {
                    // a trace without a header takes the scene beside it
                    guard case .missingScene = error, let scene = corpusCase.scene else { throw error }
                    let output = makeOutput()
                    try TraceReplay.run(lines: reader(path), scene: scene, sink: output, prepare: prepare)
                    return output
                }
            case .recording(let path, let description):
                guard let scenePath = corpusCase.scene else {
                    throw .missingOptions(trace: path, "a recording needs its scene beside it (NAME.scene.json)")
                }
                // its format told from its content, scaled onto the scene's window
                let lines: LineReader
                do { lines = try LineReader(path: path) } catch { throw .file(error) }
                let output = makeOutput()
                try TraceReplay.run(
                    recording: lines, options: RecordingOptions(description: description), scene: scenePath, sink: output, prepare: prepare)
                return output
            }
        } catch {
            switch error {
            case .file(let fileError): throw fileError
            case .missingScene(let trace):
                throw FileError(
                    file: trace, location: .wholeFile,
                    message: "no scene: the trace's first line names none ({\"trace\": 1, \"scene\": \"FILE\"}) and there is no \(corpusCase.name).scene.json beside it")
            case .missingOptions(let trace, let message):
                throw FileError(file: trace, location: .wholeFile, message: message)
            }
        }
    }

    /// The file at `path`, opened.
    private static func reader(_ path: String) throws(TraceReplayError) -> LineReader {
        do { return try LineReader(path: path) } catch { throw .file(error) }
    }

    /// How `produced` differs from the expectation file's bytes, or nil when they agree (blank
    /// lines, lines starting with `#`, spaces at line ends and a byte-order mark aside).
    static func compare(_ produced: [UInt8], _ expected: [UInt8], _ expectation: CorpusExpectation) -> CorpusMismatch? {
        if produced == expected { return nil }
        let expectedLines = records(in: expected)
        let producedLines = records(in: produced)
        if expectedLines == producedLines { return nil }
        let diff = LineDiff(expected: expectedLines, produced: producedLines)
        return CorpusMismatch(
            expectation: expectation, produced: producedLines.count, expected: expectedLines.count,
            removed: diff.removed, added: diff.added, diff: diff.text)
    }

    /// The record lines of an output or expectation: without line ends, trailing spaces, blank
    /// lines and `#` comments.
    static func records(in bytes: [UInt8]) -> [Substring] {
        var text = String(decoding: bytes, as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        var lines: [Substring] = []
        // split on the scalar: as a Character, "\r\n" is not "\n"
        for scalars in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: true) {
            var line = Substring(scalars)
            while let last = line.unicodeScalars.last, last == " " || last == "\t" || last == "\r" { line = line.dropLast() }
            if line.isEmpty || line.hasPrefix("#") { continue }
            lines.append(line)
        }
        return lines
    }

    /// Replaces the expectation at `path` with `bytes` through ``OutputFile``: written beside
    /// it under a fresh name (never through a link planted there), given its mode, then
    /// renamed over it, so a failed write leaves the old file whole. An expectation that is a
    /// symbolic link is not rewritten (<doc:CorpusTesting>): whoever made the corpus chose
    /// where it points, which may be outside it.
    static func replaceFile(_ path: String, with bytes: [UInt8]) throws(FileError) {
        do throws(FileError) {
            let file = try OutputFile(path: path, links: .refuse)
            try file.write(bytes)
            try file.commit()
        } catch {
            throw FileError(file: path, location: .wholeFile, message: "cannot rewrite the expectation: \(error.message)")
        }
    }
}
