import ControlModel
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import Recordings
@testable import Replay
@testable import TestFixtures

/// Real recordings replayed through scenes (File formats).
@Suite struct EvemuReplayTests {
    /// Collects replay records.
    private final class Log {
        var records: [ReplayRecord] = []
        func gestures(_ id: String, _ state: GestureState) -> [ReplayRecord] {
            records.filter { $0.kind == .gesture && $0.id == id && $0.state == state }
        }
        var lines: [String] { records.map { RecordFormat.jsonl.line(for: $0) } }
    }

    /// A full-window view with the given recognizers (JSON objects).
    private func scene(width: Int, height: Int, recognizers: [String]) -> String {
        """
        {
          "scene": 1,
          "window": {"width": \(width), "height": \(height)},
          "views": [
            {"id": "pad", "frame": [0, 0, \(width), \(height)],
             "recognizers": [
               \(recognizers.joined(separator: ",\n       "))
             ]}
          ]
        }
        """
    }

    private func replay(
        evemu file: String, desc: String?, width: Double = 1000, height: Double? = nil, scene text: String
    ) throws -> Log {
        let scenePath = try EvemuFixtures.temporaryFile(text, suffix: ".scene.json")
        defer { EvemuFixtures.remove(scenePath) }
        let log = Log()
        let ending = try TraceReplay.run(
            recording: EvemuFixtures.path(file), options: RecordingOptions(width: width, height: height, description: desc.map(EvemuFixtures.path)),
            scene: scenePath, emit: { log.records.append($0) })
        #expect(ending == .drained)
        return log
    }

    @Test func wacomDoubleTapRecognisesTheDoubleTapAndNotTheSingle() throws {
        let log = try replay(
            evemu: "wacom-isdv4-e6_1f-double-tap.events", desc: "wacom-isdv4-e6.desc",
            scene: scene(width: 1000, height: 566, recognizers: [
                #"{"id": "one", "type": "tap", "requires": ["two"], "handlers": [{"id": "single"}]}"#,
                #"{"id": "two", "type": "tap", "taps": 2, "handlers": [{"id": "double"}]}"#,
            ]))
        let doubles = log.gestures("two", .ended)
        #expect(doubles.count == 1)
        #expect(log.gestures("one", .ended).isEmpty)
        #expect(log.gestures("one", .failed).count == 1)
        #expect(doubles.first?.time == Timestamp(nanoseconds: 231_979_000))  // the second lift
        #expect(log.records.filter { $0.kind == .handler && $0.id == "double" }.count == 1)
        #expect(!log.records.contains { $0.kind == .handler && $0.id == "single" })
    }

    @Test func atmelFastTapsAreNineSingleTaps() throws {
        let log = try replay(
            evemu: "atmel-mxt_1f-fast-taps.evemu", desc: nil,
            scene: scene(width: 1000, height: 600, recognizers: [#"{"id": "tap", "type": "tap"}"#]))
        let taps = log.gestures("tap", .ended)
        #expect(taps.count == 9)
        #expect(taps.map(\.time.microseconds) == [95_572, 316_644, 551_495, 772_993, 994_297, 1_214_632, 1_449_649, 1_685_150, 1_934_007])
        #expect(log.gestures("tap", .failed).isEmpty)
    }

    @Test func aTwoFingerTapIsATwoTouchTap() throws {
        let log = try replay(
            evemu: "wacom-isdv4-e6_2f-tap.events", desc: "wacom-isdv4-e6.desc",
            scene: scene(width: 1000, height: 566, recognizers: [
                #"{"id": "one", "type": "tap"}"#,
                #"{"id": "two", "type": "tap", "touches": 2}"#,
            ]))
        #expect(log.gestures("two", .ended).count == 1)
        #expect(log.gestures("one", .ended).isEmpty)
    }
}
