/// Deterministic decimal text for numbers, written straight into byte buffers (the replay's
/// output path) or as strings. No locale, no floating-point printing: values are rounded to a
/// fixed number of decimals as integers, so every machine prints the same bytes.
public enum DecimalText {
    /// Appends `value` rounded to `maxDecimals` decimals, trailing zeros dropped but at least
    /// `minDecimals` kept (e.g. 200 → `200.0` with one minimum decimal). Non-finite values print
    /// as `null`; magnitudes from 9e15 on fall back to Swift's shortest representation.
    public static func append(_ value: Double, maxDecimals: Int, minDecimals: Int = 0, to out: inout [UInt8]) {
        guard value.isFinite else { out.append(contentsOf: "null".utf8); return }
        var scale: Double = 1
        for _ in 0..<maxDecimals { scale *= 10 }
        let scaled = (value * scale).rounded()
        guard abs(scaled) < 9e15 else { out.append(contentsOf: String(value).utf8); return }
        appendFixed(Int64(scaled), decimals: maxDecimals, minDecimals: minDecimals, to: &out)
    }

    /// Appends the integer `scaled` as a decimal with `decimals` digits after the point
    /// (`scaled` = value × 10^decimals), dropping trailing zeros down to `minDecimals`.
    public static func appendFixed(_ scaled: Int64, decimals: Int, minDecimals: Int, to out: inout [UInt8]) {
        precondition((0...18).contains(decimals))
        // digits are written backwards into a small stack buffer, then copied in one go
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 48) { buffer in
            var position = 48
            func put(_ byte: UInt8) {
                position -= 1
                buffer[position] = byte
            }
            var magnitude = scaled.magnitude
            var keep = decimals
            var fraction = magnitude
            var divisor: UInt64 = 1
            for _ in 0..<decimals { divisor *= 10 }
            fraction = magnitude % divisor
            magnitude /= divisor
            while keep > minDecimals, fraction % 10 == 0 {
                fraction /= 10
                keep -= 1
            }
            if keep > 0 {
                for _ in 0..<keep {
                    put(UInt8(ascii: "0") + UInt8(fraction % 10))
                    fraction /= 10
                }
                put(UInt8(ascii: "."))
            }
            repeat {
                put(UInt8(ascii: "0") + UInt8(magnitude % 10))
                magnitude /= 10
            } while magnitude > 0
            if scaled < 0 { put(UInt8(ascii: "-")) }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[position..<48]))
        }
    }

    /// Appends an unsigned integer in decimal.
    public static func appendUnsigned(_ value: UInt64, to out: inout [UInt8]) {
        appendFixed(Int64(clamping: value), decimals: 0, minDecimals: 0, to: &out)
    }

    /// `value` as text; see ``append(_:maxDecimals:minDecimals:to:)``.
    public static func string(_ value: Double, maxDecimals: Int, minDecimals: Int = 0) -> String {
        var bytes: [UInt8] = []
        append(value, maxDecimals: maxDecimals, minDecimals: minDecimals, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
