import Testing
@testable import ControlModel

/// A window with a virtual clock and one control in it, driven by one finger at a time, with a
/// log of every event the control dispatches (recorded through `dispatchedEvents`).
///
/// Points given to ``down(_:_:tapCount:)``, ``move(_:_:)`` and ``up(_:_:)`` are in the
/// control's own coordinates; the rig converts them to window coordinates for the touch.
final class ControlRig<C: Control> {
    let window = View(frame: Rect(x: 0, y: 0, width: 2000, height: 2000), identifier: "window")
    let clock = TestScheduler()
    let control: C
    /// Every dispatched event, in order.
    private(set) var log: [ControlEvents] = []
    /// The finger currently (or last) down.
    private(set) var touch: Touch?
    private var observation: ObservationToken?
    private var nextTouchID = 1

    init(_ control: C, frame: Rect = Rect(x: 100, y: 100, width: 100, height: 50)) {
        self.control = control
        window.scheduler = clock
        control.frame = frame
        window.addSubview(control)
        observation = control.dispatchedEvents.add { [weak self] entry in self?.log.append(entry.event) }
    }

    /// The dispatched events by name.
    var names: [String] { log.map(\.description) }

    /// Forgets the events logged so far.
    func clearLog() { log.removeAll() }

    /// A point in the control's coordinates, in window coordinates.
    func windowPoint(_ x: Double, _ y: Double) -> Point { control.convertToWindow(Point(x: x, y: y)) }

    /// Puts a new finger down at (`x`, `y`) and delivers `touchesBegan`.
    @discardableResult
    func down(_ x: Double, _ y: Double, tapCount: Int = 1) -> Touch {
        let touch = Touch(
            identifier: nextTouchID, location: windowPoint(x, y), time: clock.now, tapCount: tapCount,
            view: control)
        nextTouchID += 1
        self.touch = touch
        control.touchesBegan([touch])
        return touch
    }

    /// Moves the finger to (`x`, `y`) and delivers `touchesMoved`.
    func move(_ x: Double, _ y: Double) {
        guard let touch else { Issue.record("move without a finger down"); return }
        touch.update(phase: .moved, location: windowPoint(x, y), time: clock.now)
        control.touchesMoved([touch])
    }

    /// Lifts the finger at (`x`, `y`) and delivers `touchesEnded`.
    func up(_ x: Double, _ y: Double) {
        guard let touch else { Issue.record("up without a finger down"); return }
        touch.update(phase: .ended, location: windowPoint(x, y), time: clock.now)
        control.touchesEnded([touch])
    }

    /// Cancels the finger where it is and delivers `touchesCancelled`.
    func cancel() {
        guard let touch else { Issue.record("cancel without a finger down"); return }
        touch.update(phase: .cancelled, location: touch.location, time: clock.now)
        control.touchesCancelled([touch])
    }

    /// Lets `seconds` of virtual time pass, running what falls due.
    func wait(_ seconds: Double) { clock.advance(bySeconds: seconds) }

    /// A quick tap at (`x`, `y`): down, then up at the same point.
    func tap(_ x: Double, _ y: Double, tapCount: Int = 1) {
        down(x, y, tapCount: tapCount)
        up(x, y)
    }
}

/// An object whose only job is to be freed (or not) — for weak-reference checks.
final class LifetimeCanary {}

/// A weak reference, for collections of them.
struct WeakReference<T: AnyObject> {
    weak var object: T?
    init(_ object: T) { self.object = object }
}
