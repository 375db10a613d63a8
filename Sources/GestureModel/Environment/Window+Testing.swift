import ControlModel

extension Window {
    var testClock: TestScheduler {
        guard let clock = scheduler as? TestScheduler else {
            preconditionFailure("the gesture helpers that wait need a window on a TestScheduler")
        }
        return clock
    }

    private func nextFingerIdentifier() -> Int {
        var identifier = 1
        while touchesDown[identifier] != nil { identifier += 1 }
        return identifier
    }

    /// Puts a finger down at `point` (window coordinates) now.
    @discardableResult
    public func touchDown(at point: Point) -> Finger {
        let identifier = nextFingerIdentifier()
        handle([TouchChange(identifier: identifier, phase: .began, location: point)])
        return Finger(identifier: identifier, location: point, window: self)
    }

    /// Puts several fingers down at once.
    @discardableResult
    public func touchDown(at points: [Point]) -> [Finger] {
        var identifiers: [Int] = []
        for _ in points {
            var identifier = 1
            while touchesDown[identifier] != nil || identifiers.contains(identifier) { identifier += 1 }
            identifiers.append(identifier)
        }
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
