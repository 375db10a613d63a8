import ControlModel
import Foundation
import GestureModel
import Recordings
import Replay
import SceneFiles
import Testing
@testable import TestFixtures

/// Real input into a window a test builds from its own views: `window.play(recording:)` and
/// `window.play(trace:)` give the records `replay` prints, and a scene written from the window
/// replays through the command line's path to the same records.
@Suite("Playing traces and recordings into a live window")
struct PlayIntoWindowTests {
    /// A gallery screen as an app builds it in code: a photo that shows its caption on a tap
    /// and zooms on a double tap, the two told apart by a failure requirement.
    final class GalleryScreen {
        let view = View(frame: Rect(x: 0, y: 0, width: 1280, height: 850))
        let photo = View(frame: Rect(x: 340, y: 100, width: 600, height: 400))
        private(set) var captionsShown = 0
        private(set) var zooms = 0

        init() {
            view.accessibilityIdentifier = "gallery"
            photo.accessibilityIdentifier = "photo"
            view.addSubview(photo)
            let single = TapGestureRecognizer()
            single.identifier = "single"
            let double = TapGestureRecognizer()
            double.identifier = "double"
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
            photo.addGestureRecognizer(single)
            photo.addGestureRecognizer(double)
            single.addHandler(identifier: "showCaption") { [unowned self] _ in captionsShown += 1 }
            double.addHandler(identifier: "zoom") { [unowned self] _ in zooms += 1 }
        }
    }

    /// The lines of the file at `path`.
    static func lines(_ path: String) throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    @Test func aRecordingFromTheExamplesPlaysIntoAScreenBuiltInCode() throws {
        let clock = TestScheduler()
        let window = Window(width: 1280, height: 850, scheduler: clock)
        let screen = GalleryScreen()
        window.addSubview(screen.view)
        let base = URLPaths.examples + "/evtest/atmel-mxt-touchscreen_5-taps"
        let records = try window.play(recording: base + ".evtest")
        // the app's own handlers ran: five taps, two of them a double tap
        #expect(screen.captionsShown == 3)
        #expect(screen.zooms == 1)
        // and the records are the golden `replay --scene` is checked against
        #expect(records.map { RecordFormat.jsonl.line(for: $0) } == (try Self.lines(base + ".expected.jsonl")))
    }

    /// A settings screen with a button, a stepper and a scroll view, named for tests.
    final class SettingsScreen {
        let view = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let save = Button(frame: Rect(x: 20, y: 700, width: 350, height: 44))
        let count = Stepper(frame: Rect(x: 20, y: 100, width: 94, height: 32))
        let list = ScrollView(frame: Rect(x: 0, y: 200, width: 390, height: 400))
        let row = View(frame: Rect(x: 0, y: 0, width: 390, height: 60))
        private(set) var saved = 0

        init() {
            save.accessibilityIdentifier = "save"
            count.accessibilityIdentifier = "count"
            count.maximumValue = 10
            list.accessibilityIdentifier = "list"
            list.contentSize = Size(width: 390, height: 1200)
            row.accessibilityIdentifier = "row"
            view.addSubview(count)
            view.addSubview(list)
            list.addSubview(row)
            view.addSubview(save)
            save.handlers.add(for: .touchUpInside, identifier: "store") { [unowned self] _ in saved += 1 }
            let hold = LongPressGestureRecognizer()
            row.addGestureRecognizer(hold)
            hold.addHandler(identifier: "menu") { _ in }
        }
    }

    static let settingsTrace = """
        {"trace": 1}
        {"t": 0.100, "touch": 1, "phase": "began", "x": 90, "y": 116}
        {"t": 0.180, "touch": 1, "phase": "ended", "x": 90, "y": 116}
        {"t": 0.500, "touch": 1, "phase": "began", "x": 100, "y": 500}
        {"t": 0.550, "touch": 1, "phase": "moved", "x": 100, "y": 470}
        {"t": 0.600, "touch": 1, "phase": "moved", "x": 100, "y": 420}
        {"t": 0.650, "touch": 1, "phase": "ended", "x": 100, "y": 400}
        {"t": 3.000, "touch": 1, "phase": "began", "x": 100, "y": 230}
        {"t": 4.000, "touch": 1, "phase": "ended", "x": 100, "y": 230}
        {"t": 5.000, "touch": 1, "phase": "began", "x": 100, "y": 720}
        {"t": 5.080, "touch": 1, "phase": "ended", "x": 100, "y": 720}
        {"t": 5.500, "do": "set", "target": "count", "value": 7}
        {"t": 5.600, "do": "sendActions", "target": "save", "events": ["touchUpInside"]}

        """

    static func temporary(_ name: String, _ text: String) throws -> String {
        let path = NSTemporaryDirectory() + "bk-events-play-\(getpid())-\(name)"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aSceneWrittenFromTheWindowReplaysToTheSameRecordsAsPlaying() throws {
        let trace = try Self.temporary("settings.trace.jsonl", Self.settingsTrace)
        defer { try? FileManager.default.removeItem(atPath: trace) }

        // the screen written as a scene file, before anything happens to it
        let described = Window(width: 390, height: 844, scheduler: TestScheduler())
        described.addSubview(SettingsScreen().view)
        let description = try SceneDescription(describing: described)
        let scenePath = NSTemporaryDirectory() + "bk-events-play-\(getpid())-settings.scene.json"
        try description.write(to: scenePath)
        defer { try? FileManager.default.removeItem(atPath: scenePath) }

        // the trace played into a live copy of the screen
        let clock = TestScheduler()
        let window = Window(width: 390, height: 844, scheduler: clock)
        let screen = SettingsScreen()
        window.addSubview(screen.view)
        let played = try window.play(trace: trace)
        #expect(screen.saved == 2)
        #expect(screen.count.value == 7)

        // and through the scene file, as `bk-events replay TRACE --scene FILE` runs it
        var replayed: [ReplayRecord] = []
        try TraceReplay.run(trace: trace, scene: scenePath) { replayed.append($0) }
        let text = played.map { RecordFormat.text.line(for: $0) }
        #expect(text == replayed.map { RecordFormat.text.line(for: $0) })
        // each kind of record is there: the stepper, the scroll view, the long press and the handlers
        let kinds = Set(played.map(\.kind))
        #expect(kinds.isSuperset(of: [.control, .value, .scroll, .gesture, .handler]), "\(text.joined(separator: "\n"))")
        // the handlers without an identifier are listed as left out; the named ones are in the file
        #expect(description.omissions.isEmpty, "\(description.omissions)")
        #expect(description.text.contains("\"id\": \"store\""))
    }

    @Test func aCommandNamingNoViewOfTheWindowIsAnErrorAtItsLine() throws {
        let trace = try Self.temporary("unknown.trace.jsonl", "{\"trace\": 1}\n{\"t\": 0.1, \"do\": \"set\", \"target\": \"nope\", \"hidden\": true}\n")
        defer { try? FileManager.default.removeItem(atPath: trace) }
        let window = Window(width: 390, height: 844, scheduler: TestScheduler())
        window.addSubview(SettingsScreen().view)
        #expect {
            try window.play(trace: trace)
        } throws: { error in
            "\(error)" == "\(trace):2:35: error: unknown id 'nope'"
        }
    }

    @Test func aWindowThatCannotBePlayedIntoSaysWhy() throws {
        let trace = try Self.temporary("empty.trace.jsonl", "{\"trace\": 1}\n")
        defer { try? FileManager.default.removeItem(atPath: trace) }
        let twice = Window(width: 100, height: 100, scheduler: TestScheduler())
        twice.addSubview(View(frame: .zero, identifier: "same"))
        twice.addSubview(View(frame: .zero, identifier: "same"))
        #expect(throws: PlayError.self) { try twice.play(trace: trace) }
        #expect(throws: WindowSceneError.duplicateName("same")) { try SceneDescription(describing: twice) }
        let clockless = Window(width: 100, height: 100, scheduler: LiveScheduler())
        #expect(throws: WindowSceneError.notOnTestScheduler) { try Scene(observing: clockless, sink: NoRecords()) }
    }

    @Test func aTraceBeforeTheWindowsPresentTimeIsAnError() throws {
        let trace = try Self.temporary("early.trace.jsonl", "{\"trace\": 1}\n{\"t\": 0.1, \"do\": \"idle\"}\n")
        defer { try? FileManager.default.removeItem(atPath: trace) }
        let clock = TestScheduler()
        let window = Window(width: 100, height: 100, scheduler: clock)
        clock.advance(by: .seconds(1))
        #expect(throws: PlayError.self) { try window.play(trace: trace) }
    }
}

/// A sink that drops every record.
final class NoRecords: ReplayRecordSink {
    func receive(_ record: consuming ReplayRecord) {}
}
