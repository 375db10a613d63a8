import Testing
@testable import ControlModel

/// The slider is 231 × 31 pt at (100, 100) with UIKit's 31 pt thumb, so the thumb's centre
/// travels 200 pt: x = 15.5 at the minimum, 215.5 at the maximum (own coordinates).
@Suite("Slider: tracking on the thumb, continuous and not")
struct SliderTests {
    private func makeRig(continuous: Bool = true) -> ControlRig<Slider> {
        let slider = Slider()
        slider.isContinuous = continuous
        return ControlRig(slider, frame: Rect(x: 100, y: 100, width: 231, height: 31))
    }

    private func valueChangedCount(_ rig: ControlRig<Slider>) -> Int { rig.log.filter { $0 == .valueChanged }.count }

    @Test func defaultsAreZeroToOneContinuousAtZero() {
        let slider = Slider()
        #expect(slider.minimumValue == 0)
        #expect(slider.maximumValue == 1)
        #expect(slider.value == 0)
        #expect(slider.isContinuous)
        #expect(slider.controlValue == .number(0))
    }

    /// UIKit's documentation of `minimumValue` and `maximumValue`: a bound set across the other
    /// moves the other to it, and the value follows the bounds.
    @Test func aBoundSetAcrossTheOtherMovesIt() {
        let slider = Slider()
        slider.minimumValue = 5
        #expect(slider.maximumValue == 5 && slider.value == 5)
        slider.maximumValue = -1
        #expect(slider.minimumValue == -1 && slider.value == -1)
        slider.maximumValue = 10
        slider.minimumValue = -4
        #expect(slider.value == -1, "within the bounds, the value stays")
    }

    /// iOS 26.1 UIKitCore (decompiled): `-[_UISlideriOSVisualElement thumbHitEdgeInsets]` grows
    /// the thumb's bounds to at least 48 × 48 pt around its centre, and
    /// `_shouldBeginTrackingAtPoint:pointInKnob:inKnob:` tracks a touch inside that rect — so a
    /// touch 34 pt from the left edge at value 0 (18.5 pt right of the thumb's centre at 15.5,
    /// past the drawn 31 pt thumb) tracks, and one 40 pt from it (24.5 pt off) does not.
    @Test func theThumbIsHitWithin48PointsAroundItsCentre() {
        let rig = makeRig()
        rig.down(40, 15)
        #expect(!rig.control.isTracking)
        rig.up(40, 15)
        rig.down(34, 15)
        #expect(rig.control.isTracking)
        rig.up(34, 15)
        let tall = ControlRig(Slider(), frame: Rect(x: 100, y: 100, width: 231, height: 60))
        tall.down(15.5, 5)  // 25 pt above the centre line at 30
        #expect(!tall.control.isTracking)
        tall.up(15.5, 5)
        tall.down(15.5, 7)  // 23 pt above it
        #expect(tall.control.isTracking)
    }

    @Test func trackingStartsOnlyOnTheThumb() {
        let rig = makeRig()
        rig.down(150, 15)  // on the track, far from the thumb at 15.5
        #expect(!rig.control.isTracking)
        rig.move(200, 15)
        rig.up(200, 15)
        #expect(rig.log.isEmpty)
        #expect(rig.control.value == 0)
        rig.down(20, 15)  // on the thumb
        #expect(rig.control.isTracking)
        #expect(rig.names == ["touchDown"])
    }

    /// The thumb is 31 pt wide (UIKit's default thumb image) and hit within 48 pt around its
    /// centre (`-[_UISlideriOSVisualElement thumbHitEdgeInsets]`, iOS 26.1): at value 0 its
    /// centre is at 15.5, and only touches at most 24 pt from it start tracking — 24.5 to 31 pt
    /// away is the track (a mutant that doubles the hit area fails here).
    @Test(arguments: [24.5, 25.5, 31])
    func aTouchBesideTheThumbDoesNotTrack(_ distance: Double) {
        let rig = makeRig()
        #expect(rig.control.thumbCenterX == 15.5)
        rig.down(15.5 + distance, 15)
        #expect(!rig.control.isTracking)
        rig.up(15.5 + distance, 15)
        #expect(rig.log.isEmpty)
        rig.down(15.5 + 24, 15)  // the hit area's right edge
        #expect(rig.control.isTracking)
        rig.up(15.5 + 24, 15)
        rig.down(-8.5, 15)  // its left edge, past the slider's own (hit-testing decides there)
        #expect(rig.control.isTracking)
    }

    @Test func theThumbFollowsTheValue() {
        let rig = makeRig()
        rig.control.setValue(0.5)
        #expect(rig.control.thumbCenterX == 115.5)
        rig.down(20, 15)
        #expect(!rig.control.isTracking)
        rig.down(115.5 + 15, 15)
        #expect(rig.control.isTracking)
    }

    @Test func aContinuousSliderDispatchesValueChangedOnEveryChange() {
        let rig = makeRig()
        var values: [Double] = []
        rig.control.addEventHandler(for: .valueChanged) { sender, _ in values.append(Double(sender.value)) }
        rig.down(15.5, 15)
        rig.move(65.5, 15)
        rig.move(65.5, 15)  // no change: no valueChanged
        rig.move(115.5, 15)
        rig.move(215.5, 15)
        rig.up(215.5, 15)
        #expect(values == [0.25, 0.5, 1])
        #expect(rig.control.value == 1)
    }

    @Test func theThumbKeepsItsOffsetFromTheFinger() {
        let rig = makeRig()
        rig.down(25.5, 15)  // 10 pt right of the thumb's centre
        rig.move(125.5, 15)
        #expect(rig.control.value == 0.5)
    }

    @Test func theValueIsClampedToTheBoundsWhileDragging() {
        let rig = makeRig()
        rig.down(15.5, 15)
        rig.move(600, 15)  // far right, even outside the margin
        #expect(rig.control.value == 1)
        rig.move(-400, 15)
        #expect(rig.control.value == 0)
        rig.up(-400, 15)
        #expect(rig.names.last == "touchUpOutside")
    }

    @Test func aNonContinuousSliderDispatchesOnceAtTheEnd() {
        let rig = makeRig(continuous: false)
        var values: [Double] = []
        rig.control.addEventHandler(for: .valueChanged) { sender, _ in values.append(Double(sender.value)) }
        rig.down(15.5, 15)
        rig.move(65.5, 15)
        rig.move(115.5, 15)
        rig.move(165.5, 15)
        #expect(values.isEmpty)
        rig.up(165.5, 15)
        #expect(values == [0.75])
        #expect(
            rig.names == [
                "touchDown", "touchDragInside", "touchDragInside", "touchDragInside", "valueChanged",
                "primaryActionTriggered", "touchUpInside",
            ])
    }

    @Test func aNonContinuousSliderThatEndsWhereItBeganDoesNotDispatch() {
        let rig = makeRig(continuous: false)
        rig.down(15.5, 15)
        rig.move(115.5, 15)
        rig.move(15.5, 15)
        rig.up(15.5, 15)
        #expect(valueChangedCount(rig) == 0)
    }

    @Test func aNonContinuousSliderTakesTheLiftPositionIntoAccount() {
        let rig = makeRig(continuous: false)
        rig.down(15.5, 15)
        rig.up(115.5, 15)
        #expect(rig.control.value == 0.5)
        #expect(valueChangedCount(rig) == 1)
    }

    @Test func settingTheValueInCodeClampsAndNeverDispatches() {
        let rig = makeRig()
        rig.control.setValue(0.3)
        #expect(rig.control.value == 0.3)
        rig.control.setValue(7)
        #expect(rig.control.value == 1)
        rig.control.setValue(-7)
        #expect(rig.control.value == 0)
        #expect(rig.log.isEmpty)
    }

    @Test func customBoundsScaleTheValue() {
        let rig = makeRig()
        rig.control.minimumValue = -10
        rig.control.maximumValue = 10
        rig.control.setValue(-10)
        rig.down(15.5, 15)
        rig.move(165.5, 15)
        #expect(rig.control.value == 5)
    }
}
