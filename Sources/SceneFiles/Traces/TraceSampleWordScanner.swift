import ControlModel
import GestureModel

/// The fastest path for a touch sample, for lines laid out exactly as recorders and the trace
/// generator write them — `{"t": 0.016, "touch": 1, "phase": "moved", "x": 43.43, "y": 253.25}`:
/// no space before `{` or after `}`, one space after each `:` and `,`, the keys in this order,
/// a phase of `began`, `moved` or `ended`, and numbers of at most seven digits before and seven
/// after the point, without exponent. It reads eight bytes at a time: the fixed text between
/// the values is compared as whole words, and each run of digits is found and converted with
/// a few word operations instead of one loop turn a digit.
///
/// It gives up (nil) on any other line, and ``TraceSampleScanner`` reads that line byte by
/// byte. What it accepts it decodes exactly as that scanner does: the same mantissa divided by
/// the same exact power of ten, the same columns, the same limits (``TraceSampleScanner``'s
/// `line(...)`); builds with internal checks compare every line it decodes with that scanner's
/// result, and ``TraceDecoder/readsWords`` turns it off for a test.
///
/// Words are read only inside the line: at least 16 bytes long, and near its end the last
/// eight bytes are read and shifted, so bytes past the end read as zeros (which match no text
/// and are no digit).
struct TraceSampleWordScanner {
    private let start: UnsafePointer<UInt8>
    /// Just past the line's last byte, its closing brace.
    private let end: UnsafePointer<UInt8>
    private var p: UnsafePointer<UInt8>

    // The fixed text, eight bytes a word, first byte lowest (checked against the text in
    // TraceSampleScannerTests).
    /// `{"t": `
    static let open: UInt64 = 0x0000_203A_2274_227B
    /// `, "touch`
    static let touchKey: UInt64 = 0x6863_756F_7422_202C
    /// `": `
    static let colon: UInt64 = 0x0000_0000_0020_3A22
    /// `, "phase`
    static let phaseKey: UInt64 = 0x6573_6168_7022_202C
    /// `": "`
    static let colonQuote: UInt64 = 0x0000_0000_2220_3A22
    /// `moved", `
    static let moved: UInt64 = 0x202C_2264_6576_6F6D
    /// `began", `
    static let began: UInt64 = 0x202C_226E_6167_6562
    /// `ended", `
    static let ended: UInt64 = 0x202C_2264_6564_6E65
    /// `"x": `
    static let xKey: UInt64 = 0x0000_0020_3A22_7822
    /// `, "y": `
    static let yKey: UInt64 = 0x0020_3A22_7922_202C
    /// 10^0 … 10^7.
    private static let powersOfTen: [UInt64] = [1, 10, 100, 1000, 10000, 100_000, 1_000_000, 10_000_000]

    private init(start: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>) {
        self.start = start
        self.end = end
        p = start
    }

    /// The sample on `bytes`, the text of line `line`, or nil when the byte scanner must read
    /// the line.
    @inline(__always)
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, line: Int) -> TraceLine? {
        guard let start = bytes.baseAddress, bytes.count >= 16, start[bytes.count - 1] == UInt8(ascii: "}") else { return nil }
        var scanner = TraceSampleWordScanner(start: start, end: start + bytes.count)
        return scanner.sample(line: line)
    }

    /// The eight bytes from `q` as a word, first byte lowest; bytes past the line's end read
    /// as zeros. `q` is never past the closing brace (no text taken contains `}` and no number
    /// runs over it), so the shift is 0 to 56 bits.
    @inline(__always)
    private func word(at q: UnsafePointer<UInt8>) -> UInt64 {
        let left = end - q
        if left >= 8 { return UInt64(littleEndian: UnsafeRawPointer(q).loadUnaligned(as: UInt64.self)) }
        let last = UInt64(littleEndian: UnsafeRawPointer(end - 8).loadUnaligned(as: UInt64.self))
        return last &>> (8 &* (8 &- left))
    }

    /// Takes the `count` bytes of `text` (a word of the fixed text) if the cursor is on them.
    @inline(__always)
    private mutating func take(_ text: UInt64, count: Int) -> Bool {
        let mask: UInt64 = count == 8 ? ~0 : (1 &<< (8 &* count)) &- 1
        guard word(at: p) & mask == text else { return false }
        p += count
        return true
    }

    /// How many of the word's bytes, first first, are digits; `digits` is the word with `0`
    /// subtracted from each byte (a digit byte is then 0…9, any other byte is above 9).
    @inline(__always)
    private static func digitCount(_ digits: UInt64) -> Int {
        // a byte's high bit ends up set exactly when it is above 9; a carry out of a byte
        // above 0x89 only changes bytes after it, and the count stops at it
        let above = ((digits &+ 0x7676_7676_7676_7676) | digits) & 0x8080_8080_8080_8080
        return above.trailingZeroBitCount >> 3
    }

    /// The value of the word's first `count` digit bytes (1…7), the first most significant.
    @inline(__always)
    private static func value(_ digits: UInt64, count: Int) -> UInt64 {
        // the digits to the top of the word, zeros (leading zeros) below them; then pairs,
        // quadruples and the eight combined in three multiplications
        var v = digits &<< (64 &- 8 &* count)
        v = ((v & 0x0F0F_0F0F_0F0F_0F0F) &* 2561) >> 8
        v = ((v & 0x00FF_00FF_00FF_00FF) &* 6_553_601) >> 16
        return ((v & 0x0000_FFFF_0000_FFFF) &* 42_949_672_960_001) >> 32
    }

    /// A run of one to seven digits at the cursor, without a leading zero unless alone; nil
    /// otherwise.
    @inline(__always)
    private mutating func digitRun() -> UInt64? {
        let exact = word(at: p) ^ 0x3030_3030_3030_3030
        let run = TraceSampleWordScanner.digitCount(exact)
        guard run > 0, run < 8, run == 1 || exact & 0xFF != 0 else { return nil }
        p += run
        return TraceSampleWordScanner.value(exact, count: run)
    }

    /// A plain JSON number of at most seven digits each side of the point, without exponent.
    /// A number whose digits and point fit in the word at its start (`43.43`, `253.25`) is
    /// converted from that word alone: the decimals are moved down over the point and all
    /// digits converted at once; a longer one reads its decimals' own word.
    @inline(__always)
    private mutating func number() -> Double? {
        let negative = p.pointee == UInt8(ascii: "-")
        if negative { p += 1 }
        let digits = word(at: p) ^ 0x3030_3030_3030_3030
        let whole = TraceSampleWordScanner.digitCount(digits)
        guard whole > 0, whole < 8, whole == 1 || digits & 0xFF != 0 else { return nil }
        var mantissa: UInt64
        var decimals = 0
        // the byte after the whole digits, read from the word (`.` is 0x2E, 0x1E here)
        if (digits &>> (8 &* whole)) & 0xFF == 0x1E {
            // the bytes after the point, the emptied top bytes filled with 0xFF (no digit)
            let after = 8 &* (whole &+ 1)
            let rest: UInt64 = after == 64 ? ~0 : digits &>> after | ~0 &<< (64 &- after)
            decimals = TraceSampleWordScanner.digitCount(rest)
            if decimals < 7 &- whole {
                guard decimals > 0 else { return nil }
                // the decimals moved down one byte, over the point
                let low: UInt64 = (1 &<< (8 &* whole)) &- 1
                let joined = digits & low | (digits >> 8) & ~low
                mantissa = TraceSampleWordScanner.value(joined, count: whole &+ decimals)
                p += whole &+ 1 &+ decimals
            } else {
                // the decimals may go on past the word: their own word
                mantissa = TraceSampleWordScanner.value(digits, count: whole)
                p += whole &+ 1
                let next = word(at: p) ^ 0x3030_3030_3030_3030
                decimals = TraceSampleWordScanner.digitCount(next)
                guard decimals > 0, decimals < 8 else { return nil }
                p += decimals
                mantissa = mantissa &* TraceSampleWordScanner.powersOfTen[decimals] &+ TraceSampleWordScanner.value(next, count: decimals)
            }
        } else {
            mantissa = TraceSampleWordScanner.value(digits, count: whole)
            p += whole
        }
        // at most 14 digits: exact, as the byte scanner's conversion
        let value = TraceSampleScanner.convert(mantissa: mantissa, decimals: decimals)
        return negative ? -value : value
    }

    @inline(__always)
    private mutating func sample(line: Int) -> TraceLine? {
        guard take(TraceSampleWordScanner.open, count: 6) else { return nil }
        let tColumn = p - start + 1
        guard let t = number(), take(TraceSampleWordScanner.touchKey, count: 8),
            take(TraceSampleWordScanner.colon, count: 3)
        else { return nil }
        let touchColumn = p - start + 1
        guard let touch = digitRun(), take(TraceSampleWordScanner.phaseKey, count: 8),
            take(TraceSampleWordScanner.colonQuote, count: 4)
        else { return nil }
        let phase: TouchPhase
        switch word(at: p) {
        case TraceSampleWordScanner.moved: phase = .moved
        case TraceSampleWordScanner.began: phase = .began
        case TraceSampleWordScanner.ended: phase = .ended
        default: return nil
        }
        p += 8
        guard take(TraceSampleWordScanner.xKey, count: 5), let x = number(), take(TraceSampleWordScanner.yKey, count: 7),
            let y = number(), p + 1 == end
        else { return nil }
        return TraceSampleScanner.line(t: t, touch: Int(touch), phase: phase, x: x, y: y, line: line, timeColumn: tColumn,
                                       touchColumn: touchColumn)
    }
}
