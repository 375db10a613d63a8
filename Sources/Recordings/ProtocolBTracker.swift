import ControlModel
import SceneFiles

/// Multitouch protocol B: per-slot tracking ids and positions.
///
/// - ABS_MT_SLOT selects the slot later values belong to (it persists across frames).
/// - Values carry over within a slot: the kernel omits an unchanged axis, also for a new contact
///   in a slot that last held the same coordinate.
/// - A tracking id ≥ 0 begins a contact; −1 ends it; a different id without −1 between is an
///   end and a start.
/// - SYN_MT_REPORT belongs to protocol A: in a recording read as protocol B it is an error, not
///   an event to skip (a description of another device, one that declares slots, given for a
///   protocol-A log would otherwise merge every contact into the slot's one).
/// - A finger already down when the recording started (values on a slot that never announced a
///   tracking id) begins at the first frame, at the first position the start of the recording
///   reveals for its slot; one that first shows up after a contact began or ended begins when it
///   shows a position.
/// - A position is never invented. A coordinate the kernel left out for a new contact (equal to
///   the slot's value from before the recording) is the legacy pointer's (ABS_X/ABS_Y, the
///   kernel's pointer emulation: the oldest contact's position) when the contact is the only one
///   down; otherwise the contact begins at the first frame that gives it, and one that never
///   gets a position is left out and counted (``ContactLog/leaveOut(_:)``).
struct ProtocolBTracker: ContactTracker {
    private struct Slot {
        var trackingID = -1
        var x: Int?
        var y: Int?
        var touch: Int?
        var emitted: Point?
        var preexisting = false
        /// A tracking id event was seen on the slot.
        var started = false
        /// The last frame the slot changed in (to list each slot once a frame).
        var stamp = -1
        /// The first event that changed the slot in that frame.
        var cause = SourceLocation(line: 1, column: 1)
    }

    /// The most slots a device without a declared slot range may use.
    static let maximumSlots = 1024

    private let scale: PositionScale
    private let file: String
    /// Slots are `0..<slotLimit`.
    private let slotLimit: Int
    private var slots: [Slot] = []
    private var current: Int
    private var start: StartScan
    private var firstFrame = true
    private var frameNumber = 0
    private var changed: [Int] = []
    private var ended: [(touch: Int, location: Point)] = []
    /// The legacy pointer's last ABS_X and ABS_Y in the recording.
    private var pointerX: Int?, pointerY: Int?
    /// Slots whose contact is down but not begun: no position known yet.
    private var waiting: [Int] = []

    init(device: RecordingDevice, scale: PositionScale, file: String, start: StartScan) {
        self.scale = scale
        self.file = file
        self.start = start
        if let axis = device.axes[InputCode.absMTSlot], axis.minimum >= 0, axis.maximum >= axis.minimum {
            slotLimit = min(axis.maximum, Self.maximumSlots - 1) + 1
        } else {
            slotLimit = Self.maximumSlots
        }
        current = device.initialSlot
    }

    /// Makes sure slot `index` exists (the caller checked it against ``slotLimit``).
    private mutating func touchSlot(_ index: Int) {
        while slots.count <= index { slots.append(Slot()) }
    }

    @inline(__always)
    private mutating func markChanged(_ index: Int, by cause: SourceLocation) {
        if slots[index].stamp != frameNumber {
            slots[index].stamp = frameNumber
            slots[index].cause = cause
            changed.append(index)
        }
    }

    /// The error for a protocol-A SYN_MT_REPORT met in protocol B.
    private func mixedProtocols(_ event: RecordingEvent) -> FileError {
        FileError(file: file, location: event.location,
                  message: "SYN_MT_REPORT (multitouch protocol A) in a recording read as protocol B (the device declares ABS_MT_SLOT, or earlier frames gave tracking ids without SYN_MT_REPORT): is the device description for another device?")
    }

    private mutating func endContact(in index: Int, into log: inout ContactLog) {
        let slot = slots[index]
        if let touch = slot.touch, let emitted = slot.emitted {
            ended.append((touch, emitted))
        } else if slot.trackingID >= 0 || slot.preexisting {
            // down, but never placed: the recording never said where
            log.leaveOut(slot.cause)
            waiting.removeAll { $0 == index }
        }
        slots[index].touch = nil
        slots[index].preexisting = false
    }

    mutating func process(_ events: ArraySlice<RecordingEvent>, _ frame: FrameStamp, into log: inout ContactLog) throws(FileError) {
        frameNumber += 1
        changed.removeAll(keepingCapacity: true)
        ended.removeAll(keepingCapacity: true)
        for event in events {
            guard event.type == InputCode.evAbs else {
                if event.type == InputCode.evSyn && event.code == InputCode.synMTReport { throw mixedProtocols(event) }
                continue
            }
            switch event.code {
            case InputCode.absMTSlot:
                guard event.value >= 0, event.value < slotLimit else {
                    throw FileError(file: file, location: event.location,
                                    message: "slot \(event.value) is outside the device's slots 0…\(slotLimit - 1)")
                }
                current = event.value
            case InputCode.absMTTrackingID:
                guard current >= 0, current < slotLimit else { throw badSlot(event) }
                touchSlot(current)
                if event.value < 0 {
                    endContact(in: current, into: &log)
                    slots[current].trackingID = -1
                } else if event.value != slots[current].trackingID {
                    endContact(in: current, into: &log)
                    slots[current].trackingID = event.value
                }
                slots[current].started = true
                markChanged(current, by: event.location)
            case InputCode.absMTPositionX, InputCode.absMTPositionY:
                guard current >= 0, current < slotLimit else { throw badSlot(event) }
                touchSlot(current)
                if event.code == InputCode.absMTPositionX { slots[current].x = event.value } else { slots[current].y = event.value }
                let slot = slots[current]
                if slot.trackingID < 0 && !slot.started && slot.touch == nil && !slot.preexisting {
                    slots[current].preexisting = true
                }
                markChanged(current, by: event.location)
            case InputCode.absX:
                pointerX = event.value
            case InputCode.absY:
                pointerY = event.value
            case InputCode.absMTPressure, InputCode.absMTTouchMajor, InputCode.absMTTouchMinor, InputCode.absPressure, InputCode.absToolWidth:
                // pressure or size on a slot that never announced a contact: a finger already down
                let known = current >= 0 && current < slots.count
                guard firstFrame || (known && slots[current].preexisting) else { continue }
                guard current >= 0, current < slotLimit else { throw badSlot(event) }
                touchSlot(current)
                let slot = slots[current]
                if slot.trackingID < 0 && !slot.started && slot.touch == nil { slots[current].preexisting = true }
                markChanged(current, by: event.location)
            default:
                break
            }
        }
        if firstFrame {
            // every finger already down begins now, even one first heard of later in the start
            for index in start.downAtStart.sorted() where index >= 0 && index < slotLimit {
                touchSlot(index)
                let slot = slots[index]
                guard !slot.started, slot.trackingID < 0, slot.touch == nil else { continue }
                slots[index].preexisting = true
                markChanged(index, by: frame.location)
            }
        }
        for (touch, location) in ended { log.end(frame, touch, at: location) }
        // contacts still waiting for a position may get it from the pointer
        for index in waiting where slots[index].stamp != frameNumber {
            slots[index].stamp = frameNumber
            changed.append(index)
        }
        var onlyOne: Bool?
        for index in changed {
            let slot = slots[index]
            guard slot.trackingID >= 0 || slot.preexisting else { continue }
            var x = slot.x ?? start.firstX[index], y = slot.y ?? start.firstY[index]
            if x == nil || y == nil {
                if onlyOne == nil { onlyOne = downCount() == 1 }
                if onlyOne == true {
                    x = x ?? pointerX
                    y = y ?? pointerY
                }
            }
            guard let x, let y else {
                if slot.touch == nil, !waiting.contains(index) { waiting.append(index) }
                continue
            }
            let location = log.point(scale, x, y, cause: slot.cause)
            if let touch = slot.touch {
                if slot.emitted != location {
                    log.move(frame, touch, to: location)
                    slots[index].emitted = location
                }
            } else {
                slots[index].touch = try log.begin(frame, at: location, cause: slot.cause)
                slots[index].emitted = location
                waiting.removeAll { $0 == index }
            }
        }
        firstFrame = false
    }

    /// The number of contacts down (begun or waiting for a position).
    ///
    /// - Complexity: O(slots used); only for a contact without a position.
    private func downCount() -> Int {
        var count = 0
        for slot in slots where slot.trackingID >= 0 || slot.preexisting { count += 1 }
        return count
    }

    private func badSlot(_ event: RecordingEvent) -> FileError {
        FileError(file: file, location: event.location, message: "slot \(current) is outside the device's slots 0…\(slotLimit - 1)")
    }

    mutating func finish(_ frame: FrameStamp, into log: inout ContactLog) {
        for slot in slots {
            if let touch = slot.touch { log.end(frame, touch, at: slot.emitted ?? .zero) }
        }
        for index in waiting { log.leaveOut(slots[index].cause) }
        waiting = []
    }
}
