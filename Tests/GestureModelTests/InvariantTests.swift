import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// The environment's invariants (checked after every pass in builds with internal checks) and
/// the checks on unretained references: each catches a broken promise.
@Suite("Internal checks catch broken invariants")
struct InvariantTests {
    /// A window with a view whose single tap waits for a double tap, a finger down and up:
    /// the single tap is held, its lift withheld from the view.
    static func heldTap() -> (rig: GestureRig, single: TapGestureRecognizer, double: TapGestureRecognizer) {
        let rig = GestureRig()
        let view = rig.add(View(frame: Rect(x: 0, y: 0, width: 400, height: 400)))
        let single = TapGestureRecognizer(taps: 1, identifier: "single")
        let double = TapGestureRecognizer(taps: 2, identifier: "double")
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        single.require(toFail: double)
        rig.window.tap(at: pt(100, 100))
        return (rig, single, double)
    }

    @Test func theyHoldAfterEveryPassOfAnOrdinaryGesture() {
        let (rig, single, _) = Self.heldTap()
        #expect(single.isWaitingForRequiredFailure)
        #expect(rig.window.environment.invariantViolations().isEmpty)
        rig.wait(400)
        #expect(rig.window.environment.invariantViolations().isEmpty)
    }

    @Test func aStaleSkipWorkHintIsCaught() {
        let (rig, _, _) = Self.heldTap()
        // the lift is withheld while the single tap is held: a phase waits
        #expect(rig.window.environment.pendingDeliveryCount == 1)
        rig.window.environment.hasQueuedPhases = false
        #expect(rig.window.environment.invariantViolations().contains { $0.contains("queued") })
    }

    @Test func aTouchBoundToARecognizerTheEnvironmentDoesNotKeepIsCaught() {
        let (rig, _, _) = Self.heldTap()
        let stranger = TapGestureRecognizer(identifier: "stranger")
        rig.window.environment.deliveries[0].recognizers.append(Unretained(stranger))
        #expect(rig.window.environment.invariantViolations().contains { $0.contains("does not keep") })
        rig.window.environment.deliveries[0].recognizers.removeLast()
    }

    @Test func aHoldOnAFinishedRecognizerIsCaught() {
        let (rig, _, double) = Self.heldTap()
        double.state = .failed
        double.hold.hold(.ended)
        #expect(rig.window.environment.invariantViolations().contains { $0.contains("double holds a move") })
        double.hold.drop()
        double.state = .possible
    }

    #if BK_EVENTS_INTERNAL_CHECKS
    /// A broken invariant stops the program at the end of the next pass.
    @Test func aPassEndingWithABrokenInvariantStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            let (rig, _, _) = InvariantTests.heldTap()
            let stranger = TapGestureRecognizer(identifier: "stranger")
            rig.window.environment.deliveries[0].recognizers.append(Unretained(stranger))
            rig.window.environment.runPass {}
        }
    }

    /// An unretained reference used after its object went stops the program instead of reading
    /// freed memory.
    @Test func anUnretainedReferenceUsedAfterItsObjectWentStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            var view: View? = View()
            let reference = Unretained(view!)
            view = nil
            _ = reference.with { $0.frame }
        }
    }
    #endif
}
