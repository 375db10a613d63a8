import ControlModel
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import GestureMaps
@testable import TestFixtures

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// ``ProbeGesture``: the probes' shapes, their trace form, and that each is clearly the gesture
/// it is named after for UIKit's default recognizers.
@Suite struct ProbeGestureTests {
    static let point = pt(200, 300)

    static func milliseconds(_ time: Timestamp) -> Double { Double(time.nanoseconds) / 1e6 }

    @Test func aTapIsDownAndUp50MillisecondsApartInOnePlace() {
        let samples = ProbeGesture.tap.samples(at: Self.point)
        #expect(samples.map(\.change.phase) == [.began, .ended])
        #expect(samples.map { Self.milliseconds($0.time) } == [0, 50])
        #expect(samples.allSatisfy { $0.change.location == Self.point && $0.change.identifier == 1 })
    }

    @Test func aDoubleTapsSecondTapComes100MillisecondsAfterTheFirstLift() {
        let samples = ProbeGesture.doubleTap.samples(at: Self.point)
        #expect(samples.map(\.change.phase) == [.began, .ended, .began, .ended])
        #expect(samples.map { Self.milliseconds($0.time) } == [0, 50, 150, 200])
    }

    @Test func aLongPressIsHeldStillForASecond() {
        let samples = ProbeGesture.longPress.samples(at: Self.point)
        #expect(samples.map { Self.milliseconds($0.time) } == [0, 1000])
        #expect(samples.allSatisfy { $0.change.location == Self.point })
    }

    @Test(arguments: ProbeDirection.allCases)
    func aPanIsSlowEnoughNotToBeASwipeAndASwipeFastEnough(_ direction: ProbeDirection) {
        let pan = ProbeGesture.pan(direction).samples(at: Self.point)
        #expect(pan.count == 1 + 72 + 1)
        #expect(pan.dropFirst().dropLast().allSatisfy { $0.change.phase == .moved })
        let end = pt(Self.point.x + direction.vector.x * 100, Self.point.y + direction.vector.y * 100)
        #expect(pan.last?.change.location == end && pan.last?.change.phase == .ended)
        #expect(Self.milliseconds(pan[72].time) == 1200)
        #expect(pan.last.map { Self.milliseconds($0.time) } == 1216.667)
        // within a swipe's 0.5 s the pan covers less than a swipe's 50 pt
        let halfSecond = pan.last { $0.time <= Timestamp(seconds: 0.5) }
        #expect((halfSecond?.change.location.distance(to: Self.point) ?? 0) < 50)

        let swipe = ProbeGesture.swipe(direction).samples(at: Self.point)
        #expect(swipe.count == 1 + 9 + 1)
        #expect(Self.milliseconds(swipe[9].time) == 150)
        #expect((swipe.last?.change.location.distance(to: Self.point) ?? 0) == 120)
    }

    @Test func fingersStopAtTheWindowsEdges() {
        let window = Rect(x: 0, y: 0, width: 390, height: 844)
        let samples = ProbeGesture.pan(.right).samples(at: pt(352, 400), within: window)
        // 38 pt of room: the finger reaches the edge after 28 moves (1.39 pt each), then stays
        #expect(samples.last?.change.location == pt(390, 400))
        #expect(samples.filter { $0.change.phase == .moved }.count == 28)
        #expect(samples.last.map { Self.milliseconds($0.time) } == 1216.667)
        let pinch = ProbeGesture.pinch.samples(at: pt(20, 400), fingerOffset: pt(10, 0), within: window)
        #expect(pinch.suffix(2).map(\.change.location) == [pt(0, 400), pt(40, 400)])
    }

    @Test func aPinchDoublesTheFingersDistanceAroundAStillMiddle() {
        let samples = ProbeGesture.pinch.samples(at: Self.point)
        let first = samples.prefix(2).map(\.change.location)
        let last = samples.suffix(2).map(\.change.location)
        #expect(first == [pt(150, 300), pt(250, 300)])
        #expect(last == [pt(100, 300), pt(300, 300)])
        #expect(samples.suffix(2).allSatisfy { $0.change.phase == .ended })
        #expect(samples.count == 2 + 2 * 18 + 2)
    }

    @Test func aRotationTurnsSixtyDegreesKeepingTheDistance() {
        let samples = ProbeGesture.rotation.samples(at: Self.point, fingerOffset: pt(0, 25))
        #expect(samples.prefix(2).map(\.change.location) == [pt(200, 275), pt(200, 325)])
        for pair in stride(from: 0, to: samples.count, by: 2) {
            let a = samples[pair].change.location, b = samples[pair + 1].change.location
            #expect(abs(a.distance(to: b) - 50) < 0.01)
            #expect(abs((a.x + b.x) / 2 - 200) < 0.001 && abs((a.y + b.y) / 2 - 300) < 0.001)
        }
        let end = samples[samples.count - 1].change.location
        let angle = atan2(end.y - 300, end.x - 200) - atan2(25, 0)
        #expect(abs(angle - Double.pi / 3) < 0.0001)
    }

    @Test(arguments: ProbeGesture.oneFinger + ProbeGesture.twoFinger)
    func theJSONLinesFormIsTheSameTrace(_ probe: ProbeGesture) throws {
        let text = probe.jsonLines(at: pt(100.25, 200.5), scene: "x.scene.json")
        let decoder = TraceDecoder(file: "probe")
        let lines = text.split(separator: "\n")
        guard case .header(let scene)? = try decoder.decode(Array(lines[0].utf8)[...], line: 1)?.content else {
            Issue.record("no header")
            return
        }
        #expect(scene == "x.scene.json")
        let expected = probe.traceLines(at: pt(100.25, 200.5))
        #expect(lines.count - 1 == expected.count)
        for (index, line) in lines.dropFirst().enumerated() {
            let decoded = try decoder.decode(Array(line.utf8)[...], line: index + 2)
            guard case .sample(let change)? = decoded?.content, case .sample(let want) = expected[index].content else {
                Issue.record("line \(index + 2) is not a sample")
                continue
            }
            #expect(change == want)
            #expect(decoded?.time == expected[index].time)
        }
    }

    @Test func namesAndCodes() {
        #expect(ProbeGesture.oneFinger.map(\.description) == [
            "tap", "double tap", "long press", "pan right", "pan left", "pan up", "pan down", "swipe right", "swipe left", "swipe up",
            "swipe down",
        ])
        #expect(ProbeGesture.twoFinger.map(\.code) == ["pinch", "rotation"])
        #expect(ProbeGesture.swipe(.up).direction == .up && ProbeGesture.tap.direction == nil)
        #expect(ProbeGesture.pinch.fingers == 2 && ProbeGesture.pan(.left).fingers == 1)
        #expect(ProbeGesture.shapes == "tap 50 ms down; double tap 100 ms apart; long press 1 s; pan 100 pt in 1.2 s; "
            + "swipe 120 pt in 0.15 s; pinch 100 to 200 pt and rotation 60° in 0.3 s")
    }

    /// A scene with one view holding `recognizers` (JSON), mapped.
    static func map(_ recognizers: String) throws -> MappedView? {
        let scene = """
            {"scene": 1, "window": {"width": 390, "height": 844},
             "views": [{"id": "pad", "frame": [0, 0, 390, 844], "recognizers": [\(recognizers)]}]}
            """
        return try GestureMap(sceneBytes: Array(scene.utf8), file: "pad.scene.json").views.first
    }

    /// The probes that made `id` recognize.
    static func probes(recognizing id: String, in view: MappedView?) -> [String] {
        (view?.probes ?? []).filter { probe in probe.recognizers.contains { $0.id == id && $0.recognized } }.map(\.gesture.description)
    }

    @Test func eachProbeIsTheGestureItIsNamedAfterForUIKitsDefaults() throws {
        // each default recognizer alone on a view: which probes it recognizes
        #expect(Self.probes(recognizing: "r", in: try Self.map(#"{"id": "r", "type": "tap"}"#)) == ["tap", "double tap"])
        #expect(Self.probes(recognizing: "r", in: try Self.map(#"{"id": "r", "type": "tap", "taps": 2}"#)) == ["double tap"])
        #expect(Self.probes(recognizing: "r", in: try Self.map(#"{"id": "r", "type": "longPress"}"#)) == ["long press"])
        #expect(Self.probes(recognizing: "r", in: try Self.map(#"{"id": "r", "type": "swipe", "direction": "up"}"#)) == ["swipe up"])
        let pans = ProbeDirection.allCases.map { "pan \($0)" } + ProbeDirection.allCases.map { "swipe \($0)" }
        #expect(Self.probes(recognizing: "r", in: try Self.map(#"{"id": "r", "type": "pan", "maximumTouches": 1}"#)) == pans)
        let pinch = try Self.map(#"{"id": "r", "type": "pinch"}"#)
        #expect(Self.probes(recognizing: "r", in: pinch) == ["pinch"])
        #expect(pinch?.fingerOffset == pt(50, 0))
        #expect(Self.probes(recognizing: "r", in: try Self.map(#"{"id": "r", "type": "rotation"}"#)) == ["rotation"])
        // one-finger recognizers get no two-finger probes
        #expect(try Self.map(#"{"id": "r", "type": "tap"}"#)?.probes.count == 11)
    }
}
