/// The numbers edge cases are made of: values at and near the limits the file formats document
/// (zero and negative zero, the smallest denormal, tiny and huge sizes, the 1e9 bound, the
/// recognizers' time limits, counts of 1,000,000), and, apart, values just past those limits.
package enum EdgeValues {
    /// The smallest positive number, a denormal (`5e-324` in a file).
    package static let denormal = Double.leastNonzeroMagnitude
    /// Sizes a file accepts (from zero to 1e9), the tiniest and largest included.
    package static let sizes: [Double] = [
        0, -0.0, denormal, 2.2250738585072014e-308, 1e-300, 1e-9, 0.001, 0.5, 1, 31, 44, 1e6, 999_999_999.999, 1e9,
    ]
    /// Coordinates a file accepts (magnitudes up to 1e9).
    package static let coordinates: [Double] = [0, -0.0, -1, -10, denormal, -denormal, 0.5, 1e-9, 389.999, 390, 1e6, 1e9, -1e9]
    /// Numbers past the 1e9 bound (each a file must refuse).
    package static let beyondBound: [Double] = [1_000_000_000.001, 1e10, -1e10, 1e300, -1.7976931348623157e308]
    /// Durations and delays a file accepts (seconds), near the recognizers' and the replay's
    /// limits (0.35 s, 0.5 s, 0.75 s, 60 s).
    package static let durations: [Double] = [
        0, -0.0, denormal, 1e-9, 0.001, 0.349, 0.35, 0.5, 0.75, 59.999, 60, 60.001, 61, 3600, 1e9,
    ]
    /// Values for sliders and steppers (bounds and values alike).
    package static let values: [Double] = [-1e9, -100, -1, -0.0, 0, denormal, 0.1, 0.5, 1, 99.9, 100, 100.5, 1e9]
    /// Steps a stepper accepts (positive).
    package static let steps: [Double] = [denormal, 1e-9, 0.1, 0.5, 1, 3, 100, 1e9]

    /// Whole numbers a count with lower bound `minimum` accepts.
    package static func counts(minimum: Int) -> [Double] {
        [Double(minimum), Double(minimum + 1), 2, 3, 5, 64, 65, 1_000_000].filter { $0 >= Double(minimum) }
    }

    /// Numbers a count with lower bound `minimum` refuses.
    package static func badCounts(minimum: Int) -> [Double] {
        [Double(minimum - 1), 1_000_001, 1.5, 2_147_483_648, -0.5, 1e300]
    }
}
