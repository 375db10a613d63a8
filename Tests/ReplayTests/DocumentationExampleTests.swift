import ControlModel
import GestureModel
import Testing
import SceneFiles
import Replay
@testable import TestFixtures

/// The code shown in the articles Getting started, Testing UI logic and Alerts, run as written (with
/// the examples' files for the articles' placeholder paths): a change that breaks an example in
/// the documentation breaks here first. Keep each test in step with its article.
@Suite("The documentation's examples work as shown")
struct DocumentationExampleTests {
    @Test func theClockRunsCallsWhenTheyFallDue() {
        let clock = TestScheduler()
        var fired = false
        let call = clock.perform(after: .milliseconds(350)) { fired = true }
        clock.advance(by: .milliseconds(349))
        #expect(!fired)
        clock.advance(by: .milliseconds(1))
        #expect(fired && call.hasRun)
        #expect(clock.pendingCount == 0)
    }

    @Test func aFingerHeldBecomesALongPress() {
        let clock = TestScheduler()
        let window = Window(width: 390, height: 844, scheduler: clock)
        let card = View(frame: Rect(x: 20, y: 100, width: 350, height: 200), identifier: "card")
        window.addSubview(card)
        let press = LongPressGestureRecognizer()
        card.addGestureRecognizer(press)
        var states: [GestureState] = []
        press.addHandler { _, state, _ in states.append(state) }

        let finger = window.touchDown(at: Point(x: 100, y: 200))
        clock.advance(by: .milliseconds(600))
        finger.move(to: Point(x: 104, y: 200))
        finger.lift()
        #expect(states == [.began, .changed, .ended])
    }

    @Test func handlersRecognizersAndObservation() throws {
        let clock = TestScheduler()
        let window = Window(width: 390, height: 844, scheduler: clock)
        let card = View(frame: Rect(x: 20, y: 100, width: 350, height: 200), identifier: "card")
        window.addSubview(card)
        var log: [String] = []
        let button = Button(frame: Rect(x: 20, y: 20, width: 100, height: 44))
        card.addSubview(button)
        button.addEventHandler(for: .touchUpInside) { button, event in log.append("\(event)") }
        let wifi = Switch(frame: Rect(x: 200, y: 20, width: 51, height: 31))
        card.addSubview(wifi)
        wifi.addEventHandler(for: .valueChanged) { wifi, _ in log.append("wifi \(wifi.isOn)") }
        let single = TapGestureRecognizer(taps: 1), double = TapGestureRecognizer(taps: 2)
        card.addGestureRecognizer(single)
        card.addGestureRecognizer(double)
        single.require(toFail: double)
        var states: [GestureState] = []
        let watching = single.stateChanges.add { states.append($0.state) }

        try window.tap(on: card)
        try clock.runUntilIdle()
        #expect(states == [.ended])
        try window.tap(on: button)
        try window.tap(on: wifi)
        try clock.runUntilIdle()
        #expect(log == ["touchUpInside", "wifi true"])
        watching.cancel()
    }

    @Test func aGestureThatWouldMissFailsSayingWhy() throws {
        let clock = TestScheduler()
        let window = Window(width: 390, height: 844, scheduler: clock)
        let like = Button(frame: Rect(x: 20, y: 100, width: 80, height: 44), identifier: "like")
        let overlay = View(frame: window.bounds, identifier: "overlay")
        window.addSubview(like)
        window.addSubview(overlay)
        let miss = try #require(throws: GestureMiss.self) { try window.tap(on: like) }
        #expect(miss.description.hasSuffix("tap(on: like) would not reach like: covered by overlay"))
        overlay.removeFromSuperview()
        try window.tap(on: like)
    }

    @Test func aSceneDrivenByHand() throws {
        var records: [String] = []
        let scene = try TraceReplay.loadScene(path: "\(URLPaths.examples)/photo-viewer.scene.json") { record in
            records.append(RecordFormat.text.line(for: record))
        }
        scene.window.tap(at: Point(x: 120, y: 200))
        scene.clock.advance(by: .seconds(1))
        let single = try #require(scene.recognizers["single"])
        #expect(single.state == .possible)
        #expect(records.contains("0.400    gesture   single ended at (120.0, 100.0)"))
    }

    @Test func aTraceReplayedFromATest() throws {
        var records: [ReplayRecord] = []
        try TraceReplay.run(trace: "\(URLPaths.examples)/photo-viewer.trace.jsonl") { records.append($0) }
        let lines = records.map { RecordFormat.jsonl.line(for: $0) }
        #expect(lines.first == #"{"t":0.910000,"kind":"gesture","id":"double","state":"failed"}"#)
    }

    /// The Alerts article's overview, as written.
    @Test func aSheetsDeleteRunsItsHandlerOnceDismissed() throws {
        let clock = TestScheduler()
        let window = Window(width: 390, height: 844, scheduler: clock)
        var deleted = false
        let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Delete", style: .destructive) { _ in deleted = true })
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        window.rootPresenter.present(sheet, animated: false)
        try window.alert?.tap("Delete")
        #expect(deleted)
        #expect(window.alert == nil)
    }
}
