import SceneFiles
/// Reads `evtest` output: the header (`Input device name: "…"`, `Supported events:` with each
/// axis's `Value`, `Min`, `Max`, `Resolution`, and newer builds' `Properties:`), then
/// `Event: time 1412888976.728764, type 3 (EV_ABS), code 57 (ABS_MT_TRACKING_ID), value 100`
/// lines and the separators `-------------- SYN_REPORT ------------`, `++++ SYN_MT_REPORT ++++`,
/// `>>>> SYN_DROPPED <<<<` (and old builds' `Report Sync`, `Absolute`, `(?)` wording).
///
/// - The header's `Value` of ABS_MT_SLOT is the slot events before the first ABS_MT_SLOT event
///   belong to.
/// - Lines that are neither header nor events (ChromeOS builds print a hint after `Testing …`)
///   are skipped; a line starting with `Event:` that does not parse is an error.
/// - Without a header (a log cut from the middle), the coordinates are taken as window points
///   (give the window's width and height), or the header comes from a description file.
public final class EvtestReader: RecordingReader {
    public let file: String
    public var formatName: String { "evtest" }
    public private(set) var device: RecordingDevice
    public var missingRangesHint: String {
        "the log has no header (no axis ranges): pass --desc with an evtest header of the device, or --width and --height to take its coordinates as window points"
    }
    public var cutLine: Int? { lines.cutLine }
    public var acceptsWindowUnits: Bool { true }

    private let lines: LineReader
    private var type = -1
    private var code = -1
    private var inProperties = false

    /// Reads from `lines`, starting from `description` (the header of a log that has none).
    public init(lines: LineReader, description: RecordingDevice = RecordingDevice()) {
        self.lines = lines
        self.file = lines.path
        self.device = description
    }

    /// Reads the header of the evtest log at `path` (its events are ignored).
    public static func description(path: String) throws(FileError) -> RecordingDevice {
        let reader = EvtestReader(lines: try LineReader(path: path))
        while try reader.next() != nil {}
        var device = reader.device
        device.descriptionFile = path
        return device
    }

    public func next() throws(FileError) -> RecordingEvent? {
        try lines.nextEvent { scanner, line throws(FileError) in try parse(scanner, line: line) }
    }


    private func parse(_ scanner: LineScanner, line: Int) throws(FileError) -> RecordingEvent? {
        var scanner = scanner
        if scanner.skip("Event:") { return try event(&scanner, line: line) }
        header(&scanner)
        return nil
    }

    /// Takes a header line (anything else is skipped).
    private func header(_ scanner: inout LineScanner) {
        if scanner.skip("Input device name:") {
            var name = scanner.rest()
            if name.count >= 2, name.hasPrefix("\""), name.hasSuffix("\"") { name = String(name.dropFirst().dropLast()) }
            device.name = name
        } else if scanner.skip("Event type") {
            type = scanner.decimal(scanner.word()) ?? -1
            code = -1
            inProperties = false
        } else if scanner.skip("Event code") {
            code = scanner.decimal(scanner.word()) ?? -1
            if type == InputCode.evAbs, code >= 0 {
                device.axes[code] = RecordingAxis(code: code, minimum: 0, maximum: 0, resolution: 0)
            }
        } else if scanner.skip("Properties:") {
            inProperties = true
        } else if inProperties, scanner.skip("Property type") {
            if let property = scanner.decimal(scanner.word()) { device.properties.insert(property) }
        } else if type == InputCode.evAbs, code >= 0, var axis = device.axes[code] {
            let name = scanner.word()
            guard let value = scanner.decimal(scanner.word()) else { return }
            switch scanner.text(name) {
            case "Value": if code == InputCode.absMTSlot { device.initialSlot = value }
            case "Min": axis.minimum = value
            case "Max": axis.maximum = value
            case "Resolution": axis.resolution = value
            default: return
            }
            device.axes[code] = axis
        }
    }

    /// Reads the rest of an `Event:` line.
    private func event(_ scanner: inout LineScanner, line: Int) throws(FileError) -> RecordingEvent {
        guard scanner.skip("time") else { throw error(line, scanner.column, "expected 'time' after 'Event:'") }
        scanner.skipSpaces()
        let timeStart = scanner.index
        while scanner.index < scanner.bytes.count, scanner.bytes[scanner.index] != UInt8(ascii: ",") { scanner.index += 1 }
        guard let time = scanner.microseconds(timeStart..<scanner.index) else {
            throw error(line, timeStart + 1, "expected a time as seconds.microseconds, found \(FileError.quoted(scanner.text(timeStart..<scanner.index)))")
        }
        _ = scanner.skip(",")
        let column = timeStart + 1
        if scanner.skip("type") {
            let type = try number(&scanner, line: line, what: "event type")
            guard scanner.skip(",") && scanner.skip("code") else { throw error(line, scanner.column, "expected ', code' after the type") }
            let code = try number(&scanner, line: line, what: "event code")
            guard scanner.skip(",") && scanner.skip("value") else { throw error(line, scanner.column, "expected ', value' after the code") }
            let word = scanner.word()
            guard let value = scanner.decimal(word) else {
                throw error(line, word.lowerBound + 1, "expected a decimal value (32-bit), found \(FileError.quoted(scanner.text(word)))")
            }
            return RecordingEvent(microseconds: time, type: type, code: code, value: value, line: line, column: column)
        }
        // a separator line: which synchronisation it is
        let code: Int
        if scanner.restContains("SYN_REPORT") || scanner.restContains("Report Sync") {
            code = InputCode.synReport
        } else if scanner.restContains("SYN_MT_REPORT") {
            code = InputCode.synMTReport
        } else if scanner.restContains("SYN_DROPPED") {
            code = InputCode.synDropped
        } else if scanner.restContains("SYN_CONFIG") || scanner.restContains("Config Sync") {
            code = 1
        } else {
            throw error(line, scanner.column, "expected 'type …' or a SYN_REPORT separator, found \(FileError.quoted(scanner.rest()))")
        }
        return RecordingEvent(microseconds: time, type: InputCode.evSyn, code: code, value: 0, line: line, column: column)
    }

    /// A decimal number followed by its name in parentheses (`3 (EV_ABS)`, `53 (?)`).
    private func number(_ scanner: inout LineScanner, line: Int, what: String) throws(FileError) -> Int {
        let word = scanner.word()
        var digits = word
        if let comma = digits.firstIndex(where: { scanner.bytes[$0] == UInt8(ascii: ",") }) { digits = digits.lowerBound..<comma }
        guard let number = scanner.decimal(digits), number >= 0, number < 0x10000 else {
            throw error(line, word.lowerBound + 1, "expected a decimal \(what), found \(FileError.quoted(scanner.text(word)))")
        }
        scanner.index = digits.upperBound
        scanner.skipSpaces()
        if scanner.index < scanner.bytes.count, scanner.bytes[scanner.index] == UInt8(ascii: "(") {
            while scanner.index < scanner.bytes.count, scanner.bytes[scanner.index] != UInt8(ascii: ")") { scanner.index += 1 }
            guard scanner.index < scanner.bytes.count else { throw error(line, scanner.column, "expected ')' after the \(what)'s name") }
            scanner.index += 1
        }
        return number
    }
}
