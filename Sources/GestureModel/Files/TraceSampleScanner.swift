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
enum TraceSampleScanner {
    private static let powersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    static func scan(_ bytes: ArraySlice<UInt8>, line: Int) -> TraceLine? {
        bytes.withUnsafeBufferPointer { buffer in scan(buffer, line: line) }
    }

    private static func scan(_ b: UnsafeBufferPointer<UInt8>, line: Int) -> TraceLine? {
        var i = 0
        let n = b.count
        @inline(__always) func skipSpace() {
            while i < n, b[i] == 0x20 || b[i] == 0x09 { i += 1 }
        }
        skipSpace()
        guard i < n, b[i] == UInt8(ascii: "{") else { return nil }
        i += 1
        var t: Double?, touch: Double?, x: Double?, y: Double?
        var phase: TouchPhase?
        var tColumn = 1, touchColumn = 1
        var seen = 0
        while true {
            skipSpace()
            guard i < n, b[i] == UInt8(ascii: "\"") else { return nil }
            i += 1
            let keyStart = i
            while i < n, b[i] != UInt8(ascii: "\""), b[i] != UInt8(ascii: "\\") { i += 1 }
            guard i < n, b[i] == UInt8(ascii: "\"") else { return nil }
            let keyLength = i - keyStart
            let key0 = keyLength > 0 ? b[keyStart] : 0
            i += 1
            skipSpace()
            guard i < n, b[i] == UInt8(ascii: ":") else { return nil }
            i += 1
            skipSpace()
            let valueColumn = i + 1
            if keyLength == 5, key0 == UInt8(ascii: "p"), matches(b, keyStart, "phase") {
                guard phase == nil, i < n, b[i] == UInt8(ascii: "\"") else { return nil }
                i += 1
                let start = i
                while i < n, b[i] != UInt8(ascii: "\""), b[i] != UInt8(ascii: "\\") { i += 1 }
                guard i < n, b[i] == UInt8(ascii: "\"") else { return nil }
                phase = phaseNamed(b, start, i - start)
                guard phase != nil else { return nil }
                i += 1
                seen |= 4
            } else {
                guard let number = parseNumber(b, &i) else { return nil }
                if keyLength == 1, key0 == UInt8(ascii: "t") {
                    guard t == nil else { return nil }
                    t = number; tColumn = valueColumn; seen |= 1
                } else if keyLength == 5, key0 == UInt8(ascii: "t"), matches(b, keyStart, "touch") {
                    guard touch == nil else { return nil }
                    touch = number; touchColumn = valueColumn; seen |= 2
                } else if keyLength == 1, key0 == UInt8(ascii: "x") {
                    guard x == nil else { return nil }
                    x = number; seen |= 8
                } else if keyLength == 1, key0 == UInt8(ascii: "y") {
                    guard y == nil else { return nil }
                    y = number; seen |= 16
                } else {
                    return nil
                }
            }
            skipSpace()
            guard i < n else { return nil }
            if b[i] == UInt8(ascii: ",") { i += 1; continue }
            if b[i] == UInt8(ascii: "}") { i += 1; break }
            return nil
        }
        skipSpace()
        guard i == n, seen == 31, let t, let touch, let x, let y, let phase else { return nil }
        guard t >= 0, t <= TraceDecoder.maximumTime, touch == touch.rounded(), touch >= 0, touch <= 2_147_483_647,
            abs(x) <= ObjectReader.maximumMagnitude, abs(y) <= ObjectReader.maximumMagnitude
        else { return nil }
        let change = TouchChange(identifier: Int(touch), phase: phase, location: Point(x: x, y: y))
        return TraceLine(content: .sample(change), line: line, time: Timestamp(seconds: t), keyLocations: [:],
                         timeColumn: tColumn, touchColumn: touchColumn)
    }

    private static func matches(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ word: StaticString) -> Bool {
        word.withUTF8Buffer { expected in
            for k in 0..<expected.count where b[start + k] != expected[k] { return false }
            return true
        }
    }

    private static func phaseNamed(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> TouchPhase? {
        switch length {
        case 5:
            if matches(b, start, "began") { return .began }
            if matches(b, start, "moved") { return .moved }
            if matches(b, start, "ended") { return .ended }
        case 9: if matches(b, start, "cancelled") { return .cancelled }
        case 10: if matches(b, start, "stationary") { return .stationary }
        default: break
        }
        return nil
    }

    /// A plain JSON number without exponent, converted exactly; nil to fall back.
    private static func parseNumber(_ b: UnsafeBufferPointer<UInt8>, _ i: inout Int) -> Double? {
        let n = b.count
        var negative = false
        if i < n, b[i] == UInt8(ascii: "-") { negative = true; i += 1 }
        let intStart = i
        var mantissa: UInt64 = 0
        var digits = 0
        while i < n, b[i] >= UInt8(ascii: "0"), b[i] <= UInt8(ascii: "9") {
            mantissa = mantissa &* 10 &+ UInt64(b[i] - UInt8(ascii: "0"))
            digits += 1
            i += 1
        }
        let intDigits = i - intStart
        guard intDigits > 0, !(intDigits > 1 && b[intStart] == UInt8(ascii: "0")) else { return nil }
        var decimals = 0
        if i < n, b[i] == UInt8(ascii: ".") {
            i += 1
            let fractionStart = i
            while i < n, b[i] >= UInt8(ascii: "0"), b[i] <= UInt8(ascii: "9") {
                mantissa = mantissa &* 10 &+ UInt64(b[i] - UInt8(ascii: "0"))
                digits += 1
                i += 1
            }
            decimals = i - fractionStart
            guard decimals > 0 else { return nil }
        }
        guard i < n, b[i] != UInt8(ascii: "e"), b[i] != UInt8(ascii: "E") else { return nil }
        guard digits <= 15, decimals <= 22 else { return nil }
        let value = Double(mantissa) / powersOfTen[decimals]
        return negative ? -value : value
    }
}
