import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// Where a switch's knob is decides whether a superview's pan along the switch is the switch's:
/// at the left end when the switch is off, at the right end when it is on. A pan along the
/// switch beside the knob begins; one on the knob does not.
///
/// Sources: Apple, "Attaching gesture recognizers to UIKit controls" (a control's own action
/// wins for "a single finger pan on the knob of a UISwitch, in a direction parallel to the
/// switch"). The knob's ends are UISwitch's look in a left-to-right layout (it slides right to
/// turn on; no page says it in words), and its 31 pt is our estimate (Choices.md).
@Suite struct SwitchKnobTests {
    let rig = GestureRig()
    let container = View(frame: Rect(x: 0, y: 0, width: 400, height: 800), identifier: "container")
    /// At (100, 100), 51 × 31: the knob is x 100…131 when off, 120…151 when on.
    let toggle = Switch(frame: Rect(x: 100, y: 100, width: 51, height: 31))
    let log: EventLog

    init() {
        rig.add(container)
        rig.add(toggle, to: container)
        log = EventLog(rig.clock)
        container.addGestureRecognizer(PanGestureRecognizer())
        log.watch(container.gestureRecognizers[0], "pan")
    }

    /// A drag along the switch by `dx` from x, at the switch's middle height, in 10 moves: the
    /// pan would begin at the third (12 pt).
    private func drag(from x: Double, dx: Double) {
        rig.window.drag(from: pt(x, 115), to: pt(x + dx, 115), duration: .milliseconds(160), steps: 10)
    }

    /// Off, the knob is at the left: a pan from the right end (x 135 → 147 when it would begin)
    /// is beside the knob and begins.
    @Test func offAPanAlongTheRightEndBegins() {
        drag(from: 135, dx: 40)
        #expect(log.entries.contains("pan.began"))
    }

    /// On, the knob is at the right: a pan from the left end (x 116 → 104) begins, and one from
    /// the right end (x 145 → 133) is on the knob and does not.
    @Test func onAPanAlongTheLeftEndBeginsAndOneOnTheKnobDoesNot() {
        toggle.isOn = true
        drag(from: 116, dx: -40)
        #expect(log.entries.contains("pan.began"))
        log.clear()
        rig.wait(1000)
        drag(from: 145, dx: -40)
        #expect(!log.entries.contains("pan.began"))
    }
}
