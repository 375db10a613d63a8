import ControlModel
import GestureModel
import SceneFiles
import Recordings
import Replay
import CorpusTesting
import TraceTools

extension Command {
    /// `bk-events shrink`.
    static let shrink = Command(
        path: ["shrink"], abstract: "Shrink a trace to a small one that still shows a record or still fails an expectation.",
        discussion: "Delta debugging over whole touches, then over moves, stationary samples and commands, then "
            + "simplification (the trace shifted to start at 0, moves straightened, times rounded to 10 ms, positions to "
            + "1 pt), keeping each change that still shows the --keep record (a JSON object matched as a subset of a "
            + "record, e.g. '{\"kind\":\"handler\",\"id\":\"open\"}') or still fails the --expect file at the same "
            + "expected record. Deterministic. A line per step on standard error: its size and the replays so far. A "
            + "recording is imported first (through --scene's window).",
        arguments: [ReplayCommand.trace],
        options: [.scene, .keep, .expect, .shrinkOutput, .width, .height, .desc, .device],
        exitStatus: "0 shrunk, 64 usage error, 65 bad input data (or the trace does not show the record, or passes its expectation), 74 the output cannot be written.",
        validate: ShrinkCommand.validate, run: ShrinkCommand.run)
}

/// `bk-events shrink`: ``TraceShrinker`` on a trace or recording, writing the shrunk trace with
/// a header naming the scene (relative to the output's folder).
enum ShrinkCommand {
    /// The most replays a shrink runs (a few seconds for a trace of thousands of lines); past
    /// it the smallest trace so far is written, and the message says so.
    static let budget = 20_000

    /// Exactly one of `--keep` and `--expect`, a JSON object for `--keep`, and an output that
    /// is none of the inputs.
    @Sendable static func validate(_ arguments: ParsedArguments) throws(UsageError) {
        let command = arguments.command
        switch (arguments[.keep], arguments[.expect]) {
        case (nil, nil):
            throw UsageError("Missing expected argument '\(Option.keep.synopsis)' (or '\(Option.expect.synopsis)')", option: .keep, command: command)
        case (.some, .some):
            throw UsageError("'--keep' and '--expect' cannot be used together: shrink keeps one thing", option: .expect, command: command)
        case (let keep?, nil):
            do {
                _ = try RecordPattern(keep)
            } catch {
                throw UsageError("The value '\(FileError.escaped(keep))' is invalid for '\(Option.keep.synopsis)': \(error.message)", option: .keep, command: command)
            }
        default: break
        }
        // the shrunk trace never overwrites what it is made from (the scene its header names
        // is read before anything is written)
        try OutputGuard.check(
            arguments[.shrinkOutput], of: .shrinkOutput,
            against: [("the trace", arguments.positionals[0]), ("the scene", arguments[.scene]), ("the expectation", arguments[.expect]),
                      ("the description", arguments[.desc])],
            command: command)
    }

    /// Shrinks, once ``validate(_:)`` passed.
    @Sendable static func run(_ arguments: ParsedArguments) throws(UsageError) -> Int32 {
        let path = arguments.positionals[0]
        let target = arguments[.shrinkOutput].flatMap { $0 == "-" ? nil : $0 }
        let options = RecordingOptions(width: arguments.number(.width), height: arguments.number(.height), description: arguments[.desc], device: arguments[.device])
        let input: ShrinkInput
        let goal: ShrinkGoal
        do throws(TraceReplayError) {
            input = try ShrinkInput(path: path, scene: arguments[.scene], options: options)
            if let keep = arguments[.keep] {
                goal = .keep(try! RecordPattern(keep))  // checked by validate
            } else {
                let expect = arguments[.expect]!
                do {
                    let reader = try LineReader(path: expect)
                    let format: RecordFormat = try InputKind.of(reader) == .records(.jsonl) ? .jsonl : .text
                    var expected: [String] = []
                    while let line = try reader.nextLineBytes({ String(decoding: $0, as: UTF8.self) }) {
                        let trimmed = line.trimmingTrailingSpaces
                        if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
                        expected.append(trimmed)
                    }
                    goal = .expect(expected: expected, format: format)
                } catch {
                    throw TraceReplayError.file(error)
                }
            }
        } catch {
            switch error {
            case .missingScene, .missingOptions: throw UsageError(message: error.description, command: arguments.command)
            case .file(let fileError):
                OutputStream.error("\(fileError)\n")
                return ExitStatus.data
            }
        }
        let budget = ShrinkCommand.budget
        let shrinker: TraceShrinker
        do {
            shrinker = try TraceShrinker(input: input, goal: goal, budget: budget)
        } catch {
            OutputStream.error("\(FileError(file: path, location: .wholeFile, message: error.description))\n")
            return ExitStatus.data
        }
        shrinker.progress = { OutputStream.error("shrink: \($0)\n") }
        let result = shrinker.shrink()
        OutputStream.error(
            "shrink: \(result.originalLines) → \(result.lines.count) lines, \(result.originalTouches) → \(result.touches) touches, "
                + "\(result.replays) replays" + (result.budgetReached ? " (the budget of \(budget) replays was reached: the trace may shrink further)" : "") + "\n")
        let output = OutputStream.opening(target ?? "-")
        output.write(result.text(scene: RelativePath.of(input.scene, from: target.map(RelativePath.folder(of:)) ?? ".")))
        output.close()
        return ExitStatus.success
    }
}

/// The options of `bk-events shrink`.
extension Option {
    static let keep = Option(
        name: "keep", value: .pattern,
        help: "The record to keep: a JSON object matched as a subset of each record's JSON Lines form, e.g. '{\"kind\":\"handler\",\"id\":\"open\"}'.")
    static let shrinkOutput = Option(
        name: "output", short: "o", value: .output("trace"), help: "Where to write the shrunk trace.", defaultText: "standard output")
}
