import ControlModel
import SceneFiles

/// Single touch: BTN_TOUCH says whether the finger is down, ABS_X/ABS_Y where (positions carry
/// over while it is up).
struct SingleTouchTracker: ContactTracker {
    private let scale: PositionScale
    private var x: Int?, y: Int?
    private var down = false
    private var touch: Int?
    private var emitted: Point?
    /// Where the finger went down while no position is known yet (BTN_TOUCH without ABS_X/Y).
    private var downWithoutPosition: SourceLocation?

    init(scale: PositionScale) { self.scale = scale }

    mutating func process(_ events: ArraySlice<RecordingEvent>, _ frame: FrameStamp, into log: inout ContactLog) throws(FileError) {
        var cause = frame.location
        for event in events {
            if event.type == InputCode.evAbs && event.code == InputCode.absX { x = event.value }
            if event.type == InputCode.evAbs && event.code == InputCode.absY { y = event.value }
            if event.type == InputCode.evKey && event.code == InputCode.btnTouch {
                down = event.value != 0
                cause = event.location
            }
        }
        if down, let x, let y {
            let location = log.point(scale, x, y, cause: cause)
            if let touch {
                if emitted != location { log.move(frame, touch, to: location) }
            } else {
                touch = try log.begin(frame, at: location, cause: downWithoutPosition ?? cause)
                downWithoutPosition = nil
            }
            emitted = location
        } else if down {
            // down, but no position yet: it begins when one comes
            if touch == nil, downWithoutPosition == nil { downWithoutPosition = cause }
        } else {
            lift(frame, into: &log)
        }
    }

    /// Ends the touch down, or counts it left out when it never had a position.
    private mutating func lift(_ frame: FrameStamp, into log: inout ContactLog) {
        if let touch { log.end(frame, touch, at: emitted ?? .zero) }
        if let downWithoutPosition { log.leaveOut(downWithoutPosition) }
        touch = nil
        downWithoutPosition = nil
    }

    mutating func finish(_ frame: FrameStamp, into log: inout ContactLog) {
        lift(frame, into: &log)
    }
}
