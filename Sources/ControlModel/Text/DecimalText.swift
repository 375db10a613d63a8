/// Deterministic decimal text for numbers, written straight into byte buffers (the replay's
/// output path) or as strings. No locale, no floating-point printing: values are rounded to a
/// fixed number of decimals as integers, so every machine prints the same bytes.
package enum DecimalText {
    /// Appends `value` rounded to `maxDecimals` decimals (at most 18), trailing zeros dropped
    /// but at least `minDecimals` kept (e.g. 200 → `200.0` with one minimum decimal).
    /// Non-finite values print as `null`; magnitudes from 9e15 on fall back to Swift's shortest
    /// representation.
    package static func append(_ value: Double, maxDecimals: Int, minDecimals: Int = 0, to out: inout [UInt8]) {
        precondition((0...18).contains(maxDecimals) && (0...maxDecimals).contains(minDecimals))
        write(to: &out) { $0.putDecimal(value, maxDecimals: maxDecimals, minDecimals: minDecimals) }
    }

    /// Appends the integer `scaled` as a decimal with `decimals` digits after the point
    /// (`scaled` = value × 10^decimals), dropping trailing zeros down to `minDecimals`.
    package static func appendFixed(_ scaled: Int64, decimals: Int, minDecimals: Int, to out: inout [UInt8]) {
        precondition((0...18).contains(decimals) && (0...decimals).contains(minDecimals))
        write(to: &out) { $0.putFixed(scaled, decimals: decimals, minDecimals: minDecimals) }
    }

    /// Appends an unsigned integer in decimal.
    package static func appendUnsigned(_ value: UInt64, to out: inout [UInt8]) {
        appendFixed(Int64(clamping: value), decimals: 0, minDecimals: 0, to: &out)
    }

    /// `value` as text; see ``append(_:maxDecimals:minDecimals:to:)``.
    package static func string(_ value: Double, maxDecimals: Int, minDecimals: Int = 0) -> String {
        var bytes: [UInt8] = []
        append(value, maxDecimals: maxDecimals, minDecimals: minDecimals, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Runs `body` on a writer over a stack buffer of ``ByteWriter/numberBound`` bytes and
    /// appends what it wrote.
    private static func write(to out: inout [UInt8], _ body: (inout ByteWriter) -> Void) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: ByteWriter.numberBound) { buffer in
            var writer = ByteWriter(buffer.baseAddress!)
            body(&writer)
            out.append(contentsOf: UnsafeBufferPointer(start: buffer.baseAddress!, count: writer.cursor - buffer.baseAddress!))
        }
    }
}
