import ControlModel

extension Window {
    var testClock: TestScheduler {
        guard let clock = scheduler as? TestScheduler else {
            preconditionFailure("the gesture helpers that wait need a window on a TestScheduler")
        }
        return clock
    }

    /// The `count` smallest identifiers no finger down has.
    ///
    /// - Complexity: O(*n* + `count`) for *n* fingers down (the table of touches is made once,
    ///   not once per candidate).
    private func freeFingerIdentifiers(_ count: Int) -> [Int] {
        let taken = Set(touchesDown.keys)
        var identifiers: [Int] = []
        var identifier = 1
        while identifiers.count < count {
            if !taken.contains(identifier) { identifiers.append(identifier) }
            identifier += 1
        }
        return identifiers
    }

    /// Puts a finger down at `point` (window coordinates) now.
    ///
    /// - Complexity: O(*n*) for *n* fingers down, plus the touch's handling.
    @discardableResult
    public func touchDown(at point: Point) -> Finger {
        let identifier = freeFingerIdentifiers(1)[0]
        handle([TouchChange(identifier: identifier, phase: .began, location: point)])
        return Finger(identifier: identifier, location: point, window: self)
    }

    /// Puts several fingers down at once.
    ///
    /// - Complexity: O(*n* + *k*) for *n* fingers down and *k* points, plus the event's handling.
    @discardableResult
    public func touchDown(at points: [Point]) -> [Finger] {
        let identifiers = freeFingerIdentifiers(points.count)
        handle(zip(identifiers, points).map { TouchChange(identifier: $0, phase: .began, location: $1) })
        return zip(identifiers, points).map { Finger(identifier: $0, location: $1, window: self) }
    }

    /// A tap: down at `point`, up `duration` later (50 ms by default) at the same place.
    public func tap(at point: Point, duration: Duration = .milliseconds(50)) {
        let finger = touchDown(at: point)
        testClock.advance(by: duration)
        finger.lift()
    }

    /// Two taps `gap` apart (100 ms by default), each 50 ms long.
    public func doubleTap(at point: Point, gap: Duration = .milliseconds(100)) {
        tap(at: point)
        testClock.advance(by: gap)
        tap(at: point)
    }

    /// Presses at `point` for `duration`, then lifts.
    public func press(at point: Point, duration: Duration) {
        let finger = touchDown(at: point)
        testClock.advance(by: duration)
        finger.lift()
    }

    /// Drags one finger from `start` to `end` in `steps` equal moves over `duration`, then lifts.
    public func drag(from start: Point, to end: Point, duration: Duration = .milliseconds(300), steps: Int = 10) {
        let finger = touchDown(at: start)
        let count = max(steps, 1)
        for step in 1...count {
            testClock.advance(by: duration / count)
            let fraction = Double(step) / Double(count)
            finger.move(to: Point(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction))
        }
        finger.lift()
    }
}
