import Testing
@testable import ControlModel

@Suite("TapCounter: 0.35 s and 45 pt continue a tap count")
struct TapCounterTests {
    let origin = Point(x: 100, y: 100)

    @Test func theFirstTouchDownCountsOne() {
        let counter = TapCounter()
        #expect(counter.tapCount(forDownAt: origin, time: .zero) == 1)
    }

    @Test func defaultsAre350MillisecondsAnd45Points() {
        let counter = TapCounter()
        #expect(counter.maximumInterval == .milliseconds(350))
        #expect(counter.maximumDistance == 45)
    }

    @Test func aDownWithin350MillisecondsAnd45PointsOfTheLiftContinuesTheCount() {
        var counter = TapCounter()
        counter.recordLift(at: origin, time: Timestamp(seconds: 1), tapCount: 1)
        #expect(counter.tapCount(forDownAt: Point(x: 110, y: 110), time: Timestamp(seconds: 1.2)) == 2)
        counter.recordLift(at: Point(x: 110, y: 110), time: Timestamp(seconds: 1.3), tapCount: 2)
        #expect(counter.tapCount(forDownAt: Point(x: 100, y: 100), time: Timestamp(seconds: 1.5)) == 3)
    }

    @Test func theLimitsThemselvesStillContinueTheCount() {
        var counter = TapCounter()
        counter.recordLift(at: origin, time: Timestamp(seconds: 1), tapCount: 1)
        #expect(counter.tapCount(forDownAt: Point(x: 145, y: 100), time: Timestamp(seconds: 1.35)) == 2)
        #expect(counter.tapCount(forDownAt: Point(x: 127, y: 136), time: Timestamp(seconds: 1.35)) == 2)  // 3-4-5: 45 pt
    }

    @Test func aDownLaterThan350MillisecondsRestartsAtOne() {
        var counter = TapCounter()
        counter.recordLift(at: origin, time: Timestamp(seconds: 1), tapCount: 1)
        #expect(counter.tapCount(forDownAt: origin, time: Timestamp(nanoseconds: 1_350_000_001)) == 1)
        #expect(counter.tapCount(forDownAt: origin, time: Timestamp(seconds: 2)) == 1)
    }

    @Test func aDownFartherThan45PointsRestartsAtOne() {
        var counter = TapCounter()
        counter.recordLift(at: origin, time: Timestamp(seconds: 1), tapCount: 3)
        #expect(counter.tapCount(forDownAt: Point(x: 145.01, y: 100), time: Timestamp(seconds: 1.1)) == 1)
        #expect(counter.tapCount(forDownAt: Point(x: 132, y: 132), time: Timestamp(seconds: 1.1)) == 1)  // 45.25 pt
    }

    @Test func theLimitsAreOverridableParameters() {
        var counter = TapCounter()
        counter.maximumInterval = .milliseconds(500)
        counter.maximumDistance = 10
        counter.recordLift(at: origin, time: .zero, tapCount: 1)
        #expect(counter.tapCount(forDownAt: origin, time: Timestamp(seconds: 0.45)) == 2)
        #expect(counter.tapCount(forDownAt: Point(x: 111, y: 100), time: Timestamp(seconds: 0.1)) == 1)
    }
}
