import SceneFiles
/// Reads the text form of `evemu-record` (and of Android's own `evemu-record`): `#` comments,
/// the `N:`, `I:`, `P:`, `B:`, `A:` (4 or 5 numbers), `S:`, `L:` description lines, then
/// `E: sec.usec type code value` events (type and code hexadecimal, the value signed decimal,
/// an optional `#` comment after it). The old split form keeps the description in a `.desc`
/// file: pass it as `description`.
public final class EvemuReader: RecordingReader {
    public let file: String
    public var formatName: String { "evemu" }
    public private(set) var device: RecordingDevice
    public var missingRangesHint: String { "the recording has no device description (N:/P:/A: lines): pass --desc with the device's .desc file" }
    public var cutLine: Int? { lines.cutLine }
    public var acceptsWindowUnits: Bool { false }

    private let lines: LineReader
    /// The next byte of the P: bitmap (they may span several lines).
    private var propertyByte = 0
    private var sawEvent = false
    /// In evemu-record's comment block: the event type and code whose values follow.
    private var commentType = -1
    private var commentCode = -1

    /// Reads from `lines`, starting from `description` (the `.desc` file of the split form).
    public init(lines: LineReader, description: RecordingDevice = RecordingDevice()) {
        self.lines = lines
        self.file = lines.path
        self.device = description
    }

    /// Reads the description file at `path` (a `.desc`, or any evemu file: its events are
    /// ignored).
    public static func description(path: String) throws(FileError) -> RecordingDevice {
        let reader = EvemuReader(lines: try LineReader(path: path))
        while try reader.next() != nil {}
        var device = reader.device
        device.descriptionFile = path
        return device
    }

    public func next() throws(FileError) -> RecordingEvent? {
        try lines.nextEvent { scanner, line throws(FileError) in try parse(scanner, line: line) }
    }


    /// The line's event, or nil for a description, comment or blank line.
    private func parse(_ scanner: LineScanner, line: Int) throws(FileError) -> RecordingEvent? {
        var scanner = scanner
        let head = scanner.word()
        guard !head.isEmpty else { return nil }
        let first = scanner.bytes[head.lowerBound]
        if first == UInt8(ascii: "#") {
            if !sawEvent { comment(&scanner) }
            return nil
        }
        guard head.count == 2, scanner.bytes[head.lowerBound + 1] == UInt8(ascii: ":") else {
            throw error(line, head.lowerBound + 1, "unexpected line starting with \(FileError.quoted(scanner.text(head))) (expected #, N:, I:, P:, B:, A: or E:)")
        }
        if first == UInt8(ascii: "E") { return try event(&scanner, head: head, line: line) }
        if sawEvent, [UInt8(ascii: "N"), UInt8(ascii: "P"), UInt8(ascii: "A")].contains(first) {
            throw error(line, head.lowerBound + 1, "a description line after the events: the description must come first")
        }
        switch first {
        case UInt8(ascii: "N"):
            device.name = scanner.rest()
        case UInt8(ascii: "I"), UInt8(ascii: "B"), UInt8(ascii: "S"), UInt8(ascii: "L"):
            break
        case UInt8(ascii: "P"):
            while true {
                let part = scanner.word()
                if part.isEmpty || scanner.bytes[part.lowerBound] == UInt8(ascii: "#") { break }
                guard let byte = scanner.hexadecimal(part, digits: 2) else {
                    throw error(line, part.lowerBound + 1, "expected a hexadecimal byte on the P: line, found \(FileError.quoted(scanner.text(part)))")
                }
                for bit in 0..<8 where byte & (1 << bit) != 0 {
                    device.properties.insert(propertyByte * 8 + bit)
                    device.propertyLocations[propertyByte * 8 + bit] = SourceLocation(line: line, column: head.lowerBound + 1)
                }
                propertyByte += 1
            }
        case UInt8(ascii: "A"):
            var parts: [Range<Int>] = []
            while true {
                let part = scanner.word()
                if part.isEmpty || scanner.bytes[part.lowerBound] == UInt8(ascii: "#") { break }
                parts.append(part)
            }
            guard parts.count == 5 || parts.count == 6 else {
                throw error(line, head.lowerBound + 1, "an A: line needs a code and 4 or 5 numbers (min max fuzz flat [resolution])")
            }
            guard let code = scanner.hexadecimal(parts[0], digits: 4) else {
                throw error(line, parts[0].lowerBound + 1, "expected a hexadecimal axis code, found \(FileError.quoted(scanner.text(parts[0])))")
            }
            var numbers: [Int] = []
            for part in parts.dropFirst() {
                guard let number = scanner.decimal(part) else {
                    throw error(line, part.lowerBound + 1, "expected a number, found \(FileError.quoted(scanner.text(part)))")
                }
                numbers.append(number)
            }
            device.axes[code] = RecordingAxis(code: code, minimum: numbers[0], maximum: numbers[1], resolution: numbers.count == 5 ? numbers[4] : 0)
        default:
            throw error(line, head.lowerBound + 1, "unexpected line starting with \(FileError.quoted(scanner.text(head))) (expected #, N:, I:, P:, B:, A: or E:)")
        }
        return nil
    }

    /// Reads evemu-record's description comments (`#   Event type 3 (EV_ABS)`, `#     Event code
    /// 47 (ABS_MT_SLOT)`, `#       Value      1`): the current slot, as evtest's header gives it.
    private func comment(_ scanner: inout LineScanner) {
        if scanner.skip("Event type") {
            commentType = scanner.decimal(scanner.word()) ?? -1
            commentCode = -1
        } else if scanner.skip("Event code") {
            commentCode = scanner.decimal(scanner.word()) ?? -1
        } else if commentType == InputCode.evAbs, commentCode == InputCode.absMTSlot, scanner.skip("Value"), let value = scanner.decimal(scanner.word()) {
            device.initialSlot = value
        }
    }

    private func event(_ scanner: inout LineScanner, head: Range<Int>, line: Int) throws(FileError) -> RecordingEvent {
        // four words, without an array (a line is read per event)
        var parts = (0..<0, 0..<0, 0..<0, 0..<0)
        var found = 0
        while found < 4 {
            let part = scanner.word()
            if part.isEmpty || scanner.bytes[part.lowerBound] == UInt8(ascii: "#") { break }
            switch found {
            case 0: parts.0 = part
            case 1: parts.1 = part
            case 2: parts.2 = part
            default: parts.3 = part
            }
            found += 1
        }
        guard found == 4 else { throw error(line, head.lowerBound + 1, "an E: line needs a time, a type, a code and a value") }
        let (timeText, typeText, codeText, valueText) = parts
        guard let time = scanner.microseconds(timeText) else {
            throw error(line, timeText.lowerBound + 1, "expected a time as seconds.microseconds, found \(FileError.quoted(scanner.text(timeText)))")
        }
        guard let type = scanner.hexadecimal(typeText, digits: 4) else {
            throw error(line, typeText.lowerBound + 1, "expected a hexadecimal event type, found \(FileError.quoted(scanner.text(typeText)))")
        }
        guard let code = scanner.hexadecimal(codeText, digits: 4) else {
            throw error(line, codeText.lowerBound + 1, "expected a hexadecimal event code, found \(FileError.quoted(scanner.text(codeText)))")
        }
        guard let value = scanner.decimal(valueText) else {
            throw error(line, valueText.lowerBound + 1, "expected a decimal value (32-bit), found \(FileError.quoted(scanner.text(valueText)))")
        }
        let rest = scanner.word()
        if !rest.isEmpty, scanner.bytes[rest.lowerBound] != UInt8(ascii: "#") {
            throw error(line, rest.lowerBound + 1, "unexpected \(FileError.quoted(scanner.text(rest))) after the value (a comment starts with #)")
        }
        sawEvent = true
        return RecordingEvent(microseconds: time, type: type, code: code, value: value, line: line, column: timeText.lowerBound + 1)
    }
}
