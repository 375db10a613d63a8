import SceneFiles
/// Reads `libinput record` YAML — only what the format uses, no YAML package: the top-level
/// `version` (1), `ndevices` and `devices`; for each device its `node`, `evdev` (`name`,
/// `absinfo` `{code: [min, max, fuzz, flat, resolution]}`, `properties`), `udev` `properties`
/// and `events`, a list of frames `- evdev: [[sec, usec, type, code, value], …]`. Other keys
/// (`libinput`, `system`, `hid`, `quirks`, `codes`, the `- libinput:` and `- hid:` items of
/// `--with-libinput` and `--with-hidraw` recordings) are read past; comments, the `#` lines
/// describing the device included, are not data. Lists may sit at their key's column (as the
/// tool prints them) or deeper (as its manual shows them).
///
/// Of several devices, the one named by `device` (node or name), else the first touchscreen
/// (INPUT_PROP_DIRECT, or udev's `ID_INPUT_TOUCHSCREEN=1`), else the only one. Times are
/// relative to the recording's start. The reader streams: each device's description comes
/// before its events, and lines are taken apart in place.
public final class LibinputReader: RecordingReader {
    public let file: String
    public var formatName: String { "libinput" }
    public private(set) var device = RecordingDevice()
    public var missingRangesHint: String { "\(device.label) has no absolute axes (no absinfo): not a touch device; name another with --device" }
    public var cutLine: Int? { lines.cutLine }
    public var acceptsWindowUnits: Bool { false }

    /// What a block holds, known from its key and its parent's: only the ones read are told apart.
    private enum Context {
        case top, other, devices, device, evdev, absinfo, udev, udevProperties, events, eventItem, frame
    }

    /// One open block: where it is indented, whether it is a list item, what it holds.
    private struct Level {
        var indent: Int
        var isItem: Bool
        var context: Context
    }

    private let lines: LineReader
    private let wanted: String?
    private var levels: [Level] = []
    /// Brackets still open from a flow collection spanning lines (only where nothing is read).
    private var openDepth = 0
    private var openLine = 0
    private var deviceCount: Int?
    private var current = RecordingDevice()
    private var currentIsTouchscreen = false
    private var seen: [RecordingDevice] = []
    /// Whether the current device's events are the ones read: nil until its events begin.
    private var reading: Bool?
    private var chosen = false
    private var numbers: [Int] = []

    /// Reads from `lines` the device named `device` (node or name), or the touchscreen.
    public init(lines: LineReader, device: String? = nil) {
        self.lines = lines
        file = lines.path
        wanted = device
    }


    public func next() throws(FileError) -> RecordingEvent? {
        if let event = try lines.nextEvent({ scanner, line throws(FileError) in try take(scanner.bytes, line: line) }) { return event }
        if openDepth > 0 { throw error(openLine, 1, "a '[' or '{' that is never closed") }
        endOfDevice()
        if !chosen {
            if seen.isEmpty { throw FileError(file: file, location: .wholeFile, message: "no devices: not a libinput recording?") }
            let names = seen.map(\.label).joined(separator: ", ")
            if let wanted {
                throw FileError(file: file, location: .wholeFile, message: "no device named \(FileError.quoted(wanted)) (the recording has \(names))")
            }
            throw FileError(file: file, location: .wholeFile, message: "no touchscreen among the devices (\(names)): name one with --device")
        }
        return nil
    }

    /// Takes one line; returns the event it holds, if it is one of the chosen device's.
    private func take(_ bytes: UnsafeBufferPointer<UInt8>, line number: Int) throws(FileError) -> RecordingEvent? {
        if openDepth > 0 {
            openDepth += YAMLLine.depth(bytes, 0..<bytes.count)
            return nil
        }
        guard let line = YAMLLine(bytes) else { return nil }
        // an item closes deeper blocks and a previous item at its column; a key at its column
        // stays open (a list written at its key's own indentation)
        if line.isItem {
            while let top = levels.last, top.indent > line.indent || (top.indent == line.indent && top.isItem) { levels.removeLast() }
        } else {
            while let top = levels.last, top.indent >= line.indent { levels.removeLast() }
        }
        var parent = levels.last?.context ?? .top
        if line.isItem {
            let item: Context
            switch parent {
            case .devices:
                item = .device
                beginDevice()
            case .events: item = .eventItem
            case .frame, .udevProperties: item = parent
            default: item = .other
            }
            levels.append(Level(indent: line.indent, isItem: true, context: item))
            parent = item
        }
        guard line.key != nil else { return try value(line, in: parent, line: number) }
        if line.value.isEmpty {
            let child = Self.child(of: parent, line)
            levels.append(Level(indent: line.contentStart, isItem: false, context: child))
            if child == .events { beginEvents() }
            return nil
        }
        try scalar(line, in: parent, line: number)
        return nil
    }

    /// The context of the block `line`'s key opens in `parent`.
    private static func child(of parent: Context, _ line: YAMLLine) -> Context {
        switch parent {
        case .top where line.keyIs("devices"): return .devices
        case .device where line.keyIs("evdev"): return .evdev
        case .device where line.keyIs("udev"): return .udev
        case .device where line.keyIs("events"): return .events
        case .evdev where line.keyIs("absinfo"): return .absinfo
        case .udev where line.keyIs("properties"): return .udevProperties
        case .eventItem where line.keyIs("evdev"): return .frame
        default: return .other
        }
    }

    /// Takes `key: value` in `parent`.
    private func scalar(_ line: YAMLLine, in parent: Context, line number: Int) throws(FileError) {
        let column = line.value.lowerBound + 1
        switch parent {
        case .top where line.keyIs("version"):
            guard line.text(line.value) == "1" else { throw error(number, column, "libinput record version \(FileError.quoted(line.text(line.value))): only version 1 is read") }
        case .top where line.keyIs("ndevices"):
            deviceCount = Int(line.text(line.value))
        case .device where line.keyIs("node"):
            current.node = line.text(line.value)
        case .device where line.keyIs("events"):
            // `events:` with a value: null or an empty list (nothing recorded)
            beginEvents()
        case .evdev where line.keyIs("name"):
            current.name = line.text(line.value)
        case .evdev where line.keyIs("properties"):
            if let problem = line.integers(into: &numbers) { throw error(number, problem.column, problem.problem) }
            for property in numbers {
                current.properties.insert(property)
                if property == InputCode.propDirect { currentIsTouchscreen = true }
            }
        case .absinfo:
            let key = line.text(line.key ?? 0..<0)
            guard let code = Int(key), code >= 0, code < 0x40 else {
                throw error(number, line.contentStart + 1, "expected an axis code (0…63) before ':', found \(FileError.quoted(key))")
            }
            if let problem = line.integers(into: &numbers) { throw error(number, problem.column, problem.problem) }
            guard numbers.count == 5 else { throw error(number, column, "expected 5 numbers in the list, found \(numbers.count)") }
            current.axes[code] = RecordingAxis(code: code, minimum: numbers[0], maximum: numbers[1], resolution: numbers[4])
        default:
            skipFlow(line, line: number)
        }
    }

    /// Takes a lone value (a list item's) in `parent`.
    private func value(_ line: YAMLLine, in parent: Context, line number: Int) throws(FileError) -> RecordingEvent? {
        switch parent {
        case .frame:
            let column = line.value.lowerBound + 1
            if let problem = line.integers(into: &numbers) {
                if line.depth(of: line.value) > 0 { throw error(number, column, "a '[' or '{' that is never closed on its line") }
                throw error(number, problem.column, problem.problem)
            }
            guard numbers.count == 5 else { throw error(number, column, "expected 5 numbers in the list, found \(numbers.count)") }
            guard numbers[0] >= 0, numbers[1] >= 0, numbers[1] < 1_000_000 else {
                throw error(number, column, "expected [seconds, microseconds (0…999999), type, code, value]")
            }
            guard numbers[2] >= 0, numbers[2] < 0x10000, numbers[3] >= 0, numbers[3] < 0x10000 else {
                throw error(number, column, "the event type and code must be 0…65535")
            }
            guard reading == true else { return nil }
            return RecordingEvent(microseconds: Int64(numbers[0]) * 1_000_000 + Int64(numbers[1]), type: numbers[2], code: numbers[3], value: numbers[4],
                                  line: number, column: column)
        case .udevProperties:
            if line.text(line.value) == "ID_INPUT_TOUCHSCREEN=1" { currentIsTouchscreen = true }
        default:
            skipFlow(line, line: number)
        }
        return nil
    }

    /// Notes a flow collection that goes on over the next lines (in a part that is not read).
    private func skipFlow(_ line: YAMLLine, line number: Int) {
        let depth = line.depth(of: line.value)
        if depth > 0 {
            openDepth = depth
            openLine = number
        }
    }

    private func beginDevice() {
        endOfDevice()
        current = RecordingDevice()
        currentIsTouchscreen = false
        reading = nil
    }

    private func endOfDevice() {
        guard !current.isEmpty || !current.node.isEmpty else { return }
        if reading == nil { beginEvents() }
        seen.append(current)
        current = RecordingDevice()
        reading = false
    }

    /// The current device's events begin: are they the ones to read?
    private func beginEvents() {
        guard reading == nil else { return }
        let pick: Bool
        if chosen {
            pick = false
        } else if let wanted {
            pick = current.node == wanted || current.name == wanted
        } else {
            pick = currentIsTouchscreen || deviceCount == 1
        }
        reading = pick
        if pick {
            chosen = true
            device = current
        }
    }
}
