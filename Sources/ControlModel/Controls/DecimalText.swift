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
        var magnitude = scaled.magnitude
        if scaled < 0 && magnitude != 0 { out.append(UInt8(ascii: "-")) }
        var divisor: UInt64 = 1
        for _ in 0..<decimals { divisor *= 10 }
        appendUnsigned(magnitude / divisor, to: &out)
        magnitude %= divisor
        var keep = decimals
        while keep > minDecimals, magnitude % 10 == 0 {
            magnitude /= 10
            keep -= 1
        }
        guard keep > 0 else { return }
        out.append(UInt8(ascii: "."))
        for _ in 0..<keep { out.append(UInt8(ascii: "0")) }
        var index = out.count - 1
        while magnitude > 0 {
            out[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
            index -= 1
        }
    }

    /// Appends an unsigned integer in decimal.
    public static func appendUnsigned(_ value: UInt64, to out: inout [UInt8]) {
        if value < 10 { out.append(UInt8(ascii: "0") + UInt8(value)); return }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var rest = value
        withUnsafeMutableBytes(of: &digits) { buffer in
            while rest > 0 {
                buffer[count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            }
            for index in stride(from: count - 1, through: 0, by: -1) { out.append(buffer[index]) }
        }
    }

    /// `value` as text; see ``append(_:maxDecimals:minDecimals:to:)``.
    public static func string(_ value: Double, maxDecimals: Int, minDecimals: Int = 0) -> String {
        var bytes: [UInt8] = []
        append(value, maxDecimals: maxDecimals, minDecimals: minDecimals, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
