import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// `whenTapped` and friends (BlocksKit's `bk_whenTapped:`, fixed).
@Suite struct TapConvenienceTests {
    let rig = GestureRig()
    let photo = View(frame: Rect(x: 0, y: 100, width: 390, height: 390), identifier: "photo")
    let point = pt(100, 200)

    init() { rig.add(photo) }

    /// `count` quick taps at `point`, 100 ms apart.
    private func taps(_ count: Int) {
        for index in 0..<count {
            if index > 0 { rig.wait(100) }
            rig.window.tap(at: point)
        }
    }

    @Test func whenTappedAloneFiresAtTheLift() {
        var log: [String] = []
        let token = photo.whenTapped { log.append("open") }
        rig.window.tap(at: point)
        #expect(log == ["open"])
        _ = token
    }

    @Test func whenTappedWithWhenDoubleTappedFiresExactly350MillisecondsAfterTheLift() {
        // The design notes' example, in spirit.
        var log: [String] = []
        let open = photo.whenTapped { log.append("open") }
        let zoom = photo.whenDoubleTapped { log.append("zoom") }
        rig.window.tap(at: point)
        rig.wait(349)
        #expect(log == [])
        rig.wait(1)
        #expect(log == ["open"])
        log.removeAll()
        rig.wait(1000)
        rig.window.doubleTap(at: point)
        rig.wait(1000)
        #expect(log == ["zoom"])
        _ = (open, zoom)
    }

    @Test func whenDoubleTappedNeedsTwoTapsOfOneFingerNotATwoFingerTap() {
        // BlocksKit #298: bk_whenDoubleTapped was a two-finger single tap.
        var zooms = 0
        let token = photo.whenDoubleTapped { zooms += 1 }
        #expect(token.recognizer.numberOfTouchesRequired == 1)
        #expect(token.recognizer.numberOfTapsRequired == 2)
        let fingers = rig.window.touchDown(at: [pt(100, 200), pt(140, 200)])
        rig.wait(50)
        for finger in fingers { finger.lift() }
        rig.wait(1000)
        #expect(zooms == 0)
        taps(1)
        rig.wait(1000)
        #expect(zooms == 0)
        taps(2)
        #expect(zooms == 1)
    }

    static let allOrders: [[Int]] = [[1, 2, 3], [1, 3, 2], [2, 1, 3], [2, 3, 1], [3, 1, 2], [3, 2, 1]]

    @Test(arguments: allOrders)
    func singleDoubleTripleResolveTheSameInAnyOrderOfAdding(_ order: [Int]) {
        // BlocksKit #373: the chain linked only equal counts, new → old.
        var fired: [Int] = []
        var tokens: [TapConvenienceToken] = []
        for count in order {
            tokens.append(photo.whenTouches(1, tapped: count) { _ in fired.append(count) })
        }
        #expect(photo.gestureRecognizers.count == 3)
        for count in 1...3 {
            fired.removeAll()
            taps(count)
            rig.wait(1000)
            #expect(fired == [count], "order \(order), \(count) taps")
        }
        _ = tokens
    }

    @Test func callingWhenTapped1000TimesKeepsOneRecognizer() {
        // BlocksKit #330: every call added a recognizer.
        var runs = 0
        var tokens: [TapConvenienceToken] = []
        for _ in 0..<1000 { tokens.append(photo.whenTapped { runs += 1 }) }
        #expect(photo.gestureRecognizers.count == 1)
        #expect(tokens.allSatisfy { $0.recognizer === tokens[0].recognizer })
        rig.window.tap(at: point)
        #expect(runs == 1000)
    }

    @Test func conveniencesTurnUserInteractionOn() {
        // BlocksKit #334.
        photo.isUserInteractionEnabled = false
        var opened = 0
        let token = photo.whenTapped { opened += 1 }
        #expect(photo.isUserInteractionEnabled)
        rig.window.tap(at: point)
        #expect(opened == 1)
        _ = token
    }

    @Test func removingOneConvenienceKeepsTheSharedRecognizerForTheOthers() {
        var log: [String] = []
        let first = photo.whenTapped { log.append("first") }
        let second = photo.whenTapped { log.append("second") }
        first.remove()
        #expect(!first.isActive && second.isActive)
        #expect(photo.gestureRecognizers.count == 1)
        rig.window.tap(at: point)
        #expect(log == ["second"])
        second.remove()
        #expect(photo.gestureRecognizers.isEmpty)
    }

    @Test func removingTheDoubleTapRelinksTheChainSoTheSingleTapFiresAtOnce() {
        var log: [String] = []
        let open = photo.whenTapped { log.append("open") }
        let zoom = photo.whenDoubleTapped { log.append("zoom") }
        let more = photo.whenTouches(1, tapped: 3) { _ in log.append("more") }
        zoom.remove()
        #expect(photo.gestureRecognizers.count == 2)
        #expect(open.recognizer.failureRequirements.map(\.numberOfTapsRequiredIfTap) == [3])
        more.remove()
        #expect(open.recognizer.failureRequirements.isEmpty)
        rig.window.tap(at: point)
        #expect(log == ["open"])
    }

    @Test func twoFingerConvenienceIsSeparateFromOneFingerTaps() {
        var log: [String] = []
        let one = photo.whenTapped { log.append("one") }
        let two = photo.whenTouches(2, tapped: 1) { _ in log.append("two") }
        #expect(photo.gestureRecognizers.count == 2)
        #expect(one.recognizer.failureRequirements.isEmpty)
        let fingers = rig.window.touchDown(at: [pt(100, 200), pt(140, 200)])
        rig.wait(50)
        for finger in fingers { finger.lift() }
        #expect(log == ["two"])
        _ = (one, two)
    }

    @Test func convenienceHandlerReceivesTheTapLocation() {
        var location: Point?
        let token = photo.whenTouches(1, tapped: 1) { call in location = call.location }
        rig.window.tap(at: point)
        #expect(location == pt(100, 100))
        _ = token
    }
}

extension GestureRecognizer {
    /// The number of taps for a tap recognizer (nil for others), for readable expectations.
    fileprivate var numberOfTapsRequiredIfTap: Int? { (self as? TapGestureRecognizer)?.numberOfTapsRequired }
}
