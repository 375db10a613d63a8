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
            let location = scale.point(x, y)
            if let touch {
                if emitted != location { log.move(frame, touch, to: location) }
            } else {
                touch = try log.begin(frame, at: location, cause: cause)
            }
            emitted = location
        } else if !down, let current = touch {
            log.end(frame, current, at: emitted ?? .zero)
            touch = nil
        }
    }

    mutating func finish(_ frame: FrameStamp, into log: inout ContactLog) {
        if let touch { log.end(frame, touch, at: emitted ?? .zero) }
        touch = nil
    }
}
