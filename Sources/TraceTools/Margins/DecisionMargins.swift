import ControlModel
import GestureModel
import SceneFiles
import Recordings
import Replay

/// The margins of every decision of a replay (`bk-events margins`): how far the input was from
/// flipping each, tightest first (the article "How fragile is this test?").
///
/// ```swift
/// let margins = try DecisionMargins.of(trace: "Examples/photo-viewer.trace.jsonl")
/// #expect(!margins.contains { $0.isFragile(FragileLimits(distance: 2, time: 0.02)) })
/// ```
public enum DecisionMargins {
    /// Replays the trace or recording at `trace` (a recording needs `scene`) and returns the
    /// margin of each decision, tightest first (``DecisionMargin/tighter(_:_:)``; equal ones in
    /// the order they were taken).
    ///
    /// - Complexity: the replay's, plus O(d log d) for d decisions.
    public static func of(trace: String, scene: String? = nil, options: RecordingOptions = RecordingOptions()) throws(TraceReplayError) -> [DecisionMargin] {
        let collector = MarginCollector()
        let lines: LineReader
        let recording: RecordingFormat?
        do throws(FileError) {
            lines = try LineReader(path: trace)
            recording = try RecordingInput.format(of: lines)
        } catch {
            throw .file(error)
        }
        let sink = DiscardingSink()
        let attach = { (scene: Scene) in scene.eventSink = collector }
        if let recording {
            guard let scene else {
                throw .missingOptions(trace: trace, "a recording names no scene: pass --scene (its window also gives the scale, unless --width is given)")
            }
            var options = options
            options.format = recording
            try TraceReplay.run(recording: lines, options: options, scene: scene, sink: sink, prepare: attach)
        } else {
            try TraceReplay.run(lines: lines, scene: scene, sink: sink, prepare: attach)
        }
        return tightestFirst(collector.margins)
    }

    /// The margins of the lines `input` holds (a trace in memory: ``ShrinkInput``), tightest first.
    public static func of(_ input: ShrinkInput) throws(TraceReplayError) -> [DecisionMargin] {
        tightestFirst(try taken(input))
    }

    /// The margins of the lines `input` holds, in the order the decisions were taken.
    static func taken(_ input: ShrinkInput) throws(TraceReplayError) -> [DecisionMargin] {
        let collector = MarginCollector()
        var bytes: [UInt8] = []
        for line in input.lines {
            bytes.append(contentsOf: line.text.utf8)
            bytes.append(UInt8(ascii: "\n"))
        }
        try TraceReplay.run(
            lines: LineReader(bytes: bytes, path: "margins"), scene: input.scene, sink: DiscardingSink(),
            prepare: { $0.eventSink = collector })
        return collector.margins
    }

    /// `margins` tightest first (``DecisionMargin/tighter(_:_:)``), equal ones in their first
    /// order: for margins a ``MarginCollector`` took from a replay of one's own.
    ///
    /// - Complexity: O(d log d) for d margins.
    public static func tightestFirst(_ margins: [DecisionMargin]) -> [DecisionMargin] {
        // keys made once (the scaled spare, then time, then the order taken), sorted, then one
        // copy of the margins
        var keys = margins.indices.map { index in
            (spare: margins[index].scaledSpare ?? .infinity, time: margins[index].time.nanoseconds, index: index)
        }
        keys.sort { ($0.spare, $0.time, $0.index) < ($1.spare, $1.time, $1.index) }
        return keys.map { margins[$0.index] }
    }
}
