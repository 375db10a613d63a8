/// A cursor that writes bytes into memory its caller has already reserved: the output path's
/// building block (records, numbers, times), with no bounds checks and no reallocation.
///
/// The caller reserves at least as many bytes as it will write (each writer documents its
/// bound) and reads ``cursor`` afterwards to learn how many were written.
public struct ByteWriter {
    /// Where the next byte goes.
    public var cursor: UnsafeMutablePointer<UInt8>

    /// A writer starting at `start`.
    @inlinable public init(_ start: UnsafeMutablePointer<UInt8>) { cursor = start }

    /// Writes one byte.
    @inlinable @inline(__always)
    public mutating func put(_ byte: UInt8) {
        cursor.pointee = byte
        cursor += 1
    }

    /// Writes the bytes of a literal.
    @inlinable @inline(__always)
    public mutating func put(_ text: StaticString) {
        // literals here are short: a plain loop beats a call to memmove
        let start = text.utf8Start
        for index in 0..<text.utf8CodeUnitCount { cursor[index] = start[index] }
        cursor += text.utf8CodeUnitCount
    }

    /// Writes `bytes`.
    @inlinable @inline(__always)
    public mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        cursor.update(from: base, count: bytes.count)
        cursor += bytes.count
    }

    /// The most bytes ``putFixed(_:decimals:minDecimals:)`` and ``putDecimal(_:maxDecimals:minDecimals:)``
    /// write: a sign, 19 digits, a point and 18 decimals (or Swift's longest shortest form of a
    /// double, 24 bytes).
    public static let numberBound = 40

    /// Writes `value` rounded to `maxDecimals` decimals (at most 18), trailing zeros dropped but
    /// at least `minDecimals` kept. Non-finite values write `null`; magnitudes from 9e15 on
    /// Swift's shortest representation.
    @inlinable @inline(__always)
    public mutating func putDecimal(_ value: Double, maxDecimals: Int, minDecimals: Int) {
        guard value.isFinite else { put("null"); return }
        let scaled = (value * ByteWriter.doublePowerOfTen(maxDecimals)).rounded()
        guard abs(scaled) < 9e15 else {
            var text = String(value)
            text.withUTF8 { put($0) }
            return
        }
        putFixed(Int64(scaled), decimals: maxDecimals, minDecimals: minDecimals)
    }

    /// Writes `scaled` / 10^`decimals` in decimal, trailing fraction zeros dropped down to
    /// `minDecimals` (0 ≤ `minDecimals` ≤ `decimals` ≤ 18).
    @inlinable @inline(__always)
    public mutating func putFixed(_ scaled: Int64, decimals: Int, minDecimals: Int) {
        var magnitude = scaled.magnitude
        if scaled < 0 { put(UInt8(ascii: "-")) }
        guard decimals > 0 else {
            putDigits(magnitude, count: ByteWriter.digitCount(magnitude))
            return
        }
        let divisor = ByteWriter.powerOfTen(decimals)
        var fraction = magnitude % divisor
        magnitude /= divisor
        putDigits(magnitude, count: ByteWriter.digitCount(magnitude))
        var keep = decimals
        while keep > minDecimals, fraction % 10 == 0 {
            fraction /= 10
            keep -= 1
        }
        guard keep > 0 else { return }
        put(UInt8(ascii: "."))
        putDigits(fraction, count: keep)
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
        var count = 1
        var bound: UInt64 = 10
        while count < 20, value >= bound {
            count += 1
            bound = bound &* 10
        }
        return count
    }

    /// 10^`exponent` for 0 ≤ `exponent` ≤ 19.
    @inlinable @inline(__always)
    static func powerOfTen(_ exponent: Int) -> UInt64 {
        var value: UInt64 = 1
        for _ in 0..<exponent { value &*= 10 }
        return value
    }

    /// "00" "01" … "99" as one run of bytes.
    @usableFromInline static let digitPairs: StaticString =
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"

    /// 10^`exponent` as a double (exact for 0 ≤ `exponent` ≤ 22).
    @inlinable @inline(__always)
    static func doublePowerOfTen(_ exponent: Int) -> Double {
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }
}
