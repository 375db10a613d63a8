import ControlModel
import GestureModel
import SceneFiles

/// The samples an import produces, and the touch ids in use: each new contact gets the smallest
/// free number from 1. At most ``ReplayLimits/maximumTouchesDown`` contacts may be down at once (the
/// replay's own rule, checked here so that `check`, `import` and `replay` accept the same
/// recordings).
///
/// An id freed in a frame is not free again until the next frame: a frame that lifts one finger
/// and lands another keeps both in one touch event. With the same id, `touch 1 ended` then
/// `touch 1 began` at one `t` would split the frame in two by the trace's rules (a finger that
/// lifts and lands again), and a recognizer would see every finger up in between; UIKit delivers
/// one hardware frame as one `UIEvent`. So ids reach at most 128 (64 down, 64 freed in the frame),
/// two 64-bit masks.
struct ContactLog {
    /// The file, for messages.
    let file: String
    /// The samples produced and not yet handed out.
    var samples: [ImportedSample] = []
    /// Bit `n - 1` of the pair is set while id `n` is down.
    private var used = IDMask()
    /// The ids freed in the frame being logged.
    private var freed = IDMask()
    /// Where that frame ends (its SYN_REPORT): a frame's identity.
    private var frame: SourceLocation?
    /// The contacts begun so far.
    private(set) var begun = 0
    /// Positions outside the device's ranges, put at the window's edge: how many, and where the
    /// first came from.
    private(set) var clamped: Tally?
    /// Contacts left out because the recording never gave their position.
    private(set) var unplaced: Tally?

    init(file: String) { self.file = file }

    /// The number of contacts down.
    var down: Int { used.count }

    /// Begins a contact at `location`, caused by the event at `cause`; returns its id.
    ///
    /// - Complexity: O(1).
    mutating func begin(_ frame: FrameStamp, at location: Point, cause: SourceLocation) throws(FileError) -> Int {
        guard down < Swift.min(ReplayLimits.maximumTouchesDown, 64) else {
            throw FileError(file: file, location: cause, message: "more than \(ReplayLimits.maximumTouchesDown) contacts down at once (a replay takes at most \(ReplayLimits.maximumTouchesDown) touches)")
        }
        enter(frame)
        let id = used.union(freed).smallestFree
        used.insert(id)
        begun += 1
        emit(frame, id, .began, location)
        return id
    }

    /// Moves contact `id` to `location`.
    mutating func move(_ frame: FrameStamp, _ id: Int, to location: Point) { emit(frame, id, .moved, location) }

    /// Ends contact `id` at `location`; its id is free again from the next frame.
    mutating func end(_ frame: FrameStamp, _ id: Int, at location: Point) {
        enter(frame)
        emit(frame, id, .ended, location)
        used.remove(id)
        freed.insert(id)
    }

    /// The window point of the raw position (`x`, `y`) read at `cause`, counted when it is
    /// outside the ranges (``PositionScale/point(_:_:)`` puts it at the edge).
    mutating func point(_ scale: PositionScale, _ x: Int, _ y: Int, cause: SourceLocation) -> Point {
        if !scale.contains(x, y) { clamped.count(cause) }
        return scale.point(x, y)
    }

    /// Counts a contact left out because the recording never gave its position (it began at
    /// `cause`).
    mutating func leaveOut(_ cause: SourceLocation) { unplaced.count(cause) }

    /// Starts a new frame's freed ids when `frame` is not the one being logged.
    private mutating func enter(_ frame: FrameStamp) {
        guard frame.location != self.frame else { return }
        self.frame = frame.location
        freed = IDMask()
    }

    private mutating func emit(_ frame: FrameStamp, _ id: Int, _ phase: TouchPhase, _ location: Point) {
        samples.append(ImportedSample(time: frame.time, change: TouchChange(identifier: id, phase: phase, location: location), location: frame.location))
    }
}

/// A frame's time (from the first frame) and where it ends (its SYN_REPORT).
struct FrameStamp {
    var time: Timestamp
    var location: SourceLocation
}
