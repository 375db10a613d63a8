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
package func formatNumber(_ value: Double) -> String {
    DecimalText.string(value, maxDecimals: 6)
}
