import ControlModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Gestures aimed at views, for tests: each finds a point where a finger coming down reaches
/// the view (see ``touchPoint(on:fileID:line:)``) and performs the gesture there on the
/// window's ``TestScheduler``, moving fingers in frames at a sampling frequency (60 Hz by
/// default, a display's). A gesture that would not reach its view throws a ``GestureMiss``
/// naming the reason — hidden, covered by another view, outside the window, user interaction
/// off, a disabled control — and touches nothing, so a test that throws fails with that
/// reason instead of silently tapping something else.
///
/// The default shapes are the gesture map's (``ProbeGesture``): a tap is down 50 ms, a double
/// tap's taps 100 ms apart, a long press held 1 s, a swipe 120 pt in 0.15 s, a pan 1.2 s, a
/// pinch or rotation 0.3 s with fingers 100 pt apart. Fingers lift together with their last
/// move.
extension Window {
    /// How far apart the fingers of a several-finger gesture land, in a row (40 pt; closer
    /// when the view is too small for that).
    public static let fingerSpacing = 40.0

    // MARK: Aiming

    /// A point (window coordinates) where a finger coming down would reach `view`: one where
    /// hit-testing picks the view, nearest the middle of its visible area (``HitPoint``) — or,
    /// for a view that is not a control, one of its subviews, whose touches the view's gesture
    /// recognizers see too.
    ///
    /// - Throws: ``GestureMiss`` when no touch would reach the view, saying why.
    public func touchPoint(on view: View, fileID: StaticString = #fileID, line: UInt = #line) throws(GestureMiss) -> Point {
        try aim("touchPoint", at: view, fingers: 1, site: CallSite(fileID: fileID, line: line))[0]
    }

    /// Puts `fingers` fingers down on `view` now, in a row ``fingerSpacing`` apart around a
    /// point where they reach it; move and lift them yourself (``Finger``,
    /// ``move(_:to:)``, ``lift(_:)``).
    ///
    /// - Throws: ``GestureMiss`` when the fingers would not all reach the view.
    @discardableResult
    public func touchDown(
        on view: View, fingers: Int = 1, fileID: StaticString = #fileID, line: UInt = #line
    ) throws(GestureMiss) -> [Finger] {
        let points = try aim("touchDown", at: view, fingers: fingers, site: CallSite(fileID: fileID, line: line))
        return touchDown(at: points)
    }

    // MARK: Taps and presses

    /// Taps `view` with `fingers` fingers: down together, up together `duration` later.
    ///
    /// - Throws: ``GestureMiss`` when the fingers would not reach the view.
    public func tap(
        on view: View, fingers: Int = 1, duration: Duration = ProbeGesture.tapDuration,
        fileID: StaticString = #fileID, line: UInt = #line
    ) throws(GestureMiss) {
        let points = try aim("tap", at: view, fingers: fingers, site: CallSite(fileID: fileID, line: line))
        press(points, for: duration)
    }

    /// Taps `view` twice at the same point, the second touch-down `gap` after the first lift.
    ///
    /// - Throws: ``GestureMiss`` when the finger would not reach the view.
    public func doubleTap(
        on view: View, gap: Duration = ProbeGesture.doubleTapGap, fileID: StaticString = #fileID, line: UInt = #line
    ) throws(GestureMiss) {
        let points = try aim("doubleTap", at: view, fingers: 1, site: CallSite(fileID: fileID, line: line))
        press(points, for: ProbeGesture.tapDuration)
        testClock.advance(by: gap)
        press(points, for: ProbeGesture.tapDuration)
    }

    /// Holds `fingers` fingers still on `view` for `duration` (1 s by default, past a long
    /// press's 0.5 s), then lifts them.
    ///
    /// - Throws: ``GestureMiss`` when the fingers would not reach the view.
    public func longPress(
        on view: View, duration: Duration = ProbeGesture.longPressDuration, fingers: Int = 1,
        fileID: StaticString = #fileID, line: UInt = #line
    ) throws(GestureMiss) {
        let points = try aim("longPress", at: view, fingers: fingers, site: CallSite(fileID: fileID, line: line))
        press(points, for: duration)
    }

    // MARK: Drags

    /// Swipes across `view`: `distance` points in `direction` (a diagonal for a set of two
    /// directions) over `duration`, at `frequency` moves a second.
    ///
    /// - Throws: ``GestureMiss`` when the fingers would not reach the view.
    public func swipe(
        on view: View, direction: SwipeDirection, distance: Double = ProbeGesture.swipeDistance,
        duration: Duration = ProbeGesture.swipeDuration, fingers: Int = 1,
        frequency: Double = Double(ProbeGesture.frameRate), fileID: StaticString = #fileID, line: UInt = #line
    ) throws(GestureMiss) {
        let unit = Window.unitVector(of: direction)
        let points = try aim("swipe", at: view, fingers: fingers, site: CallSite(fileID: fileID, line: line))
        let offset = Point(x: unit.x * distance, y: unit.y * distance)
        drag(points, duration: duration, frequency: frequency) { _, progress in offset.scaled(by: progress) }
    }

    /// Drags `fingers` fingers on `view` by `translation` at an even speed over `duration`, at
    /// `frequency` moves a second (Flutter's `timedDrag` aimed at a view).
    ///
    /// What a pan recognizer reports is the drag less its hysteresis: it begins once the
    /// fingers moved ``PanGestureRecognizer/hysteresis`` (10 pt) on an axis and subtracts it, so
    /// a 60 pt pan ends with `translation(in:)` 50 on that axis (a scroll view's pan, likewise,
    /// scrolls 50).
    ///
    /// - Throws: ``GestureMiss`` when the fingers would not reach the view.
    public func pan(
        on view: View, by translation: Point, duration: Duration = ProbeGesture.panDuration, fingers: Int = 1,
        frequency: Double = Double(ProbeGesture.frameRate), fileID: StaticString = #fileID, line: UInt = #line
    ) throws(GestureMiss) {
        let points = try aim("pan", at: view, fingers: fingers, site: CallSite(fileID: fileID, line: line))
        drag(points, duration: duration, frequency: frequency) { _, progress in translation.scaled(by: progress) }
    }

    /// Flings `view`: a one-finger drag shaped so that a pan recognizer measures `velocity`
    /// (points per second) when the finger lifts.
    ///
    /// The pan's velocity weighs its last two raw samples (``PanGestureRecognizer/velocitySmoothing``),
    /// so a finger moving at a steady `v` reads `v` from its first move on: the fling moves at
    /// the steady `velocity` for its n = `duration` × `frequency` moves (6 by default, 100 ms
    /// at 60 Hz) and lifts with the last move, so the lift reads `velocity`.
    ///
    /// - Throws: ``GestureMiss`` when the finger would not reach the view.
    public func fling(
        on view: View, velocity: Point, duration: Duration = .milliseconds(100),
        frequency: Double = Double(ProbeGesture.frameRate), fileID: StaticString = #fileID, line: UInt = #line
    ) throws(GestureMiss) {
        let points = try aim("fling", at: view, fingers: 1, site: CallSite(fileID: fileID, line: line))
        let seconds = Double(Timestamp.nanoseconds(of: duration)) / 1e9
        let travel = velocity.scaled(by: seconds)
        drag(points, duration: duration, frequency: frequency) { _, progress in travel.scaled(by: progress) }
    }

    /// Pinches `view` with two fingers that land ``ProbeGesture/defaultFingerOffset`` either
    /// side of a point where they reach it (100 pt apart, closer on a small view) and move
    /// apart or together until their distance is `scale` times what it was, over `duration`.
    ///
    /// What a pinch recognizer reports is measured from the distance at which it began: 8 pt
    /// (``PinchGestureRecognizer/threshold``) past the fingers' first distance, so a 2× pinch
    /// of fingers 100 pt apart ends with `scale` 200/108 (about 1.85), not 2.
    ///
    /// - Throws: ``GestureMiss`` when the fingers would not reach the view.
    public func pinch(
        on view: View, scale: Double, duration: Duration = ProbeGesture.twoFingerDuration,
        frequency: Double = Double(ProbeGesture.frameRate), fileID: StaticString = #fileID, line: UInt = #line
    ) throws(GestureMiss) {
        precondition(scale > 0, "a pinch's scale must be positive")
        let points = try aimTwoFingers("pinch", at: view, site: CallSite(fileID: fileID, line: line))
        let middle = points[0].midpoint(points[1])
        drag(points, duration: duration, frequency: frequency) { finger, progress in
            let start = points[finger] - middle
            return start.scaled(by: (scale - 1) * progress)
        }
    }

    /// Turns two fingers on `view` by `angle` radians around their middle (clockwise on the
    /// screen for a positive angle, as `UIRotationGestureRecognizer.rotation` counts), over
    /// `duration`; the fingers land as `pinch(on:scale:)`'s.
    ///
    /// - Throws: ``GestureMiss`` when the fingers would not reach the view.
    public func rotate(
        on view: View, angle: Double, duration: Duration = ProbeGesture.twoFingerDuration,
        frequency: Double = Double(ProbeGesture.frameRate), fileID: StaticString = #fileID, line: UInt = #line
    ) throws(GestureMiss) {
        let points = try aimTwoFingers("rotate", at: view, site: CallSite(fileID: fileID, line: line))
        let middle = points[0].midpoint(points[1])
        drag(points, duration: duration, frequency: frequency) { finger, progress in
            let start = points[finger] - middle
            let turn = angle * progress
            let turned = Point(x: start.x * cos(turn) - start.y * sin(turn), y: start.x * sin(turn) + start.y * cos(turn))
            return turned - start
        }
    }

    /// Drags one finger from `start` (window coordinates) by `offset` at an even speed over
    /// `duration`, at `frequency` moves a second, and lifts it with the last move (Flutter's
    /// `timedDrag`). Nothing is aimed: the finger lands on whatever is at `start`.
    public func timedDrag(
        from start: Point, by offset: Point, duration: Duration, frequency: Double = Double(ProbeGesture.frameRate)
    ) {
        drag([start], duration: duration, frequency: frequency) { _, progress in offset.scaled(by: progress) }
    }

    // MARK: Several fingers at once

    /// Moves `fingers` to `points` (window coordinates, one each) in one touch event now.
    public func move(_ fingers: [Finger], to points: [Point]) {
        precondition(fingers.count == points.count, "one point per finger")
        precondition(fingers.allSatisfy(\.isDown), "a finger was lifted")
        for (finger, point) in zip(fingers, points) { finger.location = point }
        handle(fingers.map { TouchChange(identifier: $0.identifier, phase: .moved, location: $0.location) })
    }

    /// Lifts `fingers` where they are, in one touch event now.
    public func lift(_ fingers: [Finger]) {
        precondition(fingers.allSatisfy(\.isDown), "a finger was lifted")
        for finger in fingers { finger.isDown = false }
        handle(fingers.map { TouchChange(identifier: $0.identifier, phase: .ended, location: $0.location) })
    }

    // MARK: Plumbing

    /// The points for `count` fingers on `view`, or the miss of the gesture named `gesture`.
    private func aim(_ gesture: String, at view: View, fingers count: Int, site: CallSite) throws(GestureMiss) -> [Point] {
        precondition(count >= 1, "a gesture needs at least one finger")
        let offsets = (0..<count).map { Point(x: (Double($0) - Double(count - 1) / 2) * Window.fingerSpacing, y: 0) }
        return try place(gesture, offsets, on: view, site: site)
    }

    /// The two fingers of a pinch or rotation, ``ProbeGesture/defaultFingerOffset`` either side.
    func aimTwoFingers(_ gesture: String, at view: View, site: CallSite) throws(GestureMiss) -> [Point] {
        let offset = ProbeGesture.defaultFingerOffset
        return try place(gesture, [Point.zero - offset, offset], on: view, site: site)
    }

    private func place(_ gesture: String, _ offsets: [Point], on view: View, site: CallSite) throws(GestureMiss) -> [Point] {
        let name = HitMiss.name(of: view)
        func miss(_ reason: HitMiss) -> GestureMiss {
            GestureMiss(gesture: "\(gesture)(on: \(name))", view: name, reason: reason, site: site)
        }
        guard view.root === self else { throw miss(view.root is Window ? .inAnotherWindow : .notInWindow) }
        let center: Point
        switch GestureAim.point(on: view, in: self) {
        case .found(let point): center = point
        case .missed(let reason): throw miss(reason)
        }
        switch GestureAim.fingers(offsets, around: center, on: view, in: self) {
        case .found(let points): return points
        case .missed(let reason): throw miss(reason)
        }
    }

    /// Fingers down at `points`, held `duration`, lifted together where they landed.
    func press(_ points: [Point], for duration: Duration) {
        let fingers = touchDown(at: points)
        testClock.advance(by: duration)
        lift(fingers)
    }

    /// Fingers down at `starts`, moved in frames over `duration` (finger i to `starts[i]` +
    /// `offset(i, progress)`, progress k/n at frame k of n, frame k at k/n of `duration`), then
    /// lifted together with the last move.
    func drag(
        _ starts: [Point], duration: Duration, frequency: Double, offset: (Int, Double) -> Point
    ) {
        let moves = Window.frames(in: duration, at: frequency)
        let clock = testClock
        let start = clock.now
        let fingers = touchDown(at: starts)
        for frame in 1...moves {
            clock.advance(to: start.advanced(by: duration * frame / moves))
            let progress = Double(frame) / Double(moves)
            move(fingers, to: starts.indices.map { starts[$0] + offset($0, progress) })
        }
        lift(fingers)
    }

    /// The number of moves `duration` holds at `frequency` a second (at least one).
    static func frames(in duration: Duration, at frequency: Double) -> Int {
        precondition(frequency > 0, "a drag's frequency must be positive")
        let seconds = Double(Timestamp.nanoseconds(of: duration)) / 1e9
        return max(1, Int((seconds * frequency).rounded()))
    }

    /// The unit vector of a swipe direction on the screen (y down); two directions make a
    /// diagonal.
    static func unitVector(of direction: SwipeDirection) -> Point {
        var vector = Point.zero
        if direction.contains(.right) { vector.x += 1 }
        if direction.contains(.left) { vector.x -= 1 }
        if direction.contains(.down) { vector.y += 1 }
        if direction.contains(.up) { vector.y -= 1 }
        let length = vector.distance(to: .zero)
        precondition(length > 0, "a swipe needs a direction (not opposite ones)")
        return vector.scaled(by: 1 / length)
    }
}

extension Point {
    /// The vector times `factor`.
    func scaled(by factor: Double) -> Point { Point(x: x * factor, y: y * factor) }
    /// The point halfway to `other`.
    func midpoint(_ other: Point) -> Point { Point(x: (x + other.x) / 2, y: (y + other.y) / 2) }
}
