// `TimeInterval` where UIKit has it on the models' `Duration` properties (a long press's
// `minimumPressDuration`): a number literal is a `Duration` in seconds once HeadlessUIKit is
// imported, so `longPress.minimumPressDuration = 0.5` compiles unchanged. A `TimeInterval`
// variable still needs `.seconds(interval)`; reading gives a `Duration`.

extension Duration: @retroactive ExpressibleByFloatLiteral {
    /// `value` seconds, to the nanosecond.
    public init(floatLiteral value: Double) { self = .nanoseconds(Int64((value * 1e9).rounded())) }
}

extension Duration: @retroactive ExpressibleByIntegerLiteral {
    /// `value` seconds.
    public init(integerLiteral value: Int64) { self = .seconds(value) }
}
