/// A cursor over one line's bytes for the recording readers: words, numbers and times read in
/// place, with the column of each for messages.
struct LineScanner {
    /// The line (without its ending).
    let bytes: UnsafeBufferPointer<UInt8>
    /// The next byte to read.
    var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The 1-based column of ``index``.
    var column: Int { index + 1 }

    /// True when only spaces and tabs remain.
    var atEnd: Bool {
        var at = index
        while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x09 { at += 1 }
        return at == bytes.count
    }

    /// Skips spaces and tabs.
    mutating func skipSpaces() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    }

    /// The next run of bytes up to a space or tab (after skipping those before it); empty at
    /// the end of the line.
    mutating func word() -> Range<Int> {
        skipSpaces()
        let begin = index
        while index < bytes.count, bytes[index] != 0x20, bytes[index] != 0x09 { index += 1 }
        return begin..<index
    }

    /// Skips `literal` (and the spaces before it) when the line continues with it.
    mutating func skip(_ literal: StaticString) -> Bool {
        skipSpaces()
        return skipExactly(literal)
    }

    /// Skips `literal` when the line continues with it right here.
    mutating func skipExactly(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard bytes.count - index >= count else { return false }
        let start = literal.utf8Start
        for offset in 0..<count where bytes[index + offset] != start[offset] { return false }
        index += count
        return true
    }

    /// True when the line starts with `prefix` after leading spaces.
    func startsWith(_ prefix: StaticString) -> Bool {
        var copy = self
        copy.index = 0
        return copy.skip(prefix)
    }

    /// True when `range` holds exactly `literal`.
    func range(_ range: Range<Int>, is literal: StaticString) -> Bool {
        guard range.count == literal.utf8CodeUnitCount else { return false }
        let start = literal.utf8Start
        for offset in 0..<range.count where bytes[range.lowerBound + offset] != start[offset] { return false }
        return true
    }

    /// True when the rest of the line (from ``index``) contains `literal`.
    func restContains(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        let start = literal.utf8Start
        guard count > 0, bytes.count - index >= count else { return false }
        var at = index
        while at + count <= bytes.count {
            if bytes[at] == start[0] {
                var offset = 1
                while offset < count, bytes[at + offset] == start[offset] { offset += 1 }
                if offset == count { return true }
            }
            at += 1
        }
        return false
    }

    /// The bytes of `range` as text (for messages and names).
    func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// The rest of the line after `index`, trimmed of spaces and tabs.
    func rest() -> String {
        var begin = index, end = bytes.count
        while begin < end, bytes[begin] == 0x20 || bytes[begin] == 0x09 { begin += 1 }
        while end > begin, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        return text(begin..<end)
    }

    /// A signed decimal number (leading zeros allowed) within the range of a 32-bit input value.
    func decimal(_ range: Range<Int>) -> Int? {
        var at = range.lowerBound
        var negative = false
        if at < range.upperBound, bytes[at] == UInt8(ascii: "-") || bytes[at] == UInt8(ascii: "+") {
            negative = bytes[at] == UInt8(ascii: "-")
            at += 1
        }
        guard at < range.upperBound else { return nil }
        var value = 0
        while at < range.upperBound {
            let digit = Int(bytes[at]) - 48
            guard digit >= 0, digit <= 9 else { return nil }
            value = value * 10 + digit
            if value > 1 << 31 { return nil }
            at += 1
        }
        value = negative ? -value : value
        return value >= Int(Int32.min) && value <= Int(Int32.max) ? value : nil
    }

    /// A hexadecimal number of at most `digits` digits (no prefix).
    func hexadecimal(_ range: Range<Int>, digits: Int = 8) -> Int? {
        guard !range.isEmpty, range.count <= digits else { return nil }
        var value = 0
        for at in range {
            let byte = bytes[at]
            let digit: Int
            switch byte {
            case 0x30...0x39: digit = Int(byte) - 0x30
            case 0x41...0x46: digit = Int(byte) - 0x41 + 10
            case 0x61...0x66: digit = Int(byte) - 0x61 + 10
            default: return nil
            }
            value = value << 4 | digit
        }
        return value
    }

    /// `seconds.fraction` as microseconds, exactly (1 to 9 fraction digits; beyond 6 they are
    /// cut), or nil.
    func microseconds(_ range: Range<Int>) -> Int64? {
        var at = range.lowerBound
        var seconds: Int64 = 0
        var digits = 0
        while at < range.upperBound, bytes[at] != UInt8(ascii: ".") {
            let digit = Int64(bytes[at]) - 48
            guard digit >= 0, digit <= 9, digits < 12 else { return nil }
            seconds = seconds * 10 + digit
            digits += 1
            at += 1
        }
        guard digits > 0, at < range.upperBound else { return nil }
        at += 1
        var micro: Int64 = 0
        var fraction = 0
        while at < range.upperBound {
            let digit = Int64(bytes[at]) - 48
            guard digit >= 0, digit <= 9, fraction < 9 else { return nil }
            if fraction < 6 { micro = micro * 10 + digit }
            fraction += 1
            at += 1
        }
        guard fraction > 0 else { return nil }
        for _ in fraction..<max(fraction, 6) { micro *= 10 }
        return seconds * 1_000_000 + micro
    }
}
