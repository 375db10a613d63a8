/// A control's value, as it appears in output: a switch's bool or a number.
public enum ControlValue: Hashable, Sendable, CustomStringConvertible {
    /// A switch's state.
    case bool(Bool)
    /// A slider's or stepper's value, or a segmented control's selected index.
    case number(Double)

    /// `true`/`false` or the number.
    public var description: String {
        switch self {
        case .bool(let on): return on ? "true" : "false"
        case .number(let number): return formatNumber(number)
        }
    }
}

/// A number as short, deterministic text: integers without a fraction, others with up to six
/// decimals (trailing zeros dropped).
public func formatNumber(_ value: Double) -> String {
    if !value.isFinite { return value.isNaN ? "null" : (value > 0 ? "1e308" : "-1e308") }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    let scaled = (value * 1_000_000).rounded()
    if abs(scaled) >= 9e18 { return String(value) }
    let negative = scaled < 0
    let magnitude = UInt64(abs(scaled))
    var fraction = String(magnitude % 1_000_000)
    fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    let whole = String(magnitude / 1_000_000)
    return (negative ? "-" : "") + whole + (fraction.isEmpty ? "" : "." + fraction)
}
