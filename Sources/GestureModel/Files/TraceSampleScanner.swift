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
    /// 10^0 … 10^22, each exact as a double.
    private static let powersOfTen: (Double, Double, Double, Double, Double, Double, Double, Double, Double, Double,
                                     Double, Double, Double, Double, Double, Double, Double, Double, Double, Double,
                                     Double, Double, Double) =
        (1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18,
         1e19, 1e20, 1e21, 1e22)

    private let start: UnsafePointer<UInt8>
    private let end: UnsafePointer<UInt8>
    private var p: UnsafePointer<UInt8>

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        start = bytes.baseAddress!
        end = start + bytes.count
        p = start
    }

    static func scan(_ bytes: ArraySlice<UInt8>, line: Int) -> TraceLine? {
        bytes.withUnsafeBufferPointer { buffer in
            guard buffer.count > 0 else { return nil }
            var scanner = TraceSampleScanner(buffer)
            return scanner.sample(line: line)
        }
    }

    /// The byte at the cursor, or 0 at the end (0 never appears in a valid sample line).
    @inline(__always)
    private var byte: UInt8 { p < end ? p.pointee : 0 }

    @inline(__always)
    private mutating func skipSpace() {
        while p < end, p.pointee == 0x20 || p.pointee == 0x09 { p += 1 }
    }

    @inline(__always)
    private mutating func take(_ expected: UInt8) -> Bool {
        guard p < end, p.pointee == expected else { return false }
        p += 1
        return true
    }

    /// Takes `word` (ASCII) if the bytes at the cursor spell it.
    @inline(__always)
    private mutating func take(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard end - p >= count else { return false }
        let letters = word.utf8Start
        for index in 0..<count where p[index] != letters[index] { return false }
        p += count
        return true
    }

    /// The 1-based column of the cursor.
    private var column: Int { p - start + 1 }

    private mutating func sample(line: Int) -> TraceLine? {
        skipSpace()
        guard take(UInt8(ascii: "{")) else { return nil }
        var t = 0.0, touch = 0.0, x = 0.0, y = 0.0
        var phase = TouchPhase.began
        var tColumn = 1, touchColumn = 1
        var seen = 0
        while true {
            skipSpace()
            guard take(UInt8(ascii: "\"")) else { return nil }
            // the key, with its closing quote: t, touch, phase, x or y
            let key: Int
            switch byte {
            case UInt8(ascii: "t"):
                p += 1
                if take(UInt8(ascii: "\"")) { key = 1 } else if take("ouch\"") { key = 2 } else { return nil }
            case UInt8(ascii: "p"):
                guard take("phase\"") else { return nil }
                key = 4
            case UInt8(ascii: "x"):
                p += 1
                guard take(UInt8(ascii: "\"")) else { return nil }
                key = 8
            case UInt8(ascii: "y"):
                p += 1
                guard take(UInt8(ascii: "\"")) else { return nil }
                key = 16
            default: return nil
            }
            guard seen & key == 0 else { return nil }
            seen |= key
            skipSpace()
            guard take(UInt8(ascii: ":")) else { return nil }
            skipSpace()
            let valueColumn = column
            if key == 4 {
                guard take(UInt8(ascii: "\"")), let parsed = phaseName() else { return nil }
                phase = parsed
            } else {
                guard let number = number() else { return nil }
                switch key {
                case 1: t = number; tColumn = valueColumn
                case 2: touch = number; touchColumn = valueColumn
                case 8: x = number
                default: y = number
                }
            }
            skipSpace()
            if take(UInt8(ascii: ",")) { continue }
            if take(UInt8(ascii: "}")) { break }
            return nil
        }
        skipSpace()
        guard p == end, seen == 31 else { return nil }
        guard t >= 0, t <= TraceDecoder.maximumTime, touch == touch.rounded(), touch >= 0, touch <= 2_147_483_647,
            abs(x) <= ObjectReader.maximumMagnitude, abs(y) <= ObjectReader.maximumMagnitude
        else { return nil }
        let change = TouchChange(identifier: Int(touch), phase: phase, location: Point(x: x, y: y))
        return TraceLine(content: .sample(change), line: line, time: Timestamp(seconds: t), keyLocations: [:],
                         timeColumn: tColumn, touchColumn: touchColumn)
    }

    /// A phase name with its closing quote, after the opening quote.
    private mutating func phaseName() -> TouchPhase? {
        switch byte {
        case UInt8(ascii: "b"): return take("began\"") ? .began : nil
        case UInt8(ascii: "m"): return take("moved\"") ? .moved : nil
        case UInt8(ascii: "e"): return take("ended\"") ? .ended : nil
        case UInt8(ascii: "c"): return take("cancelled\"") ? .cancelled : nil
        case UInt8(ascii: "s"): return take("stationary\"") ? .stationary : nil
        default: return nil
        }
    }

    /// A plain JSON number without exponent, converted exactly; nil to fall back.
    private mutating func number() -> Double? {
        let negative = take(UInt8(ascii: "-"))
        let intStart = p
        var mantissa: UInt64 = 0
        while p < end, p.pointee &- UInt8(ascii: "0") < 10 {
            mantissa = mantissa &* 10 &+ UInt64(p.pointee &- UInt8(ascii: "0"))
            p += 1
        }
        let intDigits = p - intStart
        guard intDigits > 0, !(intDigits > 1 && intStart.pointee == UInt8(ascii: "0")) else { return nil }
        var decimals = 0
        if take(UInt8(ascii: ".")) {
            let fractionStart = p
            while p < end, p.pointee &- UInt8(ascii: "0") < 10 {
                mantissa = mantissa &* 10 &+ UInt64(p.pointee &- UInt8(ascii: "0"))
                p += 1
            }
            decimals = p - fractionStart
            guard decimals > 0 else { return nil }
        }
        let next = byte
        guard next != UInt8(ascii: "e"), next != UInt8(ascii: "E") else { return nil }
        // up to 15 digits the mantissa is exact and one correctly rounded division gives what
        // Double(String) gives
        guard intDigits + decimals <= 15, decimals <= 22 else { return nil }
        let value = Double(mantissa) / TraceSampleScanner.powerOfTen(decimals)
        return negative ? -value : value
    }

    @inline(__always)
    private static func powerOfTen(_ exponent: Int) -> Double {
        withUnsafeBytes(of: powersOfTen) { $0.load(fromByteOffset: exponent * 8, as: Double.self) }
    }
}
