/// A point on a scheduler's time line, counted in whole nanoseconds from the scheduler's start.
///
/// Integer nanoseconds keep virtual time exact: `1.08 s + 0.35 s` is exactly `1.43 s`, so a
/// timer due at the same instant as a recorded touch is ordered by rule, never by rounding.
public struct Timestamp: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Nanoseconds since the scheduler's start.
    public var nanoseconds: Int64

    /// The start of time: zero.
    public static let zero = Timestamp(nanoseconds: 0)

    /// The greatest representable instant (about 292 years).
    public static let distantFuture = Timestamp(nanoseconds: .max)

    /// Creates an instant from nanoseconds.
    public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

    /// Creates an instant from seconds, rounded to the nearest nanosecond and clamped to the
    /// representable range (non-finite values clamp to the ends).
    public init(seconds: Double) { self.nanoseconds = Timestamp.nanoseconds(fromSeconds: seconds) }

    /// The instant in seconds.
    public var seconds: Double { Double(nanoseconds) / 1e9 }

    /// Converts seconds to whole nanoseconds, rounding to nearest and clamping to `Int64`.
    public static func nanoseconds(fromSeconds seconds: Double) -> Int64 {
        guard seconds.isFinite else { return seconds > 0 ? .max : (seconds < 0 ? .min : 0) }
        let ns = (seconds * 1e9).rounded()
        if ns >= 9.2e18 { return .max }
        if ns <= -9.2e18 { return .min }
        return Int64(ns)
    }

    /// Converts a `Duration` to whole nanoseconds, clamping to `Int64`.
    public static func nanoseconds(of duration: Duration) -> Int64 {
        let attoseconds = duration.attoseconds
        // a 64-bit division for durations under about 9 s, the common case; else one 128-bit
        // division (splitting into seconds and attoseconds first costs several)
        if let small = Int64(exactly: attoseconds) { return small / 1_000_000_000 }
        return Int64(clamping: attoseconds / 1_000_000_000)
    }

    /// This instant moved by `nanoseconds`, saturating at the ends of the range.
    public func advanced(byNanoseconds delta: Int64) -> Timestamp {
        let (sum, overflow) = nanoseconds.addingReportingOverflow(delta)
        if overflow { return Timestamp(nanoseconds: delta > 0 ? .max : .min) }
        return Timestamp(nanoseconds: sum)
    }

    /// This instant moved by a duration, saturating at the ends of the range.
    public func advanced(by duration: Duration) -> Timestamp {
        advanced(byNanoseconds: Timestamp.nanoseconds(of: duration))
    }

    /// This instant moved by seconds, saturating at the ends of the range.
    public func advanced(bySeconds seconds: Double) -> Timestamp {
        advanced(byNanoseconds: Timestamp.nanoseconds(fromSeconds: seconds))
    }

    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool { lhs.nanoseconds < rhs.nanoseconds }

    /// Seconds with exactly `decimals` digits after the point (rounded half away from zero on
    /// the integer nanosecond count, so the text is the same on every machine). From the tenth
    /// decimal on the digits are zeros: the instant is a whole number of nanoseconds.
    ///
    /// - Precondition: `decimals` is 0 or more.
    public func formatted(decimals: Int) -> String {
        var bytes: [UInt8] = []
        append(decimals: decimals, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``formatted(decimals:)`` to a byte buffer.
    ///
    /// - Precondition: `decimals` is 0 or more.
    public func append(decimals: Int, to out: inout [UInt8]) {
        precondition(decimals >= 0, "Timestamp.formatted(decimals:) needs 0 or more decimals, not \(decimals)")
        let exact = min(decimals, 9)
        DecimalText.appendFixed(scaled(decimals: exact), decimals: exact, minDecimals: exact, to: &out)
        if decimals > exact { out.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: decimals - exact)) }
    }

    /// The instant as an integer count of 10^-`decimals` seconds (0…9 decimals), rounded half
    /// away from zero: what ``formatted(decimals:)`` prints. Inlinable so that a constant
    /// `decimals` (the replay output's) folds the unit into the division.
    ///
    /// - Precondition: `decimals` is in 0…9.
    @inlinable @inline(__always)
    package func scaled(decimals: Int) -> Int64 {
        precondition((0...9).contains(decimals), "Timestamp.scaled(decimals:) takes 0 to 9 decimals")
        let unit = Int64(ByteWriter.powerOfTen(9 - decimals))
        let magnitude = Int64(clamping: nanoseconds.magnitude)
        let scaled = (magnitude / unit) + ((magnitude % unit) * 2 >= unit ? 1 : 0)
        return nanoseconds < 0 ? -scaled : scaled
    }

    /// The instant in seconds with three decimals, e.g. `1.430`.
    public var description: String { formatted(decimals: 3) }
}
