import ControlModel
import Testing

@testable import GestureModel

/// A point, briefly.
func pt(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

/// A window on a virtual clock: the setup every gesture test starts from.
final class GestureRig {
    let clock = TestScheduler()
    let window: Window

    init(width: Double = 400, height: Double = 800) {
        window = Window(width: width, height: height, scheduler: clock)
        window.identifier = "window"
    }

    /// Adds `view` to `parent` (the window by default) and returns it.
    @discardableResult
    func add<V: View>(_ view: V, to parent: View? = nil) -> V {
        (parent ?? window).addSubview(view)
        return view
    }

    /// Lets `milliseconds` of virtual time pass.
    func wait(_ milliseconds: Int) { clock.advance(by: .milliseconds(milliseconds)) }

    /// The virtual time in whole milliseconds.
    var nowMS: Int64 { clock.now.nanoseconds / 1_000_000 }
}

/// An ordered log of what recognizers, controls and views did, each entry stamped with the
/// virtual time in milliseconds. Keeps its observation tokens alive.
final class EventLog {
    private(set) var timed: [(ms: Int64, text: String)] = []
    private var tokens: [ObservationToken] = []
    private let clock: TestScheduler

    init(_ clock: TestScheduler) { self.clock = clock }

    /// The entries without times.
    var entries: [String] { timed.map(\.text) }

    func append(_ text: String) { timed.append((clock.now.nanoseconds / 1_000_000, text)) }
    func clear() { timed.removeAll() }

    /// Logs every state transition of `recognizer` as "name.state".
    func watch(_ recognizer: GestureRecognizer, _ name: String) {
        tokens.append(recognizer.stateChanges.add { [weak self] change in self?.append("\(name).\(change.state)") })
    }

    /// Logs every event `control` dispatches as "name.event".
    func watch(_ control: Control, _ name: String) {
        tokens.append(control.dispatchedEvents.add { [weak self] entry in self?.append("\(name).\(entry.event)") })
    }

    /// The entries that start with `prefix`.
    func entries(of prefix: String) -> [String] { entries.filter { $0.hasPrefix(prefix + ".") } }

    /// The times (ms) of the entries equal to `text`.
    func times(of text: String) -> [Int64] { timed.filter { $0.text == text }.map(\.ms) }
}

/// A plain view that logs the touch phases delivered to it.
final class TouchLogView: View {
    var log: [String] = []
    var shared: EventLog?
    var name = "view"

    private func note(_ phase: String) {
        log.append(phase)
        shared?.append("\(name).\(phase)")
    }

    override func touchesBegan(_ touches: [Touch]) { note("began") }
    override func touchesMoved(_ touches: [Touch]) { note("moved") }
    override func touchesEnded(_ touches: [Touch]) { note("ended") }
    override func touchesCancelled(_ touches: [Touch]) { note("cancelled") }
}

/// A recognizer driven by closures, for rules that do not depend on a concrete gesture.
final class ScriptedRecognizer: GestureRecognizer {
    var discrete = false
    var preventsOthers = true
    var preventable = true
    var onBegan: ((ScriptedRecognizer, [Touch]) -> Void)?
    var onMoved: ((ScriptedRecognizer, [Touch]) -> Void)?
    var onEnded: ((ScriptedRecognizer, [Touch]) -> Void)?
    var shared: EventLog?

    override var isDiscrete: Bool { discrete }

    override func touchesBegan(_ touches: [Touch]) {
        shared?.append("\(identifier ?? "scripted").touchesBegan")
        onBegan?(self, touches)
    }
    override func touchesMoved(_ touches: [Touch]) { onMoved?(self, touches) }
    override func touchesEnded(_ touches: [Touch]) {
        shared?.append("\(identifier ?? "scripted").touchesEnded")
        onEnded?(self, touches)
    }
    override func canPrevent(_ other: GestureRecognizer) -> Bool { preventsOthers }
    override func canBePrevented(by other: GestureRecognizer) -> Bool { preventable }
}

/// Records each handler call of a recognizer: state, location and times.
final class HandlerLog {
    private(set) var calls: [(state: GestureState, location: Point, actionMS: Int64, runMS: Int64)] = []
    var states: [GestureState] { calls.map(\.state) }

    func record(_ call: GestureHandlerCall, now: Timestamp) {
        calls.append((call.state, call.location, call.actionTime.nanoseconds / 1_000_000, now.nanoseconds / 1_000_000))
    }
}

extension Double {
    /// True when within `tolerance` of `other`.
    func isClose(to other: Double, within tolerance: Double = 1e-9) -> Bool { abs(self - other) <= tolerance }
}
