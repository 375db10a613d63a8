import ControlModel
import GestureModel
import GestureMaps
import SceneFiles

extension Command {
    /// `bk-events analyze`.
    static let analyze = Command(
        path: ["analyze"], abstract: AnalyzeCommand.abstract, discussion: AnalyzeCommand.discussion, arguments: [AnalyzeCommand.scene],
        options: [.mapFormat, .mapOutput], exitStatus: AnalyzeCommand.exitStatus,
        validate: AnalyzeCommand.validate, run: AnalyzeCommand.run)
}

/// `bk-events analyze`: the gesture map of a scene. The probing lives in GestureModel's
/// ``GestureMap``; this reads the options, picks the format and writes.
enum AnalyzeCommand {
    static let abstract = "Probe every view of a scene with taps, presses, pans, swipes, pinches and rotations, and map what fires."

    static let discussion =
        "Each view and control is probed at a point where it is hit: tap, double tap, long press, pans and swipes in "
        + "four directions, and pinch and rotation where a recognizer takes two fingers; each probe is replayed alone "
        + "on a fresh copy of the scene. The map shows, per view and probe, the handlers that ran and their latency "
        + "from the touch that decided them (with what the wait was for), what each recognizer did and what each "
        + "control dispatched; then the recognizers no probe made recognize and the handlers no probe ran."

    static let scene = Positional(value: .input("scene", extensions: ["json"]), help: "The scene file, or '-' for standard input.")

    static let exitStatus = "0 success, 64 usage error, 65 bad input data, 74 the output cannot be written."

    /// The formats of the map.
    enum Format: String, CaseIterable {
        /// A table per view, for people.
        case text
        /// A JSON object a line, for programs.
        case jsonl
        /// A self-contained HTML page whose latencies stand out.
        case html
    }

    /// An output that is the scene.
    @Sendable static func validate(_ arguments: ParsedArguments) throws(UsageError) {
        try OutputGuard.check(arguments[.mapOutput], of: .mapOutput, against: [("the scene", arguments.positionals[0])], command: arguments.command)
    }

    /// Maps the scene, once ``validate(_:)`` passed.
    @Sendable static func run(_ arguments: ParsedArguments) throws(UsageError) -> Int32 {
        let path = arguments.positionals[0]
        let format = arguments[.mapFormat].flatMap(Format.init(rawValue:)) ?? .text
        let output = arguments[.mapOutput] ?? "-"
        let map: GestureMap
        let progress = ProgressLine(command: "analyze", unit: "views")
        do {
            map = try GestureMap(sceneBytes: LineReader(path: path).readAll(), file: path, progress: progress.update)
            progress.clear()
        } catch {
            progress.clear()
            OutputStream.error("\(error)\n")
            return ExitStatus.data
        }
        let text: String
        switch format {
        case .text: text = GestureMapText.text(map)
        case .jsonl: text = GestureMapJSON.lines(map)
        case .html: text = GestureMapHTML.page(map)
        }
        // opened only once the map is made: a bad scene leaves an existing file alone
        let stream = OutputStream.opening(output)
        stream.write(text)
        stream.close()
        return ExitStatus.success
    }
}

/// The options of `bk-events analyze`.
extension Option {
    static let mapFormat = Option(
        name: "format", value: .choice("format", AnalyzeCommand.Format.allCases.map(\.rawValue)),
        help: "text: a table per view; jsonl: a line per view and probe; html: a page with the latencies in colour.",
        defaultText: "text")
    static let mapOutput = Option(
        name: "output", short: "o", value: .output("file"), help: "Where to write the map ('-' for standard output).",
        defaultText: "standard output")
}
