import ControlModel
import GestureModel

/// The fast path for the commonest trace line, a touch sample such as
/// `{"t": 0.120, "touch": 1, "phase": "began", "x": 120.5, "y": 300}`: one pass over the bytes,
/// no allocation, no general JSON tree.
///
/// It accepts only lines it is sure about — a flat object with exactly the keys `t`, `touch`,
/// `phase`, `x`, `y` (any order, spaces and tabs between tokens), plain decimal numbers, a
/// `touch` written as plain digits and a phase name — and gives up (nil) on anything else, so
/// the general decoder handles that line and reports any error with its place. Numbers are
/// converted exactly as `Double(String)` would: a mantissa of up to 15 digits divided by an
/// exact power of ten is one correctly rounded division; everything else falls back.
///
/// The line must end with `}` (trailing spaces and tabs aside) before scanning starts. That
/// brace is a sentinel: no token of a sample contains `}`, so every loop stops on it at the
/// latest and the scanner needs no bounds check of its own. The closing brace is taken only
/// where the object ends, and the scan then checks it was the last one.
struct TraceSampleScanner {
    /// 10^0 … 10^15, each exact as a double (a fast-path number has at most 15 decimals).
    private static let powersOfTen: [Double] = [1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13,
                                                1e14, 1e15]

    private let start: UnsafePointer<UInt8>
    /// Just past the closing brace (trailing spaces and tabs excluded).
    private let end: UnsafePointer<UInt8>
    private var p: UnsafePointer<UInt8>

    private init(start: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>) {
        self.start = start
        self.end = end
        p = start
    }

    /// The sample on `bytes`, the text of line `line`, or nil when the general decoder must
    /// read the line.
    @inline(__always)
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, line: Int) -> TraceLine? {
        guard let start = bytes.baseAddress else { return nil }
        var end = start + bytes.count
        while end > start, end[-1] == 0x20 || end[-1] == 0x09 { end -= 1 }
        guard end > start, end[-1] == UInt8(ascii: "}") else { return nil }
        var scanner = TraceSampleScanner(start: start, end: end)
        return scanner.sample(line: line)
    }

    @inline(__always)
    private mutating func skipSpace() {
        // one comparison when there is none: every token starts above 0x20
        while p.pointee <= 0x20, p.pointee == 0x20 || p.pointee == 0x09 { p += 1 }
    }

    /// Takes `a`, `b` and `c` if they are the next three bytes (none of them `}`).
    @inline(__always)
    private mutating func take(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> Bool {
        guard p[0] == a, p[1] == b, p[2] == c else { return false }
        p += 3
        return true
    }

    @inline(__always)
    private mutating func take(_ expected: UInt8) -> Bool {
        guard p.pointee == expected else { return false }
        p += 1
        return true
    }

    /// Takes `word` (ASCII, without `}`) if the bytes at the cursor spell it; the comparison
    /// stops at the first difference, at the closing brace at the latest.
    @inline(__always)
    private mutating func take(_ word: StaticString) -> Bool {
        let letters = word.utf8Start
        for index in 0..<word.utf8CodeUnitCount where p[index] != letters[index] { return false }
        p += word.utf8CodeUnitCount
        return true
    }

    /// The 1-based column of the cursor.
    private var column: Int { p - start + 1 }

    @inline(__always)
    private mutating func sample(line: Int) -> TraceLine? {
        skipSpace()
        guard take(UInt8(ascii: "{")) else { return nil }
        var t = 0.0, x = 0.0, y = 0.0
        var touch = 0
        var phase = TouchPhase.began
        var tColumn = 1, touchColumn = 1
        var seen = 0
        skipSpace()
        guard take(UInt8(ascii: "\"")) else { return nil }
        while true {
            // the key, with its closing quote: t, touch, phase, x or y
            let key: Int
            switch p.pointee {
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
            if !take(UInt8(ascii: ":")) {
                skipSpace()
                guard take(UInt8(ascii: ":")) else { return nil }
            }
            skipSpace()
            switch key {
            case 1:
                tColumn = column
                guard let number = number() else { return nil }
                t = number
            case 2:
                touchColumn = column
                guard let number = wholeNumber() else { return nil }
                touch = number
            case 4:
                guard take(UInt8(ascii: "\"")), let parsed = phaseName() else { return nil }
                phase = parsed
            case 8:
                guard let number = number() else { return nil }
                x = number
            default:
                guard let number = number() else { return nil }
                y = number
            }
            // `, "` before the next key is what recorders write; anything else the long way
            if take(UInt8(ascii: ","), UInt8(ascii: " "), UInt8(ascii: "\"")) { continue }
            skipSpace()
            if take(UInt8(ascii: ",")) {
                skipSpace()
                guard take(UInt8(ascii: "\"")) else { return nil }
                continue
            }
            if take(UInt8(ascii: "}")) { break }
            return nil
        }
        guard p == end, seen == 31 else { return nil }
        return TraceSampleScanner.line(t: t, touch: touch, phase: phase, x: x, y: y, line: line, timeColumn: tColumn,
                                       touchColumn: touchColumn)
    }

    /// The sample line of these values, or nil when a value is beyond the replay's limits (the
    /// general decoder then says which); for this scanner and ``TraceSampleWordScanner``.
    @inline(__always)
    static func line(t: Double, touch: Int, phase: TouchPhase, x: Double, y: Double, line: Int, timeColumn: Int,
                     touchColumn: Int) -> TraceLine? {
        guard t >= 0, t <= ReplayLimits.maximumTime,
            abs(x) <= ReplayLimits.maximumMagnitude, abs(y) <= ReplayLimits.maximumMagnitude
        else { return nil }
        let change = TouchChange(identifier: touch, phase: phase, location: Point(x: x, y: y))
        return TraceLine(sample: change, line: line, time: TraceSampleScanner.timestamp(seconds: t),
                         timeColumn: timeColumn, touchColumn: touchColumn)
    }

    /// `mantissa / 10^decimals` for a mantissa of at most 15 digits and at most 15 decimals:
    /// both exact as doubles, so this one correctly rounded division is what `Double(String)`
    /// gives.
    @inline(__always)
    static func convert(mantissa: UInt64, decimals: Int) -> Double {
        Double(mantissa) / TraceSampleScanner.powersOfTen[decimals]
    }

    /// A phase name with its closing quote, after the opening quote.
    @inline(__always)
    private mutating func phaseName() -> TouchPhase? {
        switch p.pointee {
        case UInt8(ascii: "m"): return take("moved\"") ? .moved : nil
        case UInt8(ascii: "b"): return take("began\"") ? .began : nil
        case UInt8(ascii: "e"): return take("ended\"") ? .ended : nil
        case UInt8(ascii: "c"): return take("cancelled\"") ? .cancelled : nil
        case UInt8(ascii: "s"): return take("stationary\"") ? .stationary : nil
        default: return nil
        }
    }

    /// Takes a run of decimal digits into `mantissa` (wrapping past 19 digits; callers bound
    /// the count); returns how many there were.
    @inline(__always)
    private mutating func digits(into mantissa: inout UInt64) -> Int {
        let first = p
        while case let digit = p.pointee &- UInt8(ascii: "0"), digit < 10 {
            mantissa = mantissa &* 10 &+ UInt64(digit)
            p += 1
        }
        return p - first
    }

    /// A touch id written as plain digits without leading zeros, at most 2147483647; nil to
    /// fall back (a sign, a fraction or an exponent included).
    @inline(__always)
    private mutating func wholeNumber() -> Int? {
        let first = p.pointee
        var value: UInt64 = 0
        let count = digits(into: &value)
        guard count > 0, count <= 10, !(count > 1 && first == UInt8(ascii: "0")), value <= 2_147_483_647 else { return nil }
        let next = p.pointee
        guard next != UInt8(ascii: "."), next | 0x20 != UInt8(ascii: "e") else { return nil }
        return Int(value)
    }

    /// A plain JSON number without exponent, converted exactly; nil to fall back.
    @inline(__always)
    private mutating func number() -> Double? {
        let negative = take(UInt8(ascii: "-"))
        let first = p.pointee
        var mantissa: UInt64 = 0
        let intDigits = digits(into: &mantissa)
        guard intDigits > 0, !(intDigits > 1 && first == UInt8(ascii: "0")) else { return nil }
        var decimals = 0
        if take(UInt8(ascii: ".")) {
            decimals = digits(into: &mantissa)
            guard decimals > 0 else { return nil }
        }
        guard p.pointee | 0x20 != UInt8(ascii: "e") else { return nil }
        // up to 15 digits the mantissa is exact and one correctly rounded division gives what
        // Double(String) gives (at most 15 decimals, so the power of ten is exact too)
        guard intDigits + decimals <= 15 else { return nil }
        let value = TraceSampleScanner.convert(mantissa: mantissa, decimals: decimals)
        return negative ? -value : value
    }

    /// `Timestamp(seconds:)` for `seconds` from 0 to ``ReplayLimits/maximumTime``, without
    /// its calls: the nanoseconds `seconds * 1e9` rounded to nearest, halves away from zero.
    /// Below 1e18 the fraction `scaled - whole` is exact, so this is the same rounding.
    @inline(__always)
    private static func timestamp(seconds: Double) -> Timestamp {
        let scaled = seconds * 1e9
        let whole = Int64(scaled)
        return Timestamp(nanoseconds: scaled - Double(whole) >= 0.5 ? whole + 1 : whole)
    }
}
