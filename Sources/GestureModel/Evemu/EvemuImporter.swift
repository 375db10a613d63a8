import ControlModel

/// Turns an evemu recording into touch samples in window points (<doc:FileFormats>).
///
/// - Frames end at SYN_REPORT; SYN_DROPPED discards everything up to and including the next
///   SYN_REPORT.
/// - Protocol B: per-slot tracking ids and positions; values carry over within a slot (the
///   kernel omits unchanged axes), an id change without −1 is an end and a start, −1 ends.
/// - Protocol A: the contacts of each frame are matched to the previous frame's by least total
///   distance (exhaustive for up to 8 contacts, greedy above), so fingers keep their identity.
/// - Single touch: BTN_TOUCH with ABS_X/ABS_Y.
/// - Coordinates are scaled from the device's axis ranges onto `width` × `height`; without a
///   height the aspect ratio is kept (physical, from the axis resolutions when both are known).
/// - Times start at 0 at the first frame (its SYN_REPORT). A contact already down when the
///   recording starts begins at the first frame (at the first position the recording reveals
///   for it); one still down at the end is ended at the last frame.
/// - Semi-MT touchpads and devices without positions are refused.
///
/// Touch ids in the output are the smallest free numbers from 1.
public struct EvemuImporter {
    /// The device's protocol.
    public let contactProtocol: EvemuProtocol
    /// The samples, in time order.
    public private(set) var samples: [ImportedSample] = []
    /// The window height used (given, or derived from the aspect ratio).
    public let height: Double
    private let recording: EvemuRecording
    private let file: String
    private let width: Double
    private let xAxis: EvemuAxis
    private let yAxis: EvemuAxis
    /// The time of the first frame that is not discarded: times count from it.
    private let origin: Int64

    /// Imports `recording` (read from `file`) scaled onto `width` × `height` points.
    public init(recording: EvemuRecording, file: String, width: Double, height: Double?) throws(FileError) {
        self.recording = recording
        self.file = file
        self.width = width
        let device = recording.device
        let start = SourceLocation(line: 1, column: 1)
        if device.isEmpty {
            throw FileError(file: file, location: start, message: "the recording has no device description (N:/P:/A: lines): pass --desc with the device's .desc file")
        }
        if device.isSemiMultitouch {
            throw FileError(file: file, location: start, message: "'\(device.name)' is a semi-multitouch device (INPUT_PROP_SEMI_MT): its slots report the corners of a bounding box, not fingers, so it cannot be imported")
        }
        let events = recording.events
        let hasSlots = device.axes[0x2F] != nil || events.contains { $0.type == 3 && ($0.code == 0x2F || $0.code == 0x39) }
        let hasMTReport = events.contains { $0.type == 0 && $0.code == 2 }
        if hasSlots {
            contactProtocol = .multitouchB
        } else if hasMTReport || device.axes[0x35] != nil {
            contactProtocol = .multitouchA
        } else {
            contactProtocol = .singleTouch
        }
        let x = contactProtocol == .singleTouch ? device.axes[0x00] : (device.axes[0x35] ?? device.axes[0x00])
        let y = contactProtocol == .singleTouch ? device.axes[0x01] : (device.axes[0x36] ?? device.axes[0x01])
        guard let x, let y else {
            throw FileError(file: file, location: start, message: "'\(device.name)' reports no positions (no ABS_MT_POSITION_X/Y or ABS_X/Y axis)")
        }
        for axis in [x, y] where axis.minimum >= axis.maximum {
            throw FileError(
                file: file, location: start,
                message: "'\(device.name)' has an empty range on its position axis 0x\(String(axis.code, radix: 16)) (minimum \(axis.minimum), maximum \(axis.maximum)): positions cannot be scaled")
        }
        xAxis = x
        yAxis = y
        if let height {
            self.height = height
        } else if x.resolution > 0, y.resolution > 0 {
            self.height = width * (y.span / Double(y.resolution)) / (x.span / Double(x.resolution))
        } else {
            self.height = width * y.span / x.span
        }
        origin = EvemuImporter.firstFrameTime(events)
        guard self.height >= 1, self.height <= 1e7 else {
            throw FileError(
                file: file, location: start,
                message: "the device's aspect ratio gives a window height of \(self.height) points: pass --height")
        }
        switch contactProtocol {
        case .multitouchB: importProtocolB()
        case .multitouchA:
            try EvemuImporter.checkContactsPerFrame(recording, file: file)
            importProtocolA()
        case .singleTouch: importSingleTouch()
        }
    }

    private func point(_ rawX: Int, _ rawY: Int) -> Point {
        Point(x: Double(rawX - xAxis.minimum) / xAxis.span * width, y: Double(rawY - yAxis.minimum) / yAxis.span * height)
    }

    private func time(_ microseconds: Int64) -> Timestamp {
        Timestamp(nanoseconds: (microseconds - origin) * 1000)
    }

    /// The time of the first SYN_REPORT that is not discarded by a SYN_DROPPED (the first
    /// event's time when there is none).
    private static func firstFrameTime(_ events: [EvemuEvent]) -> Int64 {
        var dropping = false
        for event in events where event.type == 0 && (event.code == 0 || event.code == 3) {
            if event.code == 3 {
                dropping = true
            } else if dropping {
                dropping = false
            } else {
                return event.microseconds
            }
        }
        return events.first?.microseconds ?? 0
    }

    /// Assigns output touch ids: the smallest free number from 1.
    private struct IDPool {
        var used: Set<Int> = []
        mutating func take() -> Int {
            var id = 1
            while used.contains(id) { id += 1 }
            used.insert(id)
            return id
        }
        mutating func free(_ id: Int) { used.remove(id) }
    }

    /// Walks the events frame by frame: `body` gets each frame's events and its time.
    private func frames(_ body: (ArraySlice<EvemuEvent>, Timestamp) -> Void) {
        let events = recording.events
        var start = 0
        var dropping = false
        for (index, event) in events.enumerated() where event.type == 0 && (event.code == 0 || event.code == 3) {
            if event.code == 3 {
                dropping = true
                continue
            }
            if dropping {
                dropping = false
            } else {
                body(events[start..<index], time(event.microseconds))
            }
            start = index + 1
        }
    }

    private var lastFrameTime: Timestamp {
        guard let last = recording.events.last(where: { $0.type == 0 && $0.code == 0 }) else { return .zero }
        return time(last.microseconds)
    }

    private mutating func emit(_ time: Timestamp, _ id: Int, _ phase: TouchPhase, _ location: Point) {
        samples.append(ImportedSample(time: time, change: TouchChange(identifier: id, phase: phase, location: location)))
    }

    // MARK: Protocol B

    private struct Slot {
        var trackingID = -1
        var x: Int?
        var y: Int?
        var touch: Int?
        var emitted: Point?
        var preexisting = false
    }

    private mutating func importProtocolB() {
        var slots: [Int: Slot] = [:]
        var current = 0
        var pool = IDPool()
        var seenTrackingID: Set<Int> = []
        // first known positions per slot, for contacts already down at the start
        var firstX: [Int: Int] = [:], firstY: [Int: Int] = [:]
        // slots with values in a frame before the one with their first tracking id: fingers
        // down before the recording
        var downAtStart: Set<Int> = [], valuesInFrame: Set<Int> = []
        do {
            var slot = 0
            for event in recording.events {
                if event.type == 0 && event.code == 0 {
                    downAtStart.formUnion(valuesInFrame.subtracting(seenTrackingID))
                    valuesInFrame = []
                }
                guard event.type == 3 else { continue }
                switch event.code {
                case 0x2F: slot = event.value
                case 0x39: seenTrackingID.insert(slot)
                case 0x35: if !seenTrackingID.contains(slot), firstX[slot] == nil { firstX[slot] = event.value }
                case 0x36: if !seenTrackingID.contains(slot), firstY[slot] == nil { firstY[slot] = event.value }
                default: break
                }
                if (0x30...0x3B).contains(event.code), event.code != 0x39, !seenTrackingID.contains(slot) { valuesInFrame.insert(slot) }
            }
        }
        let centerX = (xAxis.minimum + xAxis.maximum) / 2, centerY = (yAxis.minimum + yAxis.maximum) / 2
        var firstFrame = true
        var startedSlots: Set<Int> = []
        var output: [ImportedSample] = []
        frames { events, time in
            var ended: [(Int, Point)] = []
            var changedSlots: [Int] = []
            for event in events where event.type == 3 {
                switch event.code {
                case 0x2F:
                    current = event.value
                case 0x39:
                    var slot = slots[current] ?? Slot()
                    if event.value < 0 {
                        if let touch = slot.touch { ended.append((touch, slot.emitted ?? point(slot.x ?? centerX, slot.y ?? centerY))) }
                        slot.touch = nil
                        slot.trackingID = -1
                        slot.preexisting = false
                    } else if event.value != slot.trackingID {
                        if let touch = slot.touch { ended.append((touch, slot.emitted ?? point(slot.x ?? centerX, slot.y ?? centerY))) }
                        slot.touch = nil
                        slot.trackingID = event.value
                        slot.preexisting = false
                    }
                    startedSlots.insert(current)
                    slots[current] = slot
                    if !changedSlots.contains(current) { changedSlots.append(current) }
                case 0x35, 0x36:
                    var slot = slots[current] ?? Slot()
                    if event.code == 0x35 { slot.x = event.value } else { slot.y = event.value }
                    if slot.trackingID < 0 && !startedSlots.contains(current) && slot.touch == nil && !slot.preexisting {
                        slot.preexisting = true
                    }
                    slots[current] = slot
                    if !changedSlots.contains(current) { changedSlots.append(current) }
                case 0x3A, 0x30, 0x31, 0x18, 0x1C:
                    // pressure or size on a slot that never announced a contact: a finger already down
                    if firstFrame || (slots[current]?.preexisting ?? false) {
                        var slot = slots[current] ?? Slot()
                        if slot.trackingID < 0 && !startedSlots.contains(current) && slot.touch == nil { slot.preexisting = true }
                        slots[current] = slot
                        if !changedSlots.contains(current) { changedSlots.append(current) }
                    }
                default: break
                }
            }
            if firstFrame {
                // every finger already down begins now, even one first heard of later
                for index in downAtStart.sorted() where !startedSlots.contains(index) {
                    var slot = slots[index] ?? Slot()
                    guard slot.trackingID < 0, slot.touch == nil else { continue }
                    slot.preexisting = true
                    slots[index] = slot
                    if !changedSlots.contains(index) { changedSlots.append(index) }
                }
            }
            for (touch, location) in ended {
                output.append(ImportedSample(time: time, change: TouchChange(identifier: touch, phase: .ended, location: location)))
                pool.free(touch)
            }
            for index in changedSlots {
                guard var slot = slots[index] else { continue }
                let active = slot.trackingID >= 0 || slot.preexisting
                guard active else { continue }
                let x = slot.x ?? firstX[index] ?? centerX
                let y = slot.y ?? firstY[index] ?? centerY
                let location = point(x, y)
                if let touch = slot.touch {
                    if slot.emitted != location {
                        output.append(ImportedSample(time: time, change: TouchChange(identifier: touch, phase: .moved, location: location)))
                        slot.emitted = location
                    }
                } else {
                    let touch = pool.take()
                    slot.touch = touch
                    slot.emitted = location
                    output.append(ImportedSample(time: time, change: TouchChange(identifier: touch, phase: .began, location: location)))
                }
                slots[index] = slot
            }
            firstFrame = false
        }
        let end = lastFrameTime
        for index in slots.keys.sorted() {
            if let slot = slots[index], let touch = slot.touch {
                output.append(ImportedSample(time: end, change: TouchChange(identifier: touch, phase: .ended, location: slot.emitted ?? .zero)))
            }
        }
        samples = output
    }

    // MARK: Protocol A

    /// The most contacts one protocol-A frame may report (real screens report about 10).
    public static let maximumContactsPerFrame = 64

    private static func checkContactsPerFrame(_ recording: EvemuRecording, file: String) throws(FileError) {
        var count = 0
        for event in recording.events where event.type == 0 {
            if event.code == 2 {
                count += 1
                if count > maximumContactsPerFrame {
                    throw FileError(file: file, location: SourceLocation(line: event.line, column: 1),
                                    message: "more than \(maximumContactsPerFrame) contacts in one frame")
                }
            } else if event.code == 0 || event.code == 3 {
                count = 0
            }
        }
    }

    private mutating func importProtocolA() {
        var previous: [(touch: Int, location: Point)] = []
        var pool = IDPool()
        var output: [ImportedSample] = []
        frames { events, time in
            var contacts: [Point] = []
            var x: Int?, y: Int?
            var sawReport = false
            var touchUp = false
            for event in events {
                if event.type == 3 && (event.code == 0x35 || event.code == 0x00) && (event.code == 0x35 || x == nil) { x = event.value }
                if event.type == 3 && (event.code == 0x36 || event.code == 0x01) && (event.code == 0x36 || y == nil) { y = event.value }
                if event.type == 1 && event.code == 0x14A && event.value == 0 { touchUp = true }
                if event.type == 0 && event.code == 2 {
                    sawReport = true
                    if let x, let y { contacts.append(point(x, y)) }
                    x = nil
                    y = nil
                }
            }
            if !sawReport, let x, let y, !touchUp { contacts.append(point(x, y)) }
            let matching = EvemuImporter.match(previous.map(\.location), contacts)
            var next: [(touch: Int, location: Point)] = []
            for (index, old) in previous.enumerated() where !matching.contains(where: { $0.old == index }) {
                output.append(ImportedSample(time: time, change: TouchChange(identifier: old.touch, phase: .ended, location: old.location)))
                pool.free(old.touch)
            }
            for (index, location) in contacts.enumerated() {
                if let pair = matching.first(where: { $0.new == index }) {
                    let old = previous[pair.old]
                    if old.location != location {
                        output.append(ImportedSample(time: time, change: TouchChange(identifier: old.touch, phase: .moved, location: location)))
                    }
                    next.append((old.touch, location))
                } else {
                    let touch = pool.take()
                    output.append(ImportedSample(time: time, change: TouchChange(identifier: touch, phase: .began, location: location)))
                    next.append((touch, location))
                }
            }
            previous = next
        }
        let end = lastFrameTime
        for old in previous {
            output.append(ImportedSample(time: end, change: TouchChange(identifier: old.touch, phase: .ended, location: old.location)))
        }
        samples = output
    }

    /// Pairs old and new contacts to minimise the total distance (exhaustive when both sides
    /// have at most 8 contacts — at most 8! orderings — and greedy by distance above).
    static func match(_ old: [Point], _ new: [Point]) -> [(old: Int, new: Int)] {
        if old.isEmpty || new.isEmpty { return [] }
        let swap = old.count > new.count
        let small = swap ? new : old, large = swap ? old : new
        var best: [Int] = []
        var bestCost = Double.infinity
        if large.count <= 8 {
            var chosen: [Int] = []
            var used = [Bool](repeating: false, count: large.count)
            func search(_ index: Int, _ cost: Double) {
                if cost >= bestCost { return }
                if index == small.count {
                    bestCost = cost
                    best = chosen
                    return
                }
                for candidate in 0..<large.count where !used[candidate] {
                    used[candidate] = true
                    chosen.append(candidate)
                    search(index + 1, cost + small[index].distance(to: large[candidate]))
                    chosen.removeLast()
                    used[candidate] = false
                }
            }
            search(0, 0)
        } else {
            var pairs: [(Double, Int, Int)] = []
            for (i, a) in small.enumerated() { for (j, b) in large.enumerated() { pairs.append((a.distance(to: b), i, j)) } }
            pairs.sort { $0.0 != $1.0 ? $0.0 < $1.0 : ($0.1, $0.2) < ($1.1, $1.2) }
            best = [Int](repeating: -1, count: small.count)
            var taken = Set<Int>()
            for (_, i, j) in pairs where best[i] < 0 && !taken.contains(j) {
                best[i] = j
                taken.insert(j)
            }
        }
        return best.enumerated().map { swap ? (old: $0.element, new: $0.offset) : (old: $0.offset, new: $0.element) }
    }

    // MARK: Single touch

    private mutating func importSingleTouch() {
        var x: Int?, y: Int?
        var down = false
        var touch: Int?
        var emitted: Point?
        var output: [ImportedSample] = []
        frames { events, time in
            for event in events {
                if event.type == 3 && event.code == 0x00 { x = event.value }
                if event.type == 3 && event.code == 0x01 { y = event.value }
                if event.type == 1 && event.code == 0x14A { down = event.value != 0 }
            }
            if down, let x, let y {
                let location = point(x, y)
                if let touch {
                    if emitted != location {
                        output.append(ImportedSample(time: time, change: TouchChange(identifier: touch, phase: .moved, location: location)))
                    }
                } else {
                    touch = 1
                    output.append(ImportedSample(time: time, change: TouchChange(identifier: 1, phase: .began, location: location)))
                }
                emitted = location
            } else if !down, let current = touch {
                output.append(ImportedSample(time: time, change: TouchChange(identifier: current, phase: .ended, location: emitted ?? .zero)))
                touch = nil
            }
        }
        if let touch {
            output.append(ImportedSample(time: lastFrameTime, change: TouchChange(identifier: touch, phase: .ended, location: emitted ?? .zero)))
        }
        samples = output
    }
}
