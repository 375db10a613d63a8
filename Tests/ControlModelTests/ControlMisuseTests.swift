import Dispatch
import Foundation
import Synchronization
import Testing

@testable import ControlModel

/// Misuse from user code (issue 24): each case is either safe, or stops with a message naming
/// the misuse — never a hang, a silent acceptance or an unexplained trap. The cases that stop
/// the program run in a child process (exit tests).
@Suite("misuse from user code: time, threads and preconditions")
struct ControlMisuseTests {
    @Test func aTimestampFormatsWithAnyNumberOfDecimals() {
        let time = Timestamp(seconds: 1.4305)
        #expect(time.formatted(decimals: 10) == "1.4305000000")
        #expect(time.formatted(decimals: 12) == "1.430500000000")
        #expect(Timestamp(nanoseconds: -1).formatted(decimals: 11) == "-0.00000000100")
        #expect(time.formatted(decimals: 0) == "1")
    }

    @Test func negativeDecimalsStopWithAMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Timestamp(seconds: 1).formatted(decimals: -1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Timestamp.formatted(decimals:) needs 0 or more decimals, not -1"))
    }

    @Test func selectingASegmentThatDoesNotExistStopsWithAMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let control = SegmentedControl(segments: 3)
            control.selectedSegmentIndex = 2
            control.selectedSegmentIndex = -1
            control.selectedSegmentIndex = 99
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("SegmentedControl.selectedSegmentIndex = 99 names no segment"))
        await #expect(processExitsWith: .failure) {
            SegmentedControl(segments: 3).selectedSegmentIndex = -2
        }
    }

    @Test func removingTheSelectedSegmentLeavesNoSelection() {
        let control = SegmentedControl(segments: 3)
        var changes = 0
        let token = control.dispatchedEvents.add { _ in changes += 1 }
        control.selectedSegmentIndex = 2
        control.numberOfSegments = 2
        #expect(control.selectedSegmentIndex == -1)
        control.selectedSegmentIndex = 1
        control.numberOfSegments = 5
        #expect(control.selectedSegmentIndex == 1)
        #expect(changes == 0)  // set in code: nothing dispatched
        _ = token
    }
}
