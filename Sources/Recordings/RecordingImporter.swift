import ControlModel
import SceneFiles

/// Turns a recording's input events into touch samples in window points, streaming: samples
/// come out frame by frame as the reader reads the file (SceneFiles' File formats article). One implementation
/// for every format (readers such as ``EvemuReader``).
///
/// - Frames end at SYN_REPORT; SYN_DROPPED discards everything up to and including the next
///   SYN_REPORT; events after the last SYN_REPORT are no frame.
/// - The protocol (``ContactProtocol``): B when the device declares ABS_MT_SLOT; otherwise the
///   first frame with multitouch data decides (ABS_MT_SLOT: B; SYN_MT_REPORT: A; tracking ids
///   alone: B without slots; positions alone: A), or a frame with only ABS_X/ABS_Y on a device
///   without multitouch axes (single touch). Frames before the decision are held back.
/// - Protocol B: slots and tracking ids; values carry over within a slot; a finger already
///   down at the start begins at the first frame. Protocol A: contacts paired with the previous
///   frame's by tracking id, or by least total distance. Single touch: BTN_TOUCH and ABS_X/Y.
/// - Coordinates are scaled from the device's position axes (ABS_MT_POSITION_X/Y, else
///   ABS_X/Y) onto `width` × `height` (values outside an axis's range are put at its edge); without a height the aspect ratio is kept (physical, from the axis
///   resolutions when both are known). A recording without axis ranges is taken in window units
///   when its format allows it (``RecordingReader/acceptsWindowUnits``) and both sizes are given.
/// - Times start at 0 at the first frame; a contact still down at the end is ended at the last
///   frame.
/// - Refused, with the file, line and column: times going back, a recording spanning more than
///   1e9 s, more than `Replayer.maximumTouchesDown` contacts down at once (what a replay
///   refuses), more than 64 contacts in one protocol-A frame, slots outside the device's range,
///   semi-multitouch devices, devices without positions.
///
/// Touch ids in the output are the smallest free numbers from 1.
public final class RecordingImporter {
    /// The reader the events come from.
    public let reader: any RecordingReader
    /// The file, for messages.
    public var file: String { reader.file }
    /// The device read.
    public let device: RecordingDevice
    /// The window width scaled onto.
    public let width: Double
    /// The window height used (given, or derived from the aspect ratio).
    public let height: Double
    /// The device's protocol, once a frame has shown it (always known at the end).
    public private(set) var contactProtocol: ContactProtocol?
    /// What the import changed or left out (positions put at the window's edge, contacts
    /// without a position, a last line cut short, events after the last frame): complete once
    /// ``next()`` has returned nil.
    public private(set) var warnings: [RecordingWarning] = []

    /// The most events held back at the start (about 60 MB) while the protocol or the fingers
    /// already down are not yet known; past it the start is taken as known.
    static let maximumHeldEvents = 1 << 20
    /// The longest time a recording may span, in microseconds (1e9 s, as a trace's `t`).
    static let maximumSpan: Int64 = 1_000_000_000 * 1_000_000

    private let scale: PositionScale
    private var log: ContactLog
    private var handed = 0
    private var tracker: (any ContactTracker)?
    private var finished = false
    /// The event read ahead by `init` (to know the device), not yet handled.
    private var lookahead: RecordingEvent?
    private var firstTime: Int64?
    private var lastTime: Int64?
    private var frame: [RecordingEvent] = []
    private var dropping = false
    private var origin: Int64?
    private var lastFrame: FrameStamp?
    /// Frames held back at the start: their events, and where each frame ends in `held`.
    private var held: [RecordingEvent] = []
    private var heldFrames: [(end: Int, stamp: FrameStamp)] = []
    private var start: StartScan
    /// Where the first event was read (nil: none yet).
    private var firstEvent: SourceLocation?

    /// Prepares the import of what `reader` reads, scaled onto `width` × `height` points
    /// (`height` nil: keep the device's aspect ratio). Reads up to the first event, so the
    /// device is known.
    public init(reader: any RecordingReader, width: Double, height: Double?) throws(FileError) {
        self.reader = reader
        self.width = width
        log = ContactLog(file: reader.file)
        lookahead = try reader.next()
        let device = reader.device
        self.device = device
        start = StartScan(initialSlot: device.initialSlot)
        let origin = SourceLocation(line: 1, column: 1)
        func fail(_ message: String) -> FileError { FileError(file: reader.file, location: origin, message: message) }
        for size in [width] + (height.map { [$0] } ?? []) where !(size.isFinite && size > 0 && size <= 1e9) {
            throw fail("a window size of \(size) points: expected a number above 0 and at most 1e9")
        }
        if device.isSemiMultitouch {
            throw FileError(file: device.descriptionFile ?? reader.file, location: device.propertyLocations[InputCode.propSemiMT] ?? origin, message: "\(device.label) is a semi-multitouch device (INPUT_PROP_SEMI_MT): its slots report the corners of a bounding box, not fingers, so it cannot be imported")
        }
        let x = device.hasMultitouchPositions ? device.axes[InputCode.absMTPositionX] : device.axes[InputCode.absX]
        let y = device.hasMultitouchPositions ? device.axes[InputCode.absMTPositionY] : device.axes[InputCode.absY]
        if device.axes.isEmpty {
            guard reader.acceptsWindowUnits, let height else { throw fail(reader.missingRangesHint) }
            // no ranges: raw coordinates are window points
            self.height = height
            scale = PositionScale(
                x: RecordingAxis(code: InputCode.absX, minimum: 0, maximum: Int(width.rounded(.up)), resolution: 0),
                y: RecordingAxis(code: InputCode.absY, minimum: 0, maximum: Int(height.rounded(.up)), resolution: 0),
                width: width.rounded(.up), height: height.rounded(.up))
            return
        }
        guard let x, let y else { throw fail("\(device.label) reports no positions (no ABS_MT_POSITION_X/Y or ABS_X/Y axis)") }
        for axis in [x, y] where axis.minimum >= axis.maximum {
            throw fail("\(device.label) has an empty range on its position axis 0x\(String(axis.code, radix: 16)) (minimum \(axis.minimum), maximum \(axis.maximum)): positions cannot be scaled")
        }
        let derived: Double
        if let height {
            derived = height
        } else if x.resolution > 0, y.resolution > 0 {
            derived = width * (y.span / Double(y.resolution)) / (x.span / Double(x.resolution))
        } else {
            derived = width * y.span / x.span
        }
        guard derived >= 1, derived <= 1e7 else {
            throw fail("the device's aspect ratio gives a window height of \(derived) points: pass --height")
        }
        self.height = derived
        scale = PositionScale(x: x, y: y, width: width, height: derived)
        if device.axes[InputCode.absMTSlot] != nil { contactProtocol = .multitouchB }
    }

    /// The next sample, or nil at the end of the recording.
    ///
    /// - Complexity: amortized O(1) per event read (protocol-A frames add their matching).
    public func next() throws(FileError) -> ImportedSample? {
        while handed == log.samples.count {
            log.samples.removeAll(keepingCapacity: true)
            handed = 0
            if finished { return nil }
            try advance()
        }
        handed += 1
        return log.samples[handed - 1]
    }

    /// Every sample (for tests and small recordings).
    public func readAll() throws(FileError) -> [ImportedSample] {
        var samples: [ImportedSample] = []
        while let sample = try next() { samples.append(sample) }
        return samples
    }

    /// Reads events until a frame produced samples or the recording ended.
    private func advance() throws(FileError) {
        while log.samples.isEmpty {
            let event: RecordingEvent?
            if let lookahead {
                event = lookahead
                self.lookahead = nil
            } else {
                event = try reader.next()
            }
            guard let event else {
                try end()
                return
            }
            try check(event)
            if event.type == InputCode.evSyn && event.code == InputCode.synDropped {
                frame.removeAll(keepingCapacity: true)
                dropping = true
            } else if event.isReport {
                if dropping {
                    dropping = false
                } else {
                    try complete(event)
                }
                frame.removeAll(keepingCapacity: true)
            } else if !dropping {
                frame.append(event)
            }
        }
    }

    private func check(_ event: RecordingEvent) throws(FileError) {
        if let lastTime, event.microseconds < lastTime {
            throw FileError(file: file, location: event.location,
                            message: "time goes back (\(Self.seconds(event.microseconds)) after \(Self.seconds(lastTime)))")
        }
        if let firstTime, event.microseconds - firstTime > Self.maximumSpan {
            throw FileError(file: file, location: event.location, message: "the recording spans more than 1e9 seconds")
        }
        if firstTime == nil {
            firstTime = event.microseconds
            firstEvent = event.location
        }
        lastTime = event.microseconds
    }

    /// `microseconds` as `seconds.micro`.
    static func seconds(_ microseconds: Int64) -> String {
        let sign = microseconds < 0 ? "-" : ""
        let magnitude = microseconds.magnitude
        let fraction = String(magnitude % 1_000_000)
        return "\(sign)\(magnitude / 1_000_000).\(String(repeating: "0", count: 6 - fraction.count))\(fraction)"
    }

    /// Handles the frame `frame` ended by `report`.
    private func complete(_ report: RecordingEvent) throws(FileError) {
        if origin == nil { origin = report.microseconds }
        let stamp = FrameStamp(time: Timestamp(nanoseconds: (report.microseconds - (origin ?? 0)) * 1000), location: report.location)
        lastFrame = stamp
        if tracker != nil {
            try tracker?.process(frame[...], stamp, into: &log)
            return
        }
        held.append(contentsOf: frame)
        heldFrames.append((held.count, stamp))
        start.scan(frame[...])
        if contactProtocol == nil { contactProtocol = Self.decide(device, frame) }
        let known: Bool
        switch contactProtocol {
        case nil: known = false
        case .multitouchB?: known = frame.contains { $0.type == InputCode.evAbs && $0.code == InputCode.absMTTrackingID }
        case .multitouchA?, .singleTouch?: known = true
        }
        if known || held.count > Self.maximumHeldEvents { try release() }
    }

    /// The protocol `events` (one frame) show, if they show one.
    private static func decide(_ device: RecordingDevice, _ events: [RecordingEvent]) -> ContactProtocol? {
        var slot = false, report = false, tracking = false, positions = false, legacy = false
        for event in events {
            if event.type == InputCode.evAbs {
                switch event.code {
                case InputCode.absMTSlot: slot = true
                case InputCode.absMTTrackingID: tracking = true
                case InputCode.absMTPositionX, InputCode.absMTPositionY: positions = true
                case InputCode.absX, InputCode.absY: legacy = true
                default: break
                }
            } else if event.type == InputCode.evSyn && event.code == InputCode.synMTReport {
                report = true
            }
        }
        if slot { return .multitouchB }
        if report { return .multitouchA }
        if tracking { return .multitouchB }
        if positions { return .multitouchA }
        if legacy && !device.hasMultitouchPositions { return .singleTouch }
        return nil
    }

    /// Starts tracking contacts with `contactProtocol`.
    private func begin(_ contactProtocol: ContactProtocol) {
        self.contactProtocol = contactProtocol
        switch contactProtocol {
        case .multitouchB: tracker = ProtocolBTracker(device: device, scale: scale, file: file, start: start)
        case .multitouchA: tracker = ProtocolATracker(scale: scale, file: file)
        case .singleTouch: tracker = SingleTouchTracker(scale: scale)
        }
    }

    /// Ends holding frames back: tracks the ones held.
    private func release() throws(FileError) {
        begin(contactProtocol ?? (device.axes[InputCode.absMTPositionX] != nil ? .multitouchA : .singleTouch))
        var begin = 0
        for (end, stamp) in heldFrames {
            try tracker?.process(held[begin..<end], stamp, into: &log)
            begin = end
        }
        held = []
        heldFrames = []
    }

    private func end() throws(FileError) {
        if tracker == nil { try release() }
        if let lastFrame { tracker?.finish(lastFrame, into: &log) }
        finished = true
        let origin = SourceLocation(line: 1, column: 1)
        if firstEvent == nil, device.isEmpty, reader.cutLine == nil {
            let format = reader.formatName
            throw FileError(file: file, location: origin, message: "no events found: is this \(format.first.map { "aeiou".contains($0) } == true ? "an" : "a") \(format) recording?")
        }
        if lastFrame == nil, let firstEvent {
            // every event is still in the frame that never ended (unless SYN_DROPPED cut it)
            throw FileError(file: file, location: firstEvent, message: "\(frame.count) events but no SYN_REPORT: no frame ends, so there is nothing to import")
        }
        if let unplaced = log.unplaced {
            let what = contactProtocol == .singleTouch
                ? "\(unplaced.count) touches without a position (BTN_TOUCH down, no ABS_X/ABS_Y before it was lifted)"
                : "\(unplaced.count) contacts without a position (no ABS_MT_POSITION_X/Y, nor a pointer position while it was the only finger)"
            if log.begun == 0 {
                throw FileError(file: file, location: unplaced.first, message: "\(what): nothing to import; does the device report its position on other axes?")
            }
            warn(unplaced.first, "\(what) were left out (this is the first)")
        }
        if let clamped = log.clamped {
            let count = clamped.count == 1 ? "1 position was" : "\(clamped.count) positions were"
            if device.axes.isEmpty {
                warn(clamped.first, "\(count) outside the window and put at its edge (the first is here): the recording has no axis ranges, so its raw coordinates are taken as window points")
            } else {
                warn(clamped.first, "\(count) outside the device's axis ranges and put at the window's edge (the first is here)")
            }
        }
        if !frame.isEmpty, let first = frame.first {
            warn(first.location, "\(frame.count) events after the last SYN_REPORT make no frame: left out")
        }
        if let cut = reader.cutLine {
            warn(SourceLocation(line: cut, column: 1), "the recording ends in the middle of this line (was the recorder stopped?): imported up to the last whole frame")
        }
    }

    private func warn(_ location: SourceLocation, _ message: String) {
        warnings.append(RecordingWarning(file: file, location: location, message: message))
    }
}
