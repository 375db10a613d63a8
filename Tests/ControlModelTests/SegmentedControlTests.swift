import Testing
@testable import ControlModel

/// Three 100 pt segments: 0 is x < 100, 1 is 100 ≤ x < 200, 2 is x ≥ 200 (own coordinates).
@Suite("SegmentedControl: user selection dispatches, momentary clears, code never dispatches")
struct SegmentedControlTests {
    private func makeRig(momentary: Bool = false) -> ControlRig<SegmentedControl> {
        let control = SegmentedControl(segments: 3)
        control.isMomentary = momentary
        return ControlRig(control, frame: Rect(x: 100, y: 100, width: 300, height: 32))
    }

    private func valueChangedCount(_ rig: ControlRig<SegmentedControl>) -> Int {
        rig.log.filter { $0 == .valueChanged }.count
    }

    @Test func theSelectedIndexIsMinusOneByDefault() {
        let control = SegmentedControl()
        #expect(control.selectedSegmentIndex == -1)
        #expect(control.controlValue == .number(-1))
        #expect(!control.isMomentary)
    }

    @Test func segmentsAreEqualWidthsLeftToRight() {
        let control = SegmentedControl(frame: Rect(x: 0, y: 0, width: 300, height: 32), segments: 3)
        #expect(control.segment(at: Point(x: 0, y: 5)) == 0)
        #expect(control.segment(at: Point(x: 99.9, y: 5)) == 0)
        #expect(control.segment(at: Point(x: 100, y: 5)) == 1)
        #expect(control.segment(at: Point(x: 299, y: 5)) == 2)
    }

    /// Issue 23 (found by the edge-case generator): a control narrower than its segments can
    /// split (a width of 5e-324, or 1e-9 with 65 segments) made a segment's width zero or tiny,
    /// and the index of a lift, converted to `Int`, trapped on infinity, NaN or a number past
    /// `Int`'s range. A lift left of the control (within the tracking margin) is on the first
    /// segment, one right of it on the last, whatever the width.
    @Test(arguments: [Double.leastNonzeroMagnitude, 1e-300, 1e-9, 0.5, 1e9])
    func anyWidthGivesASegmentForAnyPlace(width: Double) {
        let control = SegmentedControl(frame: Rect(x: 0, y: 0, width: width, height: 32), segments: 65)
        #expect(control.segment(at: Point(x: 0, y: 5)) == 0)
        #expect(control.segment(at: Point(x: -70, y: 5)) == 0)
        #expect(control.segment(at: Point(x: -1e9, y: 5)) == 0)
        #expect(control.segment(at: Point(x: width + 70, y: 5)) == 64)
        #expect(control.segment(at: Point(x: 1e9 + 70, y: 5)) == 64)
    }

    @Test func aUserSelectionDispatchesValueChangedAtTheLift() {
        let rig = makeRig()
        var indexAtValueChanged: Int?
        rig.control.addEventHandler(for: .valueChanged) { sender, _ in
            indexAtValueChanged = sender.selectedSegmentIndex
        }
        rig.down(150, 16)
        #expect(rig.control.selectedSegmentIndex == -1)
        rig.up(150, 16)
        #expect(rig.control.selectedSegmentIndex == 1)
        #expect(indexAtValueChanged == 1)
        #expect(valueChangedCount(rig) == 1)
    }

    @Test func theSegmentUnderTheLiftIsSelected() {
        let rig = makeRig()
        rig.down(50, 16)
        rig.move(250, 16)
        rig.up(250, 16)
        #expect(rig.control.selectedSegmentIndex == 2)
    }

    @Test func reselectingTheSelectedSegmentDoesNotDispatch() {
        let rig = makeRig()
        rig.tap(250, 16)
        rig.tap(260, 16)
        #expect(rig.control.selectedSegmentIndex == 2)
        #expect(valueChangedCount(rig) == 1)
        rig.tap(20, 16)
        #expect(rig.control.selectedSegmentIndex == 0)
        #expect(valueChangedCount(rig) == 2)
    }

    @Test func aLiftOutsideTheMarginSelectsNothing() {
        let rig = makeRig()
        rig.down(150, 16)
        rig.move(150, 400)
        rig.up(150, 400)
        #expect(rig.control.selectedSegmentIndex == -1)
        #expect(valueChangedCount(rig) == 0)
    }

    @Test func aCancelledTouchSelectsNothing() {
        let rig = makeRig()
        rig.down(150, 16)
        rig.cancel()
        #expect(rig.control.selectedSegmentIndex == -1)
        #expect(valueChangedCount(rig) == 0)
    }

    @Test func aMomentaryControlLeavesNoSelectionAfterTracking() {
        let rig = makeRig(momentary: true)
        var indexAtValueChanged: Int?
        rig.control.addEventHandler(for: .valueChanged) { sender, _ in
            indexAtValueChanged = sender.selectedSegmentIndex
        }
        rig.tap(150, 16)
        #expect(indexAtValueChanged == 1)
        #expect(rig.control.selectedSegmentIndex == -1)
        #expect(valueChangedCount(rig) == 1)
        // Every tap of a momentary control is a selection, even of the same segment.
        rig.tap(150, 16)
        #expect(valueChangedCount(rig) == 2)
        #expect(rig.control.selectedSegmentIndex == -1)
    }

    @Test func settingTheIndexInCodeNeverDispatches() {
        let rig = makeRig()
        var handled = 0
        rig.control.addEventHandler(for: .allEvents) { _, _ in handled += 1 }
        rig.control.selectedSegmentIndex = 2
        rig.control.selectedSegmentIndex = 0
        rig.control.selectedSegmentIndex = -1
        #expect(rig.log.isEmpty)
        #expect(handled == 0)
    }

    @Test func aDisabledSegmentedControlIgnoresTaps() {
        let rig = makeRig()
        rig.control.isEnabled = false
        rig.tap(150, 16)
        #expect(rig.control.selectedSegmentIndex == -1)
        #expect(rig.log.isEmpty)
    }

    /// A segment width that underflows (a tiny control, many segments) made the point's
    /// position infinite, and converting it to an index trapped: the position is clamped to the
    /// segments first.
    @Test func aPointOnATinyControlWithManySegmentsFindsASegment() {
        let control = SegmentedControl(frame: Rect(x: 0, y: 0, width: .leastNonzeroMagnitude, height: 10), segments: 1_000)
        #expect(control.segment(at: Point(x: 1e9, y: 5)) == 999)
        #expect(control.segment(at: Point(x: -1e9, y: 5)) == 0)
        #expect(control.segment(at: Point(x: 0, y: 5)) == 0)
        let wide = SegmentedControl(frame: Rect(x: 0, y: 0, width: 1e9, height: 10), segments: 4)
        #expect(wide.segment(at: Point(x: 5e8, y: 5)) == 2)
    }
}
