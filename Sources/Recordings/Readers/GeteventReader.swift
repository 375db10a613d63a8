import SceneFiles
/// Reads Android `getevent` output: `getevent -lt` (`[    1193.605705] EV_ABS  ABS_MT_POSITION_X
/// 00000213`) and `getevent -t` (`[ 20897.702414] /dev/input/event1: 0003 0035 000000b1`), one
/// device or many (each line then names its node), with the device listing of `getevent -p` /
/// `-lp` at the start of the same file or in a description file.
///
/// - Values are 8 hexadecimal digits, 32-bit two's complement (`ffffffff` is −1); with `-l`,
///   key values are `DOWN`, `UP`, `REPEAT`, and codes without a name are 4 hexadecimal digits.
/// - Of several devices, the one named by `device` (node or name), else the listed touchscreen
///   (see ``RecordingImporter`` for the ranges), else the first device whose frame carries touch
///   positions; other devices' events are skipped.
/// - Lines that are no events and no listing (a shell prompt, `could not get driver version …`)
///   are skipped; an event line without a timestamp is an error (capture with `-t`).
/// - Without a listing the coordinates are taken as window points (give the window's width
///   and height).
public final class GeteventReader: RecordingReader {
    public let file: String
    public var formatName: String { "getevent" }
    public private(set) var device: RecordingDevice
    public var missingRangesHint: String {
        "the log has no axis ranges: pass --desc with the output of `getevent -lp`, or --width and --height to take its coordinates as window points"
    }
    public var cutLine: Int? { lines.cutLine }
    public var acceptsWindowUnits: Bool { true }

    private let lines: LineReader
    private let wanted: String?
    private var listing = GeteventDescription()
    /// The description came from a file: the log's own listing is not used.
    private let described: Bool
    private var sawEvent = false
    /// The node whose events are read; nil until known (or for a log of one device).
    private var node: String?
    /// Without a listing: each node's events of its current frame, until a frame shows which
    /// node is the touchscreen.
    private var pending: [String: [RecordingEvent]] = [:]
    private var ready: [RecordingEvent] = []
    private var readyIndex = 0
    /// The names (and 4-digit codes) met lately, so most lines make no string.
    private var names = NameCache()

    /// Reads from `lines` the device named `device` (node or name), with the listing
    /// `description` (nil: the log's own, if it has one).
    public init(lines: LineReader, description: [RecordingDevice]? = nil, device: String? = nil) {
        self.lines = lines
        self.file = lines.path
        self.wanted = device
        self.device = RecordingDevice()
        described = description != nil
        if let description {
            var listing = GeteventDescription()
            listing.adopt(description)
            self.listing = listing
        }
    }

    /// The devices the `getevent -p` / `-lp` listing at `path` describes.
    public static func description(path: String) throws(FileError) -> [RecordingDevice] {
        let lines = try LineReader(path: path)
        var listing = GeteventDescription()
        while try lines.nextLineBytes({ bytes throws(FileError) -> Void in _ = listing.take(LineScanner(bytes)) }) != nil {}
        return listing.devices
    }

    public func next() throws(FileError) -> RecordingEvent? {
        while readyIndex == ready.count {
            ready.removeAll(keepingCapacity: true)
            readyIndex = 0
            let more: Void?
            do {
                more = try lines.nextLineBytes { bytes throws(FileError) -> Void in try take(LineScanner(bytes), line: lines.lineNumber) }
            } catch {
                guard lines.isCut(error) else { throw error }
                more = nil
            }
            if more == nil {
                // a listing without events: its touchscreen, with no contacts
                if !sawEvent {
                    sawEvent = true
                    try chooseDevice(line: lines.lineNumber)
                }
                return nil
            }
        }
        readyIndex += 1
        return ready[readyIndex - 1]
    }


    /// Takes one line: an event (queued in ``ready`` if it is the device's), a listing line, or
    /// something else (skipped).
    private func take(_ scanner: LineScanner, line: Int) throws(FileError) {
        var scanner = scanner
        scanner.skipSpaces()
        guard scanner.index < scanner.bytes.count else { return }
        if scanner.bytes[scanner.index] != UInt8(ascii: "[") {
            if !sawEvent, !described, listing.take(scanner) { return }
            if looksLikeEvent(scanner) {
                throw error(line, scanner.column, "an event without a timestamp: capture with `getevent -t` (or `-lt`)")
            }
            return
        }
        guard let event = try event(&scanner, line: line) else { return }
        if !sawEvent {
            sawEvent = true
            try chooseDevice(line: line)
        }
        route(event.event, node: event.node)
    }

    /// Takes the device `wanted` names (or the listed touchscreen) once the listing has ended:
    /// at the first event, or at the end of a file with none.
    private func chooseDevice(line: Int) throws(FileError) {
        if let chosen = listing.choose(wanted) {
            device = chosen
            if !chosen.node.isEmpty { node = chosen.node }
        } else if let wanted, wanted.hasPrefix("/dev/") {
            node = wanted
        } else if let wanted {
            throw error(line, 1, "no device named \(FileError.quoted(wanted)) in the device listing (\(listing.devices.map(\.node).joined(separator: ", ")))")
        }
    }

    /// Queues `event` of `eventNode` if it is the device's; without a known node, holds each
    /// node's frame until one shows touch positions, then reads that node only.
    private func route(_ event: RecordingEvent, node eventNode: String?) {
        guard let eventNode else {
            ready.append(event)
            return
        }
        if let node {
            if node == eventNode { ready.append(event) }
            return
        }
        pending[eventNode, default: []].append(event)
        guard event.isReport, let frame = pending[eventNode] else { return }
        let touches = frame.contains { event in
            (event.type == InputCode.evAbs && [InputCode.absMTPositionX, InputCode.absMTPositionY, InputCode.absX, InputCode.absY].contains(event.code))
                || (event.type == InputCode.evSyn && event.code == InputCode.synMTReport)
        }
        if touches {
            node = eventNode
            device.node = eventNode
            ready.append(contentsOf: frame)
            pending = [:]
        } else {
            pending[eventNode] = []
        }
    }

    /// True for a line shaped like an event without its timestamp.
    private func looksLikeEvent(_ scanner: LineScanner) -> Bool {
        if scanner.startsWith("/dev/input/") || scanner.startsWith("EV_") { return true }
        var probe = scanner
        let first = probe.word(), second = probe.word(), third = probe.word()
        return first.count == 4 && second.count == 4 && third.count == 8
            && probe.hexadecimal(first) != nil && probe.hexadecimal(second) != nil && probe.hexadecimal(third) != nil
    }

    /// Reads `[ sec.usec] [/dev/input/eventN:] TYPE CODE VALUE`.
    private func event(_ scanner: inout LineScanner, line: Int) throws(FileError) -> (event: RecordingEvent, node: String?)? {
        scanner.index += 1
        scanner.skipSpaces()
        let timeStart = scanner.index
        while scanner.index < scanner.bytes.count, scanner.bytes[scanner.index] != UInt8(ascii: "]") { scanner.index += 1 }
        guard scanner.index < scanner.bytes.count, let time = scanner.microseconds(timeStart..<scanner.index) else {
            throw error(line, timeStart + 1, "expected a timestamp as [seconds.microseconds], found \(FileError.quoted(scanner.text(timeStart..<scanner.index)))")
        }
        scanner.index += 1
        var first = scanner.word()
        var node: String?
        if first.count > 1, scanner.bytes[first.upperBound - 1] == UInt8(ascii: ":") {
            node = scanner.text(first.lowerBound..<(first.upperBound - 1))
            first = scanner.word()
        }
        let codeRange = scanner.word(), valueRange = scanner.word()
        guard !valueRange.isEmpty else { throw error(line, first.lowerBound + 1, "expected an event type, code and value after the timestamp") }
        let extra = scanner.word()
        if !extra.isEmpty { throw error(line, extra.lowerBound + 1, "unexpected \(FileError.quoted(scanner.text(extra))) after the value") }
        let type: Int
        if let cached = names.look(up: scanner.bytes, first, type: -1) {
            type = cached
        } else {
            let typeName = scanner.text(first)
            guard let known = InputCode.typeNames[typeName] ?? (first.count == 4 ? scanner.hexadecimal(first, digits: 4) : nil) else {
                throw error(line, first.lowerBound + 1, "expected an event type (EV_ABS or 4 hexadecimal digits), found \(FileError.quoted(typeName))")
            }
            type = known
            names.remember(scanner.bytes, first, type: -1, as: type)
        }
        let cachedCode = names.look(up: scanner.bytes, codeRange, type: type)
        var code = cachedCode ?? InputCode.code(named: scanner.text(codeRange), type: type)
        if cachedCode == nil, code == InputCode.unknown {
            if codeRange.count == 4, let hex = scanner.hexadecimal(codeRange, digits: 4) {
                code = hex
            } else if !scanner.text(codeRange).contains(where: { !($0.isUppercase || $0.isNumber || $0 == "_") }) {
                code = InputCode.unknown  // a name this importer has no use for (KEY_POWER, …)
            } else {
                throw error(line, codeRange.lowerBound + 1, "expected an event code, found \(FileError.quoted(scanner.text(codeRange)))")
            }
        }
        if cachedCode == nil { names.remember(scanner.bytes, codeRange, type: type, as: code) }
        let value: Int
        if valueRange.count == 8, let raw = scanner.hexadecimal(valueRange, digits: 8) {
            value = Int(Int32(bitPattern: UInt32(raw)))
        } else if scanner.range(valueRange, is: "DOWN") {
            value = 1
        } else if scanner.range(valueRange, is: "UP") {
            value = 0
        } else if scanner.range(valueRange, is: "REPEAT") {
            value = 2
        } else {
            throw error(line, valueRange.lowerBound + 1, "expected a value as 8 hexadecimal digits, found \(FileError.quoted(scanner.text(valueRange)))")
        }
        return (RecordingEvent(microseconds: time, type: type, code: code, value: value, line: line, column: timeStart + 1), node)
    }
}
