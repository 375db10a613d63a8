import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// The window's one event stream (``Window/eventSink``): each decision emitted once at its
/// rule's home, with an id and the id of the event that caused it.
@Suite struct EventStreamTests {
    final class Events: GestureEventSink {
        var all: [GestureEvent] = []
        func receive(_ event: GestureEvent) { all.append(event) }
        func first(where matches: (GestureEventKind) -> Bool) -> GestureEvent? { all.first { matches($0.kind) } }
    }

    let rig = GestureRig()
    let events = Events()
    let panel: View
    let button: Button

    init() {
        panel = View(frame: Rect(x: 0, y: 0, width: 400, height: 800), identifier: "panel")
        rig.add(panel)
        button = Button(frame: Rect(x: 100, y: 100, width: 100, height: 44), identifier: "send")
        rig.add(button, to: panel)
        rig.window.eventSink = events
    }

    @Test func idsCountFromOneInOrder() {
        let finger = rig.window.touchDown(at: pt(150, 120))
        rig.wait(50)
        finger.lift()
        #expect(!events.all.isEmpty)
        #expect(events.all.map(\.id) == Array(1...UInt64(events.all.count)))
        #expect(events.all.allSatisfy { event in event.cause.map { $0 < event.id } ?? true })
    }

    /// What a handler does is caused by its run: a control's handler that disables another
    /// control, and a recognizer's that enables it again — each `enabledChanged` event's cause
    /// is the run of the handler that did it.
    @Test func anEnabledChangeMadeByAHandlerIsCausedByItsRun() throws {
        let other = Button(frame: Rect(x: 100, y: 300, width: 100, height: 44), identifier: "other")
        rig.add(other, to: panel)
        button.addEventHandler(for: .touchUpInside) { _, _ in other.isEnabled = false }
        let tap = TapGestureRecognizer()
        panel.addGestureRecognizer(tap)
        tap.addHandler { _, _, _ in other.isEnabled = true }
        rig.window.tap(at: pt(150, 120))
        rig.wait(400)
        rig.window.tap(at: pt(300, 600))
        rig.wait(400)
        let changes = events.all.filter { if case .control(.enabledChanged(let control)) = $0.kind { control === other } else { false } }
        let controlRun = events.first { if case .control(.handlerRan) = $0 { true } else { false } }
        let recognizerRun = events.first { if case .handlerRan = $0 { true } else { false } }
        try #require(changes.count == 2 && controlRun != nil && recognizerRun != nil)
        #expect(changes.first?.cause == controlRun?.id)
        #expect(changes.last?.cause == recognizerRun?.id)
        #expect(other.isEnabled)
        // set by code outside any handler: a root cause
        other.isEnabled = false
        #expect(events.all.last.map { if case .control(.enabledChanged) = $0.kind { $0.cause == nil } else { false } } == true)
    }

    @Test func aPanThatBeginsCancelsTheButtonsTouchAndTheCancelCausesTouchCancel() {
        let pan = PanGestureRecognizer()
        pan.identifier = "pan"
        panel.addGestureRecognizer(pan)
        var ran = 0
        button.addEventHandler(for: .touchCancel) { _, _ in ran += 1 }
        let finger = rig.window.touchDown(at: pt(150, 120))
        rig.wait(16)
        finger.move(to: pt(150, 160))
        rig.wait(16)
        finger.lift()
        let began = events.first { if case .transition(let r, .began, _, _) = $0 { r === pan } else { false } }
        let cancel = events.first { if case .delivered(let v, _, .cancelled, _) = $0 { v === button } else { false } }
        let dispatched = events.first { if case .control(.dispatched(_, .touchCancel, _)) = $0 { true } else { false } }
        let handler = events.first { if case .control(.handlerRan) = $0 { true } else { false } }
        #expect(began != nil && cancel != nil && dispatched != nil && handler != nil)
        #expect(cancel?.cause == began?.id)
        #expect(dispatched?.cause == cancel?.id)
        #expect(handler?.cause == dispatched?.id)
        #expect(ran == 1)
        if case .delivered(_, _, _, let reason) = cancel?.kind { #expect(reason == .cancelledBy("pan", state: .began)) }
    }

    @Test func aLiftOutsideTheMarginSaysHowFarOnceAtTheTrackingRule() {
        let finger = rig.window.touchDown(at: pt(150, 120))
        rig.wait(16)
        // the bounds grown by 70 pt end at y = 44 + 70 in the button: 100 + 114 = 214 in the window
        finger.move(to: pt(150, 254))
        rig.wait(16)
        finger.lift()
        let outside = events.first { if case .control(.dispatched(_, .touchUpOutside, _)) = $0 { true } else { false } }
        guard case .control(.dispatched(_, _, let beyond)) = outside?.kind else {
            Issue.record("no touchUpOutside")
            return
        }
        #expect(beyond == 40)
    }

    @Test func aTapsRecognitionCarriesItsReasonAndIsCausedByTheLift() {
        let tap = TapGestureRecognizer()
        tap.identifier = "tap"
        panel.addGestureRecognizer(tap)
        let finger = rig.window.touchDown(at: pt(20, 20))
        rig.wait(50)
        finger.lift()
        let lift = events.first { if case .touch(_, .ended) = $0 { true } else { false } }
        let ended = events.first { if case .transition(let r, .ended, _, _) = $0 { r === tap } else { false } }
        #expect(ended?.cause == lift?.id)
        if case .transition(_, _, _, let reason) = ended?.kind { #expect(reason == .recognized) }
        let landed = events.first { if case .landed = $0 { true } else { false } }
        if case .landed(let binding) = landed?.kind {
            #expect(binding.view === panel)
            #expect(binding.bound.map(\.displayName) == ["tap"])
        }
    }

    @Test func noSinkNoEvents() {
        rig.window.eventSink = nil
        let finger = rig.window.touchDown(at: pt(150, 120))
        finger.lift()
        #expect(events.all.isEmpty)
        #expect(rig.window.eventSink == nil && button.controlEventSink == nil)
    }

    /// A handler added without a body (a scene's recorded handler) runs only as its event: told
    /// at once or after its delay like any handler, until removed.
    @Test func aHandlerWithoutABodyRunsAsItsEventOnly() {
        let tap = TapGestureRecognizer()
        panel.addGestureRecognizer(tap)
        let atOnce = tap.addHandler(delay: .zero, identifier: "atOnce")
        let later = tap.addHandler(delay: .milliseconds(100), identifier: "later")
        var bodied = 0
        tap.addHandler { _, _, _ in bodied += 1 }
        func runs(of token: GestureHandlerToken) -> Int {
            events.all.filter { if case .handlerRan(let call) = $0.kind { call.registration === token } else { false } }.count
        }
        func tapOnce() {
            let finger = rig.window.touchDown(at: pt(50, 300))
            rig.wait(50)
            finger.lift()
            rig.wait(500)
        }
        tapOnce()
        #expect(runs(of: atOnce) == 1 && runs(of: later) == 1 && bodied == 1)
        #expect(atOnce.isRegistered && later.isRegistered)
        atOnce.remove()
        #expect(!atOnce.isRegistered && later.isRegistered)
        tapOnce()
        #expect(runs(of: atOnce) == 1 && runs(of: later) == 2 && bodied == 2)
    }
}
