import ControlModel
import Testing

@testable import GestureModel

/// Gestures aimed at a part of a control land on that part (the control's own geometry says
/// which), and what the control reports is what the aimed gesture's documentation promises.
@Suite("Gestures aimed at parts of controls")
struct ControlPartGestureTests {
    /// A window on a fresh clock holding `control` at `frame`, and the events it dispatches.
    final class Rig {
        let clock = TestScheduler()
        let window: Window
        private(set) var events: [String] = []
        private var token: ObservationToken?

        init(_ control: Control, frame: Rect) {
            window = Window(width: 390, height: 844, scheduler: clock)
            control.frame = frame
            window.addSubview(control)
            token = control.dispatchedEvents.add { [unowned self] change in events.append(change.event.name ?? "?") }
        }

        /// The events dispatched since the last call.
        func take() -> [String] {
            defer { events = [] }
            return events
        }

        /// How many `valueChanged` were dispatched since the last call (``take()``).
        func valueChanges() -> Int { take().filter { $0 == "valueChanged" }.count }
    }

    @Test func aStepperHalfStepsOnceAtTheLift() throws {
        let stepper = Stepper(identifier: "count")
        stepper.maximumValue = 6
        stepper.setValue(5)
        let rig = Rig(stepper, frame: Rect(x: 20, y: 100, width: 94, height: 32))
        try rig.window.tap(increment: stepper)
        #expect(stepper.value == 6)
        #expect(rig.valueChanges() == 1)
        // at the maximum, a tap changes nothing (no wrapping)
        try rig.window.tap(increment: stepper)
        #expect(stepper.value == 6)
        #expect(rig.valueChanges() == 0)
        try rig.window.tap(decrement: stepper)
        try rig.window.tap(decrement: stepper)
        #expect(stepper.value == 4)
    }

    @Test func aHalfCoveredByAnotherViewIsAMissThatNamesIt() throws {
        let stepper = Stepper(identifier: "count")
        let rig = Rig(stepper, frame: Rect(x: 20, y: 100, width: 94, height: 32))
        // a badge over the plus half
        rig.window.addSubview(View(frame: Rect(x: 70, y: 95, width: 50, height: 40), identifier: "badge"))
        #expect {
            try rig.window.tap(increment: stepper)
        } throws: { error in
            (error as? GestureMiss)?.reason == .covered(by: "badge")
        }
        #expect(rig.take() == [])
        try rig.window.tap(decrement: stepper)
        #expect(rig.valueChanges() == 0)
    }

    @Test func aSegmentIsTappedByIndexOrByTitle() throws {
        let plan = SegmentedControl(segments: 3, identifier: "plan")
        for (index, title) in ["Weekly", "Monthly", "Yearly"].enumerated() { plan.setTitle(title, forSegmentAt: index) }
        let rig = Rig(plan, frame: Rect(x: 20, y: 100, width: 300, height: 32))
        try rig.window.tap(segmentTitled: "Monthly", of: plan)
        #expect(plan.selectedSegmentIndex == 1)
        #expect(rig.valueChanges() == 1)
        // the selected segment again: no valueChanged
        try rig.window.tap(segment: 1, of: plan)
        #expect(rig.valueChanges() == 0)
        try rig.window.tap(segment: 2, of: plan)
        #expect(plan.selectedSegmentIndex == 2)
        #expect {
            try rig.window.tap(segmentTitled: "Daily", of: plan)
        } throws: { error in
            "\(error)".hasSuffix("tap(segmentTitled: \"Daily\", of: plan) would not reach plan: no such part (no segment titled 'Daily'; its segments: 'Weekly', 'Monthly', 'Yearly')")
        }
    }

    @Test func aSliderIsDraggedToAValue() throws {
        let volume = Slider(identifier: "volume")
        // a 231 pt slider: 200 pt of track for a 31 pt thumb
        let rig = Rig(volume, frame: Rect(x: 20, y: 100, width: 231, height: 34))
        try rig.window.slide(volume, to: 0.75)
        #expect(abs(volume.preciseValue - 0.75) < 1e-12)
        let events = rig.take()
        #expect(events.first == "touchDown")
        #expect(events.last == "touchUpInside")
        // continuous: a valueChanged on each of the 18 moves of 0.3 s at 60 Hz
        #expect(events.filter { $0 == "valueChanged" }.count == 18)
        try rig.window.slide(volume, to: 0.25)
        #expect(abs(volume.preciseValue - 0.25) < 1e-12)
        // past the end: the thumb stops at the maximum
        try rig.window.slide(volume, to: 7)
        #expect(volume.preciseValue == 1)
    }

    @Test func aSliderWithAnotherRangeLandsOnTheValueToo() throws {
        let temperature = Slider(identifier: "temperature")
        temperature.minimumValue = 16
        temperature.maximumValue = 28
        temperature.isContinuous = false
        let rig = Rig(temperature, frame: Rect(x: 0, y: 100, width: 331, height: 34))
        try rig.window.slide(temperature, to: 22.5)
        #expect(abs(temperature.preciseValue - 22.5) < 1e-9)
        // not continuous: one valueChanged, at the lift, after the drags
        let events = rig.take()
        #expect(events.filter { $0 == "valueChanged" }.count == 1)
        #expect(events.firstIndex(of: "valueChanged") == events.lastIndex(of: "touchDragInside").map { $0 + 1 })
    }

    @Test func aPageControlSideMovesOnePage() throws {
        let pages = PageControl(pages: 5, identifier: "pages")
        pages.currentPage = 2
        let rig = Rig(pages, frame: Rect(x: 0, y: 800, width: 390, height: 26))
        try rig.window.tap(nextPageOf: pages)
        #expect(pages.currentPage == 3)
        #expect(rig.valueChanges() == 1)
        try rig.window.tap(previousPageOf: pages)
        try rig.window.tap(previousPageOf: pages)
        #expect(pages.currentPage == 1)
        pages.currentPage = 4
        _ = rig.take()
        try rig.window.tap(nextPageOf: pages)
        #expect(pages.currentPage == 4)
        #expect(rig.valueChanges() == 0)
    }

    @Test func aSixtyPointPanTranslatesFifty() throws {
        let clock = TestScheduler()
        let window = Window(width: 390, height: 844, scheduler: clock)
        let card = View(frame: Rect(x: 0, y: 100, width: 390, height: 300), identifier: "card")
        window.addSubview(card)
        let pan = PanGestureRecognizer()
        card.addGestureRecognizer(pan)
        var ended: Point?
        pan.addHandler { recognizer, state, _ in
            if state == .ended { ended = (recognizer as? PanGestureRecognizer)?.translation(in: nil) }
        }
        try window.pan(on: card, by: Point(x: 60, y: 0))
        #expect(ended == Point(x: 50, y: 0))
    }

    @Test func aTwoTimesPinchReportsTwoHundredOverOneHundredEight() throws {
        let clock = TestScheduler()
        let window = Window(width: 390, height: 844, scheduler: clock)
        let photo = View(frame: Rect(x: 0, y: 100, width: 390, height: 390), identifier: "photo")
        window.addSubview(photo)
        let pinch = PinchGestureRecognizer()
        photo.addGestureRecognizer(pinch)
        var ended: Double?
        pinch.addHandler { recognizer, state, _ in
            if state == .ended { ended = (recognizer as? PinchGestureRecognizer)?.scale }
        }
        try window.pinch(on: photo, scale: 2)
        let scale = try #require(ended)
        #expect(abs(scale - 200.0 / 108.0) < 1e-9)
    }
}
