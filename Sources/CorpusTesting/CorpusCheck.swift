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
    /// The result of checking `corpusCase` (updating its expectations when `update`).
    static func run(_ corpusCase: CorpusCase, update: Bool) -> CorpusResult {
        let clock = ContinuousClock()
        let start = clock.now
        var result = CorpusResult(corpusCase: corpusCase, outcome: .passed, duration: .zero)
        check(&result, update: update)
        result.duration = clock.now - start
        return result
    }

    /// Fills in the outcome (and the rewritten files) of `result`'s case.
    private static func check(_ result: inout CorpusResult, update: Bool) {
        let corpusCase = result.corpusCase
        if let problem = corpusCase.problem {
            result.outcome = .bad(problem)
            return
        }
        guard !corpusCase.expectations.isEmpty else {
            if update { return create(&result) }
            result.outcome = .skipped("no expectation file (\(corpusCase.name).expected.jsonl or .txt, or .explained.jsonl or .txt)")
            return
        }
        do throws(FileError) {
            let output = try replay(corpusCase)
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

    /// Writes the missing expectation of `result`'s case, `NAME.expected.jsonl`, from its
    /// output: the case differed from an empty expectation, and is updated.
    private static func create(_ result: inout CorpusResult) {
        var corpusCase = result.corpusCase
        let expectation = CorpusExpectation(path: corpusCase.name + ".expected.jsonl", format: .jsonl)
        corpusCase.expectations = [expectation]
        do throws(FileError) {
            let bytes = try replay(corpusCase)(expectation)
            let produced = records(in: bytes).count
            result.outcome = .failed([
                CorpusMismatch(expectation: expectation, produced: produced, expected: 0, removed: 0, added: produced, diff: "")
            ])
            do { try replaceFile(expectation.path, with: bytes) } catch {
                result.updateError = error
                return
            }
            result.updated.append(expectation.path)
        } catch {
            result.outcome = .bad(error)
        }
    }

    /// Replays the case: the output each of its expectations is compared with. With reasons
    /// on only when an expectation holds them (`NAME.explained.*`); the case's other
    /// expectations then take the records of that same replay.
    private static func replay(_ corpusCase: CorpusCase) throws(FileError) -> (CorpusExpectation) -> [UInt8] {
        guard corpusCase.expectations.contains(where: \.explained) else {
            let formats = Set(corpusCase.expectations.map(\.format))
            let output = try replay(corpusCase) { CorpusOutput(formats: formats) }
            return { output.bytes($0.format) }
        }
        let output = try replay(corpusCase) { CorpusExplainedOutput(expectations: corpusCase.expectations) }
        output.flushOrder()
        return output.bytes(for:)
    }

    /// Replays the case into a sink `makeOutput` makes (a fresh one if a trace without a
    /// header is replayed again through the scene beside it).
    private static func replay<Output: ReplayRecordSink>(_ corpusCase: CorpusCase, into makeOutput: () -> Output) throws(FileError) -> Output {
        do throws(TraceReplayError) {
            switch corpusCase.input {
            case .trace(let path):
                let output = makeOutput()
                do {
                    try TraceReplay.run(trace: path, sink: output)
                    return output
                } catch {
                    // a trace without a header takes the scene beside it
                    guard case .missingScene = error, let scene = corpusCase.scene else { throw error }
                    let output = makeOutput()
                    try TraceReplay.run(trace: path, scene: scene, sink: output)
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
                try TraceReplay.run(recording: lines, options: RecordingOptions(description: description), scene: scenePath, sink: output)
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
