import ControlModel
import GestureModel
import SceneFiles

/// The samples an import produces, and the touch ids in use: each new contact gets the smallest
/// free number from 1. At most ``ReplayLimits/maximumTouchesDown`` contacts may be down at once (the
/// replay's own rule, checked here so that `check`, `import` and `replay` accept the same
/// recordings), so the ids fit in one 64-bit mask.
struct ContactLog {
    /// The file, for messages.
    let file: String
    /// The samples produced and not yet handed out.
    var samples: [ImportedSample] = []
    /// Bit `n - 1` is set while id `n` is down.
    private var used: UInt64 = 0

    init(file: String) { self.file = file }

    /// The number of contacts down.
    var down: Int { used.nonzeroBitCount }

    /// Begins a contact at `location`, caused by the event at `cause`; returns its id.
    ///
    /// - Complexity: O(1).
    mutating func begin(_ frame: FrameStamp, at location: Point, cause: SourceLocation) throws(FileError) -> Int {
        guard down < Swift.min(ReplayLimits.maximumTouchesDown, 64) else {
            throw FileError(file: file, location: cause, message: "more than \(ReplayLimits.maximumTouchesDown) contacts down at once (a replay takes at most \(ReplayLimits.maximumTouchesDown) touches)")
        }
        let id = (~used).trailingZeroBitCount + 1
        used |= 1 << UInt64(id - 1)
        emit(frame, id, .began, location)
        return id
    }

    /// Moves contact `id` to `location`.
    mutating func move(_ frame: FrameStamp, _ id: Int, to location: Point) { emit(frame, id, .moved, location) }

    /// Ends contact `id` at `location`; its id is free again.
    mutating func end(_ frame: FrameStamp, _ id: Int, at location: Point) {
        emit(frame, id, .ended, location)
        used &= ~(1 << UInt64(id - 1))
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
