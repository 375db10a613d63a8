import ControlModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A gesture the gesture map (`GestureMap`) aims at a view: an ordinary trace with fixed,
/// deterministic timings, shaped from UIKit's default thresholds so that each clearly is the
/// gesture it is named after and, where UIKit allows, clearly not the others.
///
/// Every probe starts at time 0 with its fingers down at the probe point; moves come at 60 Hz
/// (``frameRate``, each frame's time rounded to a microsecond); fingers lift one frame after
/// their last move, where it left them. In a `GestureMap` the fingers stop at the window's
/// edges, as they would at the screen's.
///
/// | probe | shape | why |
/// |---|---|---|
/// | tap | down, up 50 ms later | a tap may last 0.75 s and move 45 pt |
/// | double tap | two such taps, the second 100 ms after the first lift | taps may be 0.35 s apart |
/// | long press | held still 1 s | a long press begins after 0.5 s if the finger stays within 10 pt; a tap fails after 0.75 s down |
/// | pan | 100 pt over 1.2 s | a pan begins after 10 pt; only 41.7 pt in the first 0.5 s, under a swipe's 50 pt within 0.5 s, so it is not also a swipe |
/// | swipe | 120 pt in 0.15 s | a swipe needs 50 pt along its direction within 0.5 s (and at most 200 pt across); a pan begins too, as on iOS |
/// | pinch | two fingers 100 pt apart spread to 200 pt over 0.3 s | a pinch begins after 8 pt; the fingers' middle and angle stay, so no two-finger pan or rotation |
/// | rotation | two fingers 100 pt apart turn 60° clockwise around their middle over 0.3 s | a rotation begins after 5° (the distance stays, so no pinch and no more than 5°) |
public enum ProbeGesture: Hashable, Sendable, CustomStringConvertible {
    /// One finger, down and up.
    case tap
    /// One finger, two taps.
    case doubleTap
    /// One finger held still.
    case longPress
    /// One finger dragged slowly.
    case pan(ProbeDirection)
    /// One finger flicked.
    case swipe(ProbeDirection)
    /// Two fingers spreading apart.
    case pinch
    /// Two fingers turning around their middle.
    case rotation

    /// The one-finger probes, in the order the map lists them: tap, double tap, long press,
    /// the pans, then the swipes (right, left, up, down).
    public static let oneFinger: [ProbeGesture] =
        [.tap, .doubleTap, .longPress] + ProbeDirection.allCases.map(ProbeGesture.pan) + ProbeDirection.allCases.map(ProbeGesture.swipe)
    /// The two-finger probes: pinch, rotation.
    public static let twoFinger: [ProbeGesture] = [.pinch, .rotation]

    /// How often moving fingers are sampled: 60 Hz, a display's frame rate.
    public static let frameRate = 60
    /// How long a tap's finger stays down: 50 ms.
    public static let tapDuration: Duration = .milliseconds(50)
    /// The time from a double tap's first lift to its second touch-down: 100 ms.
    public static let doubleTapGap: Duration = .milliseconds(100)
    /// How long a long press is held: 1 s.
    public static let longPressDuration: Duration = .seconds(1)
    /// How far a pan moves: 100 pt.
    public static let panDistance = 100.0
    /// How long a pan takes: 1.2 s (72 frames).
    public static let panDuration: Duration = .milliseconds(1200)
    /// How far a swipe moves: 120 pt.
    public static let swipeDistance = 120.0
    /// How long a swipe takes: 0.15 s (9 frames).
    public static let swipeDuration: Duration = .milliseconds(150)
    /// How much a pinch spreads the fingers' distance: twice it.
    public static let pinchScale = 2.0
    /// How far a rotation turns: 60° (in radians, clockwise on screen).
    public static let rotationAngle = Double.pi / 3
    /// How long a pinch or a rotation takes: 0.3 s (18 frames).
    public static let twoFingerDuration: Duration = .milliseconds(300)
    /// Where the two fingers of a pinch or rotation land from the probe point, by default:
    /// 50 pt to either side (100 pt apart).
    public static let defaultFingerOffset = Point(x: 50, y: 0)

    /// How many fingers it uses.
    public var fingers: Int {
        switch self {
        case .tap, .doubleTap, .longPress, .pan, .swipe: return 1
        case .pinch, .rotation: return 2
        }
    }

    /// The direction of a pan or swipe.
    public var direction: ProbeDirection? {
        switch self {
        case .pan(let direction), .swipe(let direction): return direction
        case .tap, .doubleTap, .longPress, .pinch, .rotation: return nil
        }
    }

    /// Its kind, for programs: `tap`, `doubleTap`, `longPress`, `pan`, `swipe`, `pinch`,
    /// `rotation` (a pan's or swipe's direction is ``direction``).
    public var code: String {
        switch self {
        case .tap: return "tap"
        case .doubleTap: return "doubleTap"
        case .longPress: return "longPress"
        case .pan: return "pan"
        case .swipe: return "swipe"
        case .pinch: return "pinch"
        case .rotation: return "rotation"
        }
    }

    /// Its name for people: `tap`, `double tap`, `long press`, `pan left`, `swipe up`, `pinch`,
    /// `rotation`.
    public var description: String {
        switch self {
        case .tap: return "tap"
        case .doubleTap: return "double tap"
        case .longPress: return "long press"
        case .pan(let direction): return "pan \(direction.rawValue)"
        case .swipe(let direction): return "swipe \(direction.rawValue)"
        case .pinch: return "pinch"
        case .rotation: return "rotation"
        }
    }

    /// The probe's touch samples in time order: one finger (touch 1) landing at `point`, or two
    /// (touches 1 and 2) landing at `point` − `fingerOffset` and `point` + `fingerOffset`.
    ///
    /// With `bounds` (the window's, in window coordinates), fingers stop at its edges as they
    /// do at a screen's: a position past an edge is put on it, and a finger that did not move
    /// since its last sample gets no move. Positions are rounded to a thousandth of a point, so
    /// the trace's text says exactly what is replayed.
    public func samples(
        at point: Point, fingerOffset: Point = defaultFingerOffset, within bounds: Rect? = nil
    ) -> [(time: Timestamp, change: TouchChange)] {
        var samples: [(time: Timestamp, change: TouchChange)] = []
        var last: [Int: Point] = [:]
        func add(_ time: Timestamp, _ finger: Int, _ phase: TouchPhase, _ location: Point) {
            var kept = location
            if let bounds {
                kept = Point(x: min(max(kept.x, bounds.minX), bounds.maxX), y: min(max(kept.y, bounds.minY), bounds.maxY))
            }
            let exact = Point(x: (kept.x * 1000).rounded() / 1000, y: (kept.y * 1000).rounded() / 1000)
            if phase == .moved, last[finger] == exact { return }
            last[finger] = exact
            samples.append((time, TouchChange(identifier: finger, phase: phase, location: exact)))
        }
        // whole microseconds, so the JSON Lines form (six decimals) is exact
        func frame(_ index: Int) -> Timestamp {
            Timestamp(nanoseconds: Int64((Double(index) * 1e6 / Double(ProbeGesture.frameRate)).rounded()) * 1000)
        }
        func frames(in duration: Duration) -> Int {
            Int((Timestamp(nanoseconds: Timestamp.nanoseconds(of: duration)).seconds * Double(ProbeGesture.frameRate)).rounded())
        }
        let zero = Timestamp.zero
        switch self {
        case .tap:
            add(zero, 1, .began, point)
            add(zero.advanced(by: ProbeGesture.tapDuration), 1, .ended, point)
        case .doubleTap:
            let firstLift = zero.advanced(by: ProbeGesture.tapDuration)
            let secondDown = firstLift.advanced(by: ProbeGesture.doubleTapGap)
            add(zero, 1, .began, point)
            add(firstLift, 1, .ended, point)
            add(secondDown, 1, .began, point)
            add(secondDown.advanced(by: ProbeGesture.tapDuration), 1, .ended, point)
        case .longPress:
            add(zero, 1, .began, point)
            add(zero.advanced(by: ProbeGesture.longPressDuration), 1, .ended, point)
        case .pan(let direction), .swipe(let direction):
            let isPan = self == .pan(direction)
            let distance = isPan ? ProbeGesture.panDistance : ProbeGesture.swipeDistance
            let count = frames(in: isPan ? ProbeGesture.panDuration : ProbeGesture.swipeDuration)
            add(zero, 1, .began, point)
            var location = point
            for index in 1...count {
                let travelled = distance * Double(index) / Double(count)
                location = Point(x: point.x + direction.vector.x * travelled, y: point.y + direction.vector.y * travelled)
                add(frame(index), 1, .moved, location)
            }
            add(frame(count + 1), 1, .ended, location)
        case .pinch, .rotation:
            let count = frames(in: ProbeGesture.twoFingerDuration)
            add(zero, 1, .began, point - fingerOffset)
            add(zero, 2, .began, point + fingerOffset)
            var offset = fingerOffset
            for index in 1...count {
                let progress = Double(index) / Double(count)
                if self == .pinch {
                    let scale = 1 + (ProbeGesture.pinchScale - 1) * progress
                    offset = Point(x: fingerOffset.x * scale, y: fingerOffset.y * scale)
                } else {
                    let angle = ProbeGesture.rotationAngle * progress
                    offset = Point(x: fingerOffset.x * cos(angle) - fingerOffset.y * sin(angle),
                                   y: fingerOffset.x * sin(angle) + fingerOffset.y * cos(angle))
                }
                add(frame(index), 1, .moved, point - offset)
                add(frame(index), 2, .moved, point + offset)
            }
            add(frame(count + 1), 1, .ended, point - offset)
            add(frame(count + 1), 2, .ended, point + offset)
        }
        return samples
    }
}
