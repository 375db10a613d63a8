/// A parsed evemu recording: the device description and the events (<doc:FileFormats>).
///
/// Reads the text form of `evemu-record` — `#` comments, `N:`, `I:`, `P:`, `B:`, `A:` header
/// lines (4 or 5 numbers on `A:`), and `E: sec.usec type code value` lines (type and code in
/// hexadecimal, the value signed decimal, an optional `#` comment after it) — and the old split
/// form, where the description is a separate `.desc` file.
public struct EvemuRecording: Sendable {
    /// The device.
    public var device: EvemuDevice
    /// The events in file order.
    public var events: [EvemuEvent]

    /// The largest recording read (64 MiB).
    public static let maximumSize = 64 << 20

    /// The longest time a recording may span, in microseconds (1e9 s, as a trace's `t`).
    public static let maximumSpan: Int64 = 1_000_000_000 * 1_000_000

    /// True when the bytes look like evemu text rather than JSON Lines.
    public static func looksLikeEvemu(_ bytes: ArraySlice<UInt8>) -> Bool {
        var index = bytes.startIndex
        while index < bytes.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        guard index + 1 < bytes.endIndex else { return false }
        let first = bytes[index], second = bytes[index + 1]
        if first == UInt8(ascii: "#") { return bytes[index...].starts(with: Array("# EVEMU".utf8)) }
        return [UInt8(ascii: "N"), UInt8(ascii: "I"), UInt8(ascii: "P"), UInt8(ascii: "B"), UInt8(ascii: "A"), UInt8(ascii: "E")]
            .contains(first) && second == UInt8(ascii: ":")
    }

    /// Parses `bytes` read from `file`; header lines fill `device` (pass a description parsed
    /// from a `.desc` file for the split form).
    public static func parse(_ bytes: [UInt8], file: String, device: EvemuDevice = EvemuDevice()) throws(FileError) -> EvemuRecording {
        var recording = EvemuRecording(device: device, events: [])
        var lineNumber = 0
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            lineNumber += 1
            var stop = end
            if stop > start, bytes[stop - 1] == 0x0D { stop -= 1 }
            try recording.parseLine(bytes[start..<stop], line: lineNumber, file: file)
            start = end + 1
        }
        return recording
    }

    private static func fields(_ slice: ArraySlice<UInt8>) -> [(text: Substring, column: Int)] {
        var result: [(text: Substring, column: Int)] = []
        let text = String(decoding: slice, as: UTF8.self)
        var current = text.startIndex
        var column = 1
        while current < text.endIndex {
            while current < text.endIndex, text[current] == " " || text[current] == "\t" {
                current = text.index(after: current)
                column += 1
            }
            guard current < text.endIndex else { break }
            if text[current] == "#" { break }
            let begin = current
            let beginColumn = column
            while current < text.endIndex, text[current] != " ", text[current] != "\t" {
                current = text.index(after: current)
                column += text[text.index(before: current)].utf8.count
            }
            result.append((text[begin..<current], beginColumn))
        }
        return result
    }

    private mutating func parseLine(_ slice: ArraySlice<UInt8>, line: Int, file: String) throws(FileError) {
        let parts = EvemuRecording.fields(slice)
        guard let head = parts.first else { return }
        func fail(_ column: Int, _ message: String) -> FileError {
            FileError(file: file, location: SourceLocation(line: line, column: column), message: message)
        }
        switch head.text {
        case "N:":
            device.name = String(decoding: slice.dropFirst(2), as: UTF8.self).trimmingCharacters(in: " \t")
        case "I:", "B:", "S:", "L:":
            break
        case "P:":
            for part in parts.dropFirst() {
                guard let byte = UInt8(part.text, radix: 16) else { throw fail(part.column, "expected a hexadecimal byte on the P: line, found \(FileError.quoted(part.text))") }
                device.properties.append(byte)
            }
        case "A:":
            guard parts.count == 6 || parts.count == 7 else {
                throw fail(head.column, "an A: line needs a code and 4 or 5 numbers (min max fuzz flat [resolution])")
            }
            guard let code = Int(parts[1].text, radix: 16) else { throw fail(parts[1].column, "expected a hexadecimal axis code, found \(FileError.quoted(parts[1].text))") }
            var numbers: [Int] = []
            for part in parts.dropFirst(2) {
                guard let number = Int(part.text), number.magnitude < 1 << 40 else { throw fail(part.column, "expected a number, found \(FileError.quoted(part.text))") }
                numbers.append(number)
            }
            device.axes[code] = EvemuAxis(code: code, minimum: numbers[0], maximum: numbers[1], resolution: numbers.count == 5 ? numbers[4] : 0)
        case "E:":
            guard parts.count >= 5 else { throw fail(head.column, "an E: line needs a time, a type, a code and a value") }
            guard let time = EvemuRecording.microseconds(parts[1].text) else {
                throw fail(parts[1].column, "expected a time as seconds.microseconds, found \(FileError.quoted(parts[1].text))")
            }
            guard let type = Int(parts[2].text, radix: 16), type >= 0, type < 0x10000 else { throw fail(parts[2].column, "expected a hexadecimal event type, found \(FileError.quoted(parts[2].text))") }
            guard let code = Int(parts[3].text, radix: 16), code >= 0, code < 0x10000 else { throw fail(parts[3].column, "expected a hexadecimal event code, found \(FileError.quoted(parts[3].text))") }
            guard let value = Int(parts[4].text), value.magnitude < 1 << 40 else { throw fail(parts[4].column, "expected a decimal value, found \(FileError.quoted(parts[4].text))") }
            if let last = events.last, time < last.microseconds {
                throw fail(parts[1].column, "time goes back (\(parts[1].text))")
            }
            if let first = events.first, time - first.microseconds > EvemuRecording.maximumSpan {
                throw fail(parts[1].column, "the recording spans more than 1e9 seconds")
            }
            events.append(EvemuEvent(microseconds: time, type: type, code: code, value: value, line: line))
        default:
            if head.text.hasPrefix("#") { return }
            throw fail(head.column, "unexpected line starting with \(FileError.quoted(head.text)) (expected #, N:, I:, P:, B:, A: or E:)")
        }
    }

    /// Parses `seconds.micro` into microseconds (exactly, without floating point).
    static func microseconds(_ text: Substring) -> Int64? {
        let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
        guard pieces.count == 2, let seconds = Int64(pieces[0]), seconds >= 0, seconds < 1 << 40,
            !pieces[1].isEmpty, pieces[1].count <= 9, pieces[1].allSatisfy(\.isNumber), let fraction = Int64(pieces[1])
        else { return nil }
        var micro = fraction
        var digits = pieces[1].count
        while digits < 6 { micro *= 10; digits += 1 }
        while digits > 6 { micro /= 10; digits -= 1 }
        return seconds * 1_000_000 + micro
    }
}

extension String {
    func trimmingCharacters(in set: String) -> String {
        var text = Substring(self)
        while let first = text.first, set.contains(first) { text.removeFirst() }
        while let last = text.last, set.contains(last) { text.removeLast() }
        return String(text)
    }
}
