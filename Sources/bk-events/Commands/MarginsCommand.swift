import ControlModel
import GestureModel
import SceneFiles
import Recordings
import Replay
import TraceTools

extension Command {
    /// `bk-events margins`.
    static let margins = Command(
        path: ["margins"], abstract: "Show how close each decision of a replay was to flipping, tightest first.",
        discussion: "For every decision (a recognizer's began, ended or failed, a held transition, a control's up, a "
            + "handler's run, a scroll moment), the rule that decided and its numbers: what it measured, the limit, the "
            + "distance or time to spare, and what the decision would have been across the limit. A handler inherits the "
            + "margin of the decision it ran for; a decision no number decides has none. --fragile exits 1 when a margin "
            + "is that close; --sweep replays copies with one line moved by the perturbation and lists the decisions "
            + "whose outcome changed.",
        arguments: [ReplayCommand.trace],
        options: [.scene, .marginsFormat, .fragile, .sweep, .width, .height, .desc, .device],
        exitStatus: "0 success (no margin as close as --fragile), 1 a fragile decision, 64 usage error, 65 bad input data, 74 the output cannot be written.",
        validate: MarginsCommand.validate, run: MarginsCommand.run)
}

/// `bk-events margins`: ``DecisionMargins`` of a trace or recording, written one a line.
enum MarginsCommand {
    /// `--fragile` and `--sweep` values.
    @Sendable static func validate(_ arguments: ParsedArguments) throws(UsageError) {
        _ = try arguments.fragileLimits(.fragile)
        if let sweep = arguments[.sweep], MarginSweep(parsing: sweep) == nil {
            throw UsageError(
                "The value '\(FileError.escaped(sweep))' is invalid for '\(Option.sweep.synopsis)': expected e.g. time=±20ms,position=±2pt",
                option: .sweep, command: arguments.command)
        }
    }

    /// Writes the margins, then the sweep's changes.
    @Sendable static func run(_ arguments: ParsedArguments) throws(UsageError) -> Int32 {
        let path = arguments.positionals[0]
        let format = arguments[.marginsFormat].flatMap(RecordFormat.init(rawValue:)) ?? .text
        let options = RecordingOptions(width: arguments.number(.width), height: arguments.number(.height), description: arguments[.desc], device: arguments[.device])
        let fragile = try arguments.fragileLimits(.fragile)
        let margins: [DecisionMargin]
        var sweep: (changes: [MarginSweep.Change], copies: Int)?
        do throws(TraceReplayError) {
            margins = try DecisionMargins.of(trace: path, scene: arguments[.scene], options: options)
            if let parameters = arguments[.sweep].flatMap(MarginSweep.init(parsing:)) {
                sweep = try parameters.run(ShrinkInput(path: path, scene: arguments[.scene], options: options))
            }
        } catch {
            switch error {
            case .missingScene, .missingOptions: throw UsageError(message: error.description, command: arguments.command)
            case .file(let fileError):
                OutputStream.error("\(fileError)\n")
                return ExitStatus.data
            }
        }
        let output = OutputStream()
        var fragileCount = 0
        var bytes: [UInt8] = []
        for margin in margins {
            bytes.removeAll(keepingCapacity: true)
            margin.append(format, to: &bytes)
            if let fragile, margin.isFragile(fragile) {
                fragileCount += 1
                if format == .text {
                    bytes.append(contentsOf: "  — fragile".utf8)
                } else {
                    bytes.removeLast()
                    bytes.append(contentsOf: #","fragile":true}"#.utf8)
                }
            }
            bytes.append(0x0A)
            bytes.withUnsafeBufferPointer { output.write($0) }
        }
        if let sweep {
            if format == .text { output.writeLine("# sweep: \(sweep.copies) copies, \(sweep.changes.count) decisions changed") }
            for change in sweep.changes {
                output.writeLine(line(change, of: sweep.copies, format))
            }
        }
        output.close()
        if let fragile, fragileCount > 0 {
            OutputStream.error("margins: \(fragileCount) \(fragileCount == 1 ? "decision is" : "decisions are") within \(text(fragile))\n")
            return ExitStatus.mismatch
        }
        return ExitStatus.success
    }

    private static func line(_ change: MarginSweep.Change, of copies: Int, _ format: RecordFormat) -> String {
        let instead = change.instead.joined(separator: ", ")
        switch format {
        case .text:
            var was = "\(change.id) (decision \(change.ordinal + 1), not in the original)"
            if let original = change.original {
                was = "\(original.time.formatted(decimals: 3))  \(original.id) \(original.decision)  \(original.rule)"
                if let numbers = original.numbers { was += ", \(DecimalText.string(numbers.spare, maxDecimals: 3)) \(numbers.unit.rawValue) to spare" }
            }
            return "changed: \(was) → \(instead) in \(change.count) of \(copies) copies"
        case .jsonl:
            var out = "{\"sweep\":\"changed\",\"id\":\(RecordFormat.jsonString(change.id)),\"ordinal\":\(change.ordinal)"
            if let original = change.original {
                out += ",\"t\":\(original.time.formatted(decimals: 6)),\"decision\":\(RecordFormat.jsonString(original.decision)),\"rule\":\(RecordFormat.jsonString(original.rule))"
                if let spare = original.spare { out += ",\"spare\":\(DecimalText.string(spare, maxDecimals: 6))" }
            }
            return out + ",\"instead\":[\(change.instead.map(RecordFormat.jsonString).joined(separator: ","))],\"count\":\(change.count),\"copies\":\(copies)}"
        }
    }

    private static func text(_ limits: FragileLimits) -> String {
        "\(DecimalText.string(limits.distance, maxDecimals: 3)) pt or \(DecimalText.string(limits.time * 1000, maxDecimals: 3)) ms of flipping"
    }
}

/// The options of `bk-events margins`.
extension Option {
    static let marginsFormat = Option(
        name: "format", value: .choice("format", RecordFormat.allCases.map(\.rawValue)), help: "How to print the margins.", defaultText: "text")
    static let fragile = Option(
        name: "fragile", value: .pattern,
        help: "Exit 1 when a decision is within this distance or time of flipping, e.g. 2pt,20ms (an angle and a speed may follow: 2pt,20ms,3deg,100pt/s).")
    static let sweep = Option(
        name: "sweep", value: .pattern,
        help: "Replay copies with one line moved by this much, e.g. time=±20ms,position=±2pt, and list the decisions whose outcome changed.")
}
