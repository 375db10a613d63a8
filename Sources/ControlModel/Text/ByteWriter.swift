/// A cursor that writes bytes into memory its caller has already reserved: the output path's
/// building block (records, numbers, times), with no bounds checks and no reallocation.
///
/// The caller reserves at least as many bytes as it will write (each writer documents its
/// bound) and reads ``cursor`` afterwards to learn how many were written.
@usableFromInline package struct ByteWriter {
    /// Where the next byte goes.
    @usableFromInline package var cursor: UnsafeMutablePointer<UInt8>

    /// A writer starting at `start`.
    @inlinable package init(_ start: UnsafeMutablePointer<UInt8>) { cursor = start }

    /// Writes one byte.
    @inlinable @inline(__always)
    package mutating func put(_ byte: UInt8) {
        cursor.pointee = byte
        cursor += 1
    }

    /// Writes the bytes of a literal.
    @inlinable @inline(__always)
    package mutating func put(_ text: StaticString) {
        // literals here are short: a plain loop beats a call to memmove
        let start = text.utf8Start
        for index in 0..<text.utf8CodeUnitCount { cursor[index] = start[index] }
        cursor += text.utf8CodeUnitCount
    }

    /// Writes `bytes`.
    @inlinable @inline(__always)
    package mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        cursor.update(from: base, count: bytes.count)
        cursor += bytes.count
    }

    /// The most bytes ``putFixed(_:decimals:minDecimals:)`` and ``putDecimal(_:maxDecimals:minDecimals:)``
    /// write or touch (decimals are written and then the trailing zeros taken back): a sign, 19
    /// digits, a point and 18 decimals (or Swift's longest shortest form of a double, 24 bytes).
    @usableFromInline package static let numberBound = 40

    /// Writes `value` rounded to `maxDecimals` decimals (at most 18), trailing zeros dropped but
    /// at least `minDecimals` kept. Non-finite values write `null`; magnitudes from 9e15 on
    /// Swift's shortest representation.
    @inlinable @inline(__always)
    package mutating func putDecimal(_ value: Double, maxDecimals: Int, minDecimals: Int) {
        let product = value * ByteWriter.doublePowerOfTen(maxDecimals)
        // false for NaN and infinities too. From 2^52 on a double is a whole number, so the
        // product and its rounding agree on which side of 9e15 they are.
        guard abs(product) < 9e15 else {
            putOutsideFixedRange(value)
            return
        }
        putFixed(ByteWriter.roundedHalfAwayFromZero(product), decimals: maxDecimals, minDecimals: minDecimals)
    }

    /// `value` (of magnitude below 2^63) rounded to a whole number, halves away from zero: what
    /// `value.rounded()` gives, without the call into the C library. Both the truncation and
    /// the fraction it leaves are exact.
    @inlinable @inline(__always)
    static func roundedHalfAwayFromZero(_ value: Double) -> Int64 {
        let truncated = Int64(value)
        let fraction = value - Double(truncated)
        if fraction >= 0.5 { return truncated &+ 1 }
        if fraction <= -0.5 { return truncated &- 1 }
        return truncated
    }

    /// Writes a number ``putDecimal(_:maxDecimals:minDecimals:)`` does not write as a fixed
    /// decimal: `null` when it is not finite, else Swift's shortest representation.
    @usableFromInline @inline(never)
    mutating func putOutsideFixedRange(_ value: Double) {
        guard value.isFinite else {
            put("null")
            return
        }
        var text = String(value)
        text.withUTF8 { put($0) }
    }

    /// Writes `scaled` / 10^`decimals` in decimal, trailing fraction zeros dropped down to
    /// `minDecimals` (0 ≤ `minDecimals` ≤ `decimals` ≤ 18).
    @inlinable @inline(__always)
    package mutating func putFixed(_ scaled: Int64, decimals: Int, minDecimals: Int) {
        let magnitude = scaled.magnitude
        if scaled < 0 { put(UInt8(ascii: "-")) }
        guard decimals > 0 else {
            putUnsigned(magnitude)
            return
        }
        let divisor = ByteWriter.powerOfTen(decimals)
        putUnsigned(magnitude / divisor)
        // every decimal is written, then the trailing zeros not needed are taken back (and
        // the point with them when no decimal is left)
        put(UInt8(ascii: "."))
        putDigits(magnitude % divisor, count: decimals)
        var keep = decimals
        while keep > minDecimals, cursor[-1] == UInt8(ascii: "0") {
            cursor -= 1
            keep -= 1
        }
        if keep == 0 { cursor -= 1 }
    }

    /// Writes `value` in decimal, without leading zeros (`0` for zero); numbers below 10,000
    /// take a short path.
    @inlinable @inline(__always)
    mutating func putUnsigned(_ value: UInt64) {
        if value < 100 {
            if value < 10 {
                put(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
            } else {
                putPair(Int(truncatingIfNeeded: value))
            }
        } else if value < 10_000 {
            let high = Int(truncatingIfNeeded: value / 100)
            if high < 10 {
                put(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: high))
            } else {
                putPair(high)
            }
            putPair(Int(truncatingIfNeeded: value % 100))
        } else {
            putDigits(value, count: ByteWriter.digitCount(value))
        }
    }

    /// Writes the two digits of `pair` (0…99).
    @inlinable @inline(__always)
    mutating func putPair(_ pair: Int) {
        cursor[0] = ByteWriter.digitPairs.utf8Start[pair &* 2]
        cursor[1] = ByteWriter.digitPairs.utf8Start[pair &* 2 &+ 1]
        cursor += 2
    }

    /// Writes the last `count` decimal digits of `value` (zero-padded), two at a time.
    @inlinable @inline(__always)
    mutating func putDigits(_ value: UInt64, count: Int) {
        var value = value
        var end = cursor + count
        cursor = end
        var remaining = count
        while remaining >= 2 {
            let pair = Int(value % 100)
            value /= 100
            end -= 2
            end[0] = ByteWriter.digitPairs.utf8Start[pair &* 2]
            end[1] = ByteWriter.digitPairs.utf8Start[pair &* 2 &+ 1]
            remaining -= 2
        }
        if remaining == 1 {
            end -= 1
            end[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
        }
    }

    /// The number of decimal digits of `value` (1 for zero).
    @inlinable @inline(__always)
    static func digitCount(_ value: UInt64) -> Int {
        // ⌊log10⌋ estimated from the bit length (1233 / 4096 ≈ log10 2), one too small at most
        let estimate = ((64 &- value.leadingZeroBitCount) &* 1233) &>> 12
        return value >= powerOfTen(estimate) ? estimate &+ 1 : max(estimate, 1)
    }

    /// 10^`exponent` for 0 ≤ `exponent` ≤ 19 (a table lookup once compiled).
    @inlinable @inline(__always)
    static func powerOfTen(_ exponent: Int) -> UInt64 {
        switch exponent {
        case 0: 1
        case 1: 10
        case 2: 100
        case 3: 1_000
        case 4: 10_000
        case 5: 100_000
        case 6: 1_000_000
        case 7: 10_000_000
        case 8: 100_000_000
        case 9: 1_000_000_000
        case 10: 10_000_000_000
        case 11: 100_000_000_000
        case 12: 1_000_000_000_000
        case 13: 10_000_000_000_000
        case 14: 100_000_000_000_000
        case 15: 1_000_000_000_000_000
        case 16: 10_000_000_000_000_000
        case 17: 100_000_000_000_000_000
        case 18: 1_000_000_000_000_000_000
        default: 10_000_000_000_000_000_000
        }
    }

    /// "00" "01" … "99" as one run of bytes.
    @usableFromInline static let digitPairs: StaticString =
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"

    /// 10^`exponent` as a double for 0 ≤ `exponent` ≤ 18 (exact: every power up to 10^22 is).
    @inlinable @inline(__always)
    static func doublePowerOfTen(_ exponent: Int) -> Double {
        Double(Int64(truncatingIfNeeded: powerOfTen(exponent)))
    }
}
