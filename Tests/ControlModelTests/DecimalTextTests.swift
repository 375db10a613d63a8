import Testing
@testable import ControlModel

/// The replay's numbers are written by hand-tuned code (rounding without the C library,
/// decimals written whole and their trailing zeros taken back): these pin it to the plain
/// definition, byte for byte, on chosen edge cases and on many seeded random values.
@Suite("Decimal text: the fast writers agree with the plain definition")
struct DecimalTextTests {
    /// The definition: round `value` × 10^maxDecimals half away from zero, print the integer
    /// with the point put back, and drop trailing zeros down to `minDecimals`.
    private static func reference(_ value: Double, maxDecimals: Int, minDecimals: Int) -> String {
        guard value.isFinite else { return "null" }
        var power = 1.0
        for _ in 0..<maxDecimals { power *= 10 }
        let scaled = (value * power).rounded()
        guard abs(scaled) < 9e15 else { return String(value) }
        return referenceFixed(Int64(scaled), decimals: maxDecimals, minDecimals: minDecimals)
    }

    private static func referenceFixed(_ scaled: Int64, decimals: Int, minDecimals: Int) -> String {
        var divisor: UInt64 = 1
        for _ in 0..<decimals { divisor *= 10 }
        var fraction = scaled.magnitude % divisor
        var text = (scaled < 0 ? "-" : "") + String(scaled.magnitude / divisor)
        var keep = decimals
        while keep > minDecimals, fraction % 10 == 0 {
            fraction /= 10
            keep -= 1
        }
        guard keep > 0 else { return text }
        let digits = String(fraction)
        text += "." + String(repeating: "0", count: keep - digits.count) + digits
        return text
    }

    @Test(arguments: [
        (-0.0, 3, 1, "0.0"), (0.0005, 3, 1, "0.001"), (-0.0005, 3, 1, "-0.001"), (0.0004999, 3, 1, "0.0"),
        (-0.0004, 3, 1, "0.0"), (2.675, 2, 0, "2.68"), (1.005, 2, 1, "1.0"), (1e9, 3, 1, "1000000000.0"),
        (-30.45, 3, 1, "-30.45"), (30.45, 3, 1, "30.45"), (200, 3, 1, "200.0"), (8999999999.9995, 3, 1, "9000000000.0"),
        (9e12, 3, 1, "9000000000000.0"), (-1e300, 3, 1, "-1e+300"), (1.7976931348623157e308, 3, 1, "1.7976931348623157e+308"),
        (Double.nan, 3, 1, "null"), (Double.infinity, 6, 0, "null"), (-Double.infinity, 0, 0, "null"),
        (0.5, 0, 0, "1"), (-0.5, 0, 0, "-1"), (2.5, 0, 0, "3"), (123.456789, 6, 0, "123.456789"), (1e-7, 6, 0, "0"),
        (0.1, 18, 0, "0.1"), (12345.5, 0, 0, "12346"), (99.9996, 3, 1, "100.0"), (9999.9999, 3, 0, "10000"),
    ] as [(Double, Int, Int, String)])
    func edgeCases(value: Double, maxDecimals: Int, minDecimals: Int, expected: String) {
        #expect(DecimalText.string(value, maxDecimals: maxDecimals, minDecimals: minDecimals) == expected)
        #expect(DecimalTextTests.reference(value, maxDecimals: maxDecimals, minDecimals: minDecimals) == expected)
    }

    @Test func randomValuesMatchTheDefinition() {
        var random = SeededGenerator(seed: 42)
        for _ in 0..<20_000 {
            let bits = random.next()
            // magnitudes from 1e-9 to 1e17, both signs; every fourth one an exact half at its last decimal
            let mantissa = Double(bits >> 11) / Double(1 << 53)
            var power = 1.0
            let exponent = Int(bits % 27) - 9
            for _ in 0..<abs(exponent) { power *= 10 }
            var value = (exponent < 0 ? mantissa / power : mantissa * power) * (bits & 1 == 0 ? 1 : -1)
            let maxDecimals = Int((bits >> 5) % 19)
            let minDecimals = Int((bits >> 10) % UInt64(maxDecimals + 1))
            if bits & 6 == 0 {
                var scale = 1.0
                for _ in 0..<maxDecimals { scale *= 10 }
                value = ((value * scale).rounded(.down) + 0.5) / scale
            }
            let written = DecimalText.string(value, maxDecimals: maxDecimals, minDecimals: minDecimals)
            let expected = DecimalTextTests.reference(value, maxDecimals: maxDecimals, minDecimals: minDecimals)
            #expect(written == expected, "\(value) with \(minDecimals)…\(maxDecimals) decimals")
            if written != expected { return }
        }
    }

    @Test func fixedIntegersMatchTheDefinition() {
        var random = SeededGenerator(seed: 7)
        let chosen: [Int64] = [0, 1, -1, 9, 10, 99, 100, 999, 1000, 9999, 10_000, -10_000, .max, .min, .min + 1]
        var values = chosen
        for _ in 0..<1_000 {
            let bits = random.next()
            values.append(Int64(bitPattern: bits) >> Int64(bits % 63))
        }
        for scaled in values {
            for decimals in 0...18 {
                for minDecimals in [0, decimals / 2, decimals] {
                    var bytes: [UInt8] = []
                    DecimalText.appendFixed(scaled, decimals: decimals, minDecimals: minDecimals, to: &bytes)
                    let expected = DecimalTextTests.referenceFixed(scaled, decimals: decimals, minDecimals: minDecimals)
                    #expect(String(decoding: bytes, as: UTF8.self) == expected, "\(scaled) with \(minDecimals)…\(decimals) decimals")
                }
            }
        }
        var bytes: [UInt8] = []
        DecimalText.appendUnsigned(.max, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "9223372036854775807")
    }

    @Test func timestampsRoundHalfAwayFromZeroAtEveryPrecision() {
        var random = SeededGenerator(seed: 3)
        var values: [Int64] = [0, 499, 500, -500, 1_499_999, 1_500_000, -1_500_000, .max, .min]
        for _ in 0..<5_000 { values.append(Int64(bitPattern: random.next()) >> Int64(random.next() % 63)) }
        for nanoseconds in values {
            for decimals in 0...9 {
                var unit: Int64 = 1
                for _ in 0..<(9 - decimals) { unit *= 10 }
                let magnitude = Int64(clamping: nanoseconds.magnitude)
                let rounded = magnitude / unit + (magnitude % unit * 2 >= unit ? 1 : 0)
                #expect(Timestamp(nanoseconds: nanoseconds).scaled(decimals: decimals) == (nanoseconds < 0 ? -rounded : rounded))
            }
        }
    }
}
