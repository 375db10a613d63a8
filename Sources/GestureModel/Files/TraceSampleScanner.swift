import ControlModel

/// The fast path for the commonest trace line, a touch sample such as
/// `{"t": 0.120, "touch": 1, "phase": "began", "x": 120.5, "y": 300}`: one pass over the bytes,
/// no allocation, no general JSON tree.
///
/// It accepts only lines it is sure about — a flat object with exactly the keys `t`, `touch`,
/// `phase`, `x`, `y` (any order, any JSON whitespace), plain decimal numbers and a phase name —
/// and gives up (nil) on anything else, so the general decoder handles that line and reports
/// any error with its place. Numbers are converted exactly as `Double(String)` would: mantissas
/// up to 15 digits with up to 22 decimals divide exactly-rounded; everything else falls back.
struct TraceSampleScanner {
    private static let powersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    private let b: UnsafeBufferPointer<UInt8>
    private var i = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>) { b = bytes }

    static func scan(_ bytes: ArraySlice<UInt8>, line: Int) -> TraceLine? {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = TraceSampleScanner(buffer)
            return scanner.sample(line: line)
        }
    }

    private var atEnd: Bool { i >= b.count }

    private mutating func skipSpace() {
        while i < b.count, b[i] == 0x20 || b[i] == 0x09 { i += 1 }
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard i < b.count, b[i] == byte else { return false }
        i += 1
        return true
    }

    /// The bytes of a string without escapes, after its opening quote; nil to fall back.
    private mutating func plainString() -> (start: Int, length: Int)? {
        let start = i
        while i < b.count, b[i] != UInt8(ascii: "\""), b[i] != UInt8(ascii: "\\") { i += 1 }
        guard i < b.count, b[i] == UInt8(ascii: "\"") else { return nil }
        i += 1
        return (start, i - 1 - start)
    }

    private func matches(_ start: Int, _ word: (UInt8, UInt8, UInt8, UInt8, UInt8)) -> Bool {
        b[start] == word.0 && b[start + 1] == word.1 && b[start + 2] == word.2 && b[start + 3] == word.3
            && b[start + 4] == word.4
    }

    private mutating func sample(line: Int) -> TraceLine? {
        skipSpace()
        guard take(UInt8(ascii: "{")) else { return nil }
        var t = 0.0, touch = 0.0, x = 0.0, y = 0.0
        var phase = TouchPhase.began
        var tColumn = 1, touchColumn = 1
        var seen = 0
        while true {
            skipSpace()
            guard take(UInt8(ascii: "\"")), let key = plainString() else { return nil }
            skipSpace()
            guard take(UInt8(ascii: ":")) else { return nil }
            skipSpace()
            let valueColumn = i + 1
            let bit: Int
            if key.length == 5, matches(key.start, (0x70, 0x68, 0x61, 0x73, 0x65)) {  // phase
                guard take(UInt8(ascii: "\"")), let name = plainString(), let parsed = phaseNamed(name) else { return nil }
                phase = parsed
                bit = 4
            } else {
                guard let number = number() else { return nil }
                if key.length == 1 && b[key.start] == UInt8(ascii: "t") {
                    t = number; tColumn = valueColumn; bit = 1
                } else if key.length == 5, matches(key.start, (0x74, 0x6F, 0x75, 0x63, 0x68)) {  // touch
                    touch = number; touchColumn = valueColumn; bit = 2
                } else if key.length == 1 && b[key.start] == UInt8(ascii: "x") {
                    x = number; bit = 8
                } else if key.length == 1 && b[key.start] == UInt8(ascii: "y") {
                    y = number; bit = 16
                } else {
                    return nil
                }
            }
            guard seen & bit == 0 else { return nil }
            seen |= bit
            skipSpace()
            if take(UInt8(ascii: ",")) { continue }
            if take(UInt8(ascii: "}")) { break }
            return nil
        }
        skipSpace()
        guard atEnd, seen == 31 else { return nil }
        guard t >= 0, t <= TraceDecoder.maximumTime, touch == touch.rounded(), touch >= 0, touch <= 2_147_483_647,
            abs(x) <= ObjectReader.maximumMagnitude, abs(y) <= ObjectReader.maximumMagnitude
        else { return nil }
        let change = TouchChange(identifier: Int(touch), phase: phase, location: Point(x: x, y: y))
        return TraceLine(content: .sample(change), line: line, time: Timestamp(seconds: t), keyLocations: [:],
                         timeColumn: tColumn, touchColumn: touchColumn)
    }

    private func phaseNamed(_ name: (start: Int, length: Int)) -> TouchPhase? {
        let s = name.start
        switch name.length {
        case 5:
            if matches(s, (0x62, 0x65, 0x67, 0x61, 0x6E)) { return .began }  // began
            if matches(s, (0x6D, 0x6F, 0x76, 0x65, 0x64)) { return .moved }  // moved
            if matches(s, (0x65, 0x6E, 0x64, 0x65, 0x64)) { return .ended }  // ended
        case 9:
            if matches(s, (0x63, 0x61, 0x6E, 0x63, 0x65)), matches(s + 4, (0x65, 0x6C, 0x6C, 0x65, 0x64)) { return .cancelled }
        case 10:
            if matches(s, (0x73, 0x74, 0x61, 0x74, 0x69)), matches(s + 5, (0x6F, 0x6E, 0x61, 0x72, 0x79)) { return .stationary }
        default: break
        }
        return nil
    }

    /// A plain JSON number without exponent, converted exactly; nil to fall back.
    private mutating func number() -> Double? {
        let negative = take(UInt8(ascii: "-"))
        let intStart = i
        var mantissa: UInt64 = 0
        var digits = 0
        while i < b.count, b[i] &- UInt8(ascii: "0") < 10 {
            mantissa = mantissa &* 10 &+ UInt64(b[i] &- UInt8(ascii: "0"))
            digits += 1
            i += 1
        }
        let intDigits = i - intStart
        guard intDigits > 0, !(intDigits > 1 && b[intStart] == UInt8(ascii: "0")) else { return nil }
        var decimals = 0
        if take(UInt8(ascii: ".")) {
            let fractionStart = i
            while i < b.count, b[i] &- UInt8(ascii: "0") < 10 {
                mantissa = mantissa &* 10 &+ UInt64(b[i] &- UInt8(ascii: "0"))
                digits += 1
                i += 1
            }
            decimals = i - fractionStart
            guard decimals > 0 else { return nil }
        }
        guard i < b.count, b[i] != UInt8(ascii: "e"), b[i] != UInt8(ascii: "E") else { return nil }
        guard digits <= 15, decimals <= 22 else { return nil }
        let value = Double(mantissa) / TraceSampleScanner.powersOfTen[decimals]
        return negative ? -value : value
    }
}
