import ControlModel

/// Gestures aimed at a part of a control: a stepper's half, a segment, a slider's thumb, a side
/// of a page control. Each puts its finger where that part is (the control's geometry, as
/// `Stepper.half(at:)`, `SegmentedControl.segment(at:)`, `Slider.thumbCenterX` and
/// `PageControl.currentIndicatorCenterX` read it) and checks that a finger there reaches the
/// control; otherwise it throws a ``GestureMiss`` and touches nothing, as the gestures aimed at
/// views do. Taps are down 50 ms.
///
/// ```swift
/// try window.tap(increment: quantity)             // 1 → 2, one valueChanged at the lift
/// try window.tap(segmentTitled: "Monthly", of: plan)
/// try window.slide(volume, to: 0.75)              // the thumb dragged to where 0.75 is
/// try window.tap(nextPageOf: pages)
/// ```
extension Window {
    // MARK: Stepper

    /// Taps the increment (right) half of `stepper`, at its middle. UIKit reports `touchDown`,
    /// then at the lift `valueChanged` with the value one `Stepper.stepValue` up (clamped to
    /// `Stepper.maximumValue`, or wrapped with `Stepper.wraps`; nothing past the maximum
    /// without it) and `touchUpInside`. A hold longer than 0.5 s autorepeats instead: use
    /// ``touchDown(on:fingers:fileID:line:)`` for that.
    ///
    /// - Throws: ``GestureMiss`` when a finger there would not reach the stepper.
    public func tap(increment stepper: Stepper, fileID: StaticString = #fileID, line: UInt = #line) throws(GestureMiss) {
        let point = try aimPart("tap(increment: \(HitMiss.name(of: stepper)))", at: stepper, CallSite(fileID: fileID, line: line)) { bounds in
            Point(x: bounds.width * 0.75, y: bounds.height / 2)
        }
        press([point], for: ProbeGesture.tapDuration)
    }

    /// Taps the decrement (left) half of `stepper`, at its middle: as
    /// ``tap(increment:fileID:line:)``, one `Stepper.stepValue` down.
    ///
    /// - Throws: ``GestureMiss`` when a finger there would not reach the stepper.
    public func tap(decrement stepper: Stepper, fileID: StaticString = #fileID, line: UInt = #line) throws(GestureMiss) {
        let point = try aimPart("tap(decrement: \(HitMiss.name(of: stepper)))", at: stepper, CallSite(fileID: fileID, line: line)) { bounds in
            Point(x: bounds.width * 0.25, y: bounds.height / 2)
        }
        press([point], for: ProbeGesture.tapDuration)
    }

    // MARK: Segmented control

    /// Taps segment `index` of `control`, at its middle (segments share the width equally).
    /// UIKit reports `touchDown`, then at the lift `valueChanged` with the new
    /// `SegmentedControl.selectedSegmentIndex` when the segment was not selected (always, and
    /// back to -1 after it, for a momentary control), and `touchUpInside`.
    ///
    /// An index that names no segment is a programming error, as in UIKit.
    ///
    /// - Throws: ``GestureMiss`` when a finger there would not reach the control.
    public func tap(segment index: Int, of control: SegmentedControl, fileID: StaticString = #fileID, line: UInt = #line) throws(GestureMiss) {
        precondition(index >= 0 && index < control.numberOfSegments, "segment \(index) is not one of the \(control.numberOfSegments) segments")
        let gesture = "tap(segment: \(index), of: \(HitMiss.name(of: control)))"
        let count = Double(control.numberOfSegments)
        let point = try aimPart(gesture, at: control, CallSite(fileID: fileID, line: line)) { bounds in
            Point(x: bounds.width * (Double(index) + 0.5) / count, y: bounds.height / 2)
        }
        press([point], for: ProbeGesture.tapDuration)
    }

    /// Taps the first segment of `control` titled `title` (`SegmentedControl.titleForSegment(at:)`),
    /// as ``tap(segment:of:fileID:line:)``.
    ///
    /// - Throws: ``GestureMiss`` when no segment has that title
    ///   (``HitMiss/noSuchPart(_:)``, naming the titles there are), or a finger would not reach
    ///   the control.
    public func tap(segmentTitled title: String, of control: SegmentedControl, fileID: StaticString = #fileID, line: UInt = #line) throws(GestureMiss) {
        guard let index = control.segment(titled: title) else {
            let name = HitMiss.name(of: control)
            let titles = (0..<control.numberOfSegments).map { control.titleForSegment(at: $0).map { "'\($0)'" } ?? "untitled" }
            throw GestureMiss(
                gesture: "tap(segmentTitled: \"\(title)\", of: \(name))", view: name,
                reason: .noSuchPart("no segment titled '\(title)'; its segments: \(titles.joined(separator: ", "))"),
                site: CallSite(fileID: fileID, line: line))
        }
        try tap(segment: index, of: control, fileID: fileID, line: line)
    }

    // MARK: Slider

    /// Drags `slider`'s thumb to where `value` lies on its track, over `duration` at
    /// `frequency` moves a second, and lifts. The finger lands on the thumb's centre (so the
    /// thumb keeps no offset from it) and moves along the track — the slider's width less the
    /// thumb's (`Slider.thumbWidth`), so value v sits at `thumbWidth / 2 + (v − min) / (max −
    /// min) × track` — then lifts there: `Slider.value` ends at `value` (clamped to the
    /// slider's range). UIKit reports `touchDown`, a `valueChanged` on each move while
    /// `Slider.isContinuous` (one at the lift otherwise), and `touchUpInside` (or
    /// `touchUpOutside` when the finger left the slider's tracking area).
    ///
    /// - Throws: ``GestureMiss`` when a finger on the thumb would not reach the slider.
    public func slide(
        _ slider: Slider, to value: Double, duration: Duration = .milliseconds(300),
        frequency: Double = Double(ProbeGesture.frameRate), fileID: StaticString = #fileID, line: UInt = #line
    ) throws(GestureMiss) {
        precondition(value.isFinite, "a slider's value must be finite")
        let gesture = "slide(\(HitMiss.name(of: slider)), to: \(value))"
        let start = try aimPart(gesture, at: slider, CallSite(fileID: fileID, line: line)) { bounds in
            Point(x: slider.thumbCenterX, y: bounds.height / 2)
        }
        let minimum = slider.preciseMinimum, maximum = slider.preciseMaximum
        let fraction = maximum > minimum ? (min(max(value, minimum), maximum) - minimum) / (maximum - minimum) : 0
        let track = max(slider.bounds.width - slider.thumbWidth, 0)
        let targetX = slider.thumbWidth / 2 + fraction * track
        let offset = Point(x: targetX - slider.thumbCenterX, y: 0)
        drag([start], duration: duration, frequency: frequency) { _, progress in Point(x: offset.x * progress, y: 0) }
    }

    // MARK: Page control

    /// Taps `pageControl` right of its current page's indicator, halfway to its edge. UIKit
    /// moves to the next page and reports `valueChanged` at the lift; on the last page nothing
    /// changes.
    ///
    /// - Throws: ``GestureMiss`` when a finger there would not reach the page control.
    public func tap(nextPageOf pageControl: PageControl, fileID: StaticString = #fileID, line: UInt = #line) throws(GestureMiss) {
        let point = try aimPart("tap(nextPageOf: \(HitMiss.name(of: pageControl)))", at: pageControl, CallSite(fileID: fileID, line: line)) { bounds in
            Point(x: (pageControl.currentIndicatorCenterX + bounds.width) / 2, y: bounds.height / 2)
        }
        press([point], for: ProbeGesture.tapDuration)
    }

    /// Taps `pageControl` left of its current page's indicator, halfway to its edge: the
    /// previous page, as ``tap(nextPageOf:fileID:line:)``; on the first page nothing changes.
    ///
    /// - Throws: ``GestureMiss`` when a finger there would not reach the page control.
    public func tap(previousPageOf pageControl: PageControl, fileID: StaticString = #fileID, line: UInt = #line) throws(GestureMiss) {
        let point = try aimPart("tap(previousPageOf: \(HitMiss.name(of: pageControl)))", at: pageControl, CallSite(fileID: fileID, line: line)) { _ in
            Point(x: pageControl.currentIndicatorCenterX / 2, y: pageControl.bounds.height / 2)
        }
        press([point], for: ProbeGesture.tapDuration)
    }

    // MARK: Plumbing

    /// The window point of the part of `control` that `part` gives in the control's own
    /// coordinates (from its bounds), once a finger there is sure to reach the control.
    private func aimPart(
        _ gesture: String, at control: Control, _ site: CallSite, part: (Rect) -> Point
    ) throws(GestureMiss) -> Point {
        let name = HitMiss.name(of: control)
        func miss(_ reason: HitMiss) -> GestureMiss { GestureMiss(gesture: gesture, view: name, reason: reason, site: site) }
        guard control.root === self else { throw miss(control.root is Window ? .inAnotherWindow : .notInWindow) }
        // the reasons a view is never reached (hidden, disabled, outside…) come first
        if case .missed(let reason) = GestureAim.point(on: control, in: self) { throw miss(reason) }
        let point = control.convert(part(control.bounds), to: nil)
        let hit = hitTest(point)
        guard GestureAim.reaches(hit, control) else {
            throw miss(hit.map { .covered(by: HitMiss.name(of: $0)) } ?? .outsideWindow)
        }
        return point
    }
}
