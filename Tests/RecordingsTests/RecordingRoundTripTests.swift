import ControlModel
import Foundation
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import Recordings
@testable import Replay
@testable import TestFixtures

/// Every real recording (and every converted libinput one), imported and written as our JSON
/// Lines trace, replays to the same records as the recording replayed directly.
@Suite struct RecordingRoundTripTests {
    /// A full-window view with recognizers of every kind a recording can trigger.
    static func scene(width: Int, height: Int) -> String {
        """
        {"scene": 1, "window": {"width": \(width), "height": \(height)},
         "views": [{"id": "pad", "frame": [0, 0, \(width), \(height)], "recognizers": [
           {"id": "single", "type": "tap", "requires": ["double"], "handlers": [{"id": "open"}]},
           {"id": "double", "type": "tap", "taps": 2, "handlers": [{"id": "zoom", "delay": 0.1}]},
           {"id": "twoFingers", "type": "tap", "touches": 2},
           {"id": "hold", "type": "longPress", "simultaneousWith": ["pan"]},
           {"id": "pan", "type": "pan", "maximumTouches": 4, "handlers": [{"id": "panned"}]},
           {"id": "swipe", "type": "swipe", "direction": ["left", "right", "up", "down"], "simultaneousWith": ["pan"]}
         ]}]}
        """
    }

    /// The recordings: the real ones, and the libinput conversions of the evemu and evtest ones.
    static let recordings: [(name: String, make: @Sendable () throws -> (path: String, options: RecordingOptions))] =
        RealRecordingsTests.cases.map { item in
            (item.file, {
                let units = try RealRecordingsTests.raw(item).ranges.isEmpty
                let width = units ? RealRecordingsTests.unitsWindow : 1000
                return (item.path, RecordingOptions(format: item.format, width: width, height: units ? width : nil, description: item.descPath))
            })
        }
        + LibinputReaderTests.sources.map { item in
            (item.file + ".yml", {
                let path = try EvemuFixtures.temporaryFile(LibinputConverter().yaml(try LibinputReaderTests.parsed(item)), suffix: ".yml")
                return (path, RecordingOptions(format: .libinput, width: 1000))
            })
        }

    static func records(_ run: (@escaping (ReplayRecord) -> Void) throws -> Void) rethrows -> [ReplayRecord] {
        var records: [ReplayRecord] = []
        try run { records.append($0) }
        return records
    }

    @Test(arguments: recordings.map(\.name))
    func theImportedTraceReplaysAsTheRecording(_ name: String) throws {
        let (path, options) = try #require(Self.recordings.first { $0.name == name }).make()
        let importer = try RecordingInput.importer(path: path, options: options)
        var trace = ImportedTrace.header(scene: nil) + "\n" + ImportedTrace.comment(source: path, importer: importer) + "\n"
        while let sample = try importer.next() { trace += ImportedTrace.line(sample) + "\n" }
        let scenePath = try EvemuFixtures.temporaryFile(
            Self.scene(width: Int(importer.width.rounded(.up)), height: Int(importer.height.rounded(.up))), suffix: ".scene.json")
        let tracePath = try EvemuFixtures.temporaryFile(trace, suffix: ".trace.jsonl")
        defer {
            for file in [scenePath, tracePath] { EvemuFixtures.remove(file) }
            if name.hasSuffix(".yml") { EvemuFixtures.remove(path) }
        }
        let direct = try Self.records { emit in
            try TraceReplay.run(recording: path, options: RecordingOptions(format: options.format, width: importer.width, height: importer.height, description: options.description), scene: scenePath, emit: emit)
        }
        let viaTrace = try Self.records { emit in try TraceReplay.run(trace: tracePath, scene: scenePath, emit: emit) }
        #expect(!direct.isEmpty)
        // The trace holds coordinates to 3 decimals, so a location computed from several touches
        // (a centroid) may differ in the last decimal; everything else is identical.
        #expect(viaTrace.count == direct.count)
        for (index, (traced, original)) in zip(viaTrace, direct).enumerated() {
            var rounded = traced
            rounded.location = original.location
            let close = traced.location.map { a in original.location.map { abs(a.x - $0.x) <= 0.001 && abs(a.y - $0.y) <= 0.001 } ?? false } ?? (original.location == nil)
            guard rounded == original, close else {
                Issue.record("record \(index) differs: \(RecordFormat.jsonl.line(for: traced)) vs \(RecordFormat.jsonl.line(for: original))")
                return
            }
        }
    }
}
