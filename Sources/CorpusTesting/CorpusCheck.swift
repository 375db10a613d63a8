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
                // after the scene's own listener (the window's stream is the scene's)
                scene.eventSink = made
            }
        }
        check(&result, update: update, prepare: prepare)
        if let heard, result.outcome == .passed { result.fragile = heard.finish() }
        result.duration = clock.now - start
        return result
    }

    /// Fills in the outcome (and the rewritten files) of `result`'s case; `prepare` is given
    /// the scene of the replay that is compared once it is loaded.
    private static func check(_ result: inout CorpusResult, update: Bool, prepare: ((Scene) -> Void)?) {
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
            // compared as the replay goes: neither the output nor an expectation is held
            let comparisons = try replay(corpusCase, prepare: prepare) { () throws(FileError) in try corpusCase.expectations.map(ExpectationComparison.init) }
            var mismatches: [CorpusMismatch] = []
            for comparison in comparisons {
                guard let mismatch = try comparison.finish() else { continue }
                // with reasons, what differs may be no record or a "because …" line under none:
                // then the file is bad, and stays as it is (a plain expectation's stray line
                // shows in the diff, as it always has)
                if mismatch.expectation.explained {
                    _ = try CorpusExpectation.validate(LineReader(path: mismatch.expectation.path, regularOnly: true), format: mismatch.expectation.format)
                }
                mismatches.append(mismatch)
            }
            result.outcome = mismatches.isEmpty ? .passed : .failed(mismatches)
            guard update, !mismatches.isEmpty else { return }
            rewrite(&result, mismatches.map(\.expectation))
        } catch {
            result.outcome = .bad(error)
        }
    }

    /// Replays `result`'s case again (replays are deterministic), writing its output over
    /// `expectations` (those that differ): each through an ``ExpectationRewrite``, put in place
    /// only once whole. What cannot be rewritten is the result's update error.
    private static func rewrite(_ result: inout CorpusResult, _ expectations: [CorpusExpectation]) {
        var failure: FileError?
        do throws(FileError) {
            let rewrites = try replay(result.corpusCase, prepare: nil) { () throws(FileError) in
                expectations.compactMap { (expectation) -> ExpectationRewrite? in
                    do throws(FileError) { return try ExpectationRewrite(expectation) } catch {
                        failure = error
                        return nil
                    }
                }
            }
            for rewrite in rewrites {
                do throws(FileError) { try rewrite.commit() } catch {
                    failure = error
                    continue
                }
                result.updated.append(rewrite.expectation.path)
            }
        } catch {
            failure = error
        }
        if let failure { result.updateError = failure }
    }

    /// Writes the missing expectation of `result`'s case, `NAME.expected.jsonl`, from its
    /// output (through an ``ExpectationRewrite``, put in place once whole): the case differed
    /// from an empty expectation, and is updated.
    private static func create(_ result: inout CorpusResult) {
        var corpusCase = result.corpusCase
        let expectation = CorpusExpectation(path: corpusCase.name + ".expected.jsonl", format: .jsonl)
        corpusCase.expectations = [expectation]
        do throws(FileError) {
            let rewrites = try replay(corpusCase, prepare: nil) { () throws(FileError) in try [ExpectationRewrite(expectation)] }
            let produced = rewrites.reduce(0) { $0 + $1.lines }
            result.outcome = .failed([
                CorpusMismatch(expectation: expectation, produced: produced, expected: 0, removed: 0, added: produced, diff: "")
            ])
            do throws(FileError) { for rewrite in rewrites { try rewrite.commit() } } catch {
                result.updateError = error
                return
            }
            result.updated.append(expectation.path)
        } catch {
            result.outcome = .bad(error)
        }
    }

    /// Replays the case, handing the output each target wants to it as it is made; the
    /// targets `makeTargets` made (made anew if a trace without a header is replayed again
    /// through the scene beside it). With reasons on only when a target's expectation holds
    /// them (`NAME.explained.*`); the other targets then take the records of that same replay.
    /// `prepare` is given the scene once loaded.
    private static func replay<Target: CorpusLineTarget>(
        _ corpusCase: CorpusCase, prepare: ((Scene) -> Void)?, into makeTargets: () throws(FileError) -> [Target]
    ) throws(FileError) -> [Target] {
        var targets: [Target] = []
        try replay(corpusCase, prepare: prepare) { () throws(TraceReplayError) -> any ReplayRecordSink in
            do throws(FileError) { targets = try makeTargets() } catch { throw .file(error) }
            guard targets.contains(where: \.expectation.explained) else { return CorpusOutput(targets: targets) }
            return CorpusExplainedOutput(targets: targets)
        }
        return targets
    }

    /// Replays the case into a sink `makeOutput` makes (a fresh one if a trace without a
    /// header is replayed again through the scene beside it). Its files are read only if they
    /// are regular files (one replaced by a FIFO since the corpus was searched would wait for
    /// ever). `prepare` is given the scene once loaded.
    private static func replay(
        _ corpusCase: CorpusCase, prepare: ((Scene) -> Void)?, into makeOutput: () throws(TraceReplayError) -> any ReplayRecordSink
    ) throws(FileError) {
        do throws(TraceReplayError) {
            switch corpusCase.input {
            case .trace(let path):
                let output = try makeOutput()
                do {
                    try TraceReplay.run(lines: readable(path), sink: output, prepare: prepare)
                } catch {
                    // a trace without a header takes the scene beside it
                    guard case .missingScene = error, let scene = corpusCase.scene else { throw error }
                    try TraceReplay.run(lines: readable(path), scene: scene, sink: makeOutput(), prepare: prepare)
                }
            case .recording(let path, let description):
                guard let scenePath = corpusCase.scene else {
                    throw .missingOptions(trace: path, "a recording needs its scene beside it (NAME.scene.json)")
                }
                // its format told from its content, scaled onto the scene's window
                try TraceReplay.run(recording: readable(path), options: RecordingOptions(description: description), scene: scenePath, sink: makeOutput(), prepare: prepare)
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

    /// The case's file at `path`, open for reading when it is a regular file.
    private static func readable(_ path: String) throws(TraceReplayError) -> LineReader {
        do { return try LineReader(path: path, regularOnly: true) } catch { throw .file(error) }
    }
}
