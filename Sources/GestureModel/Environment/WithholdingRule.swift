/// Which of the three clauses of the withholding rule kept a phase of a touch from its view
/// (`GestureEnvironment+Delivery.swift`, the rule's home; <doc:Reasons>): the field `rule` of a
/// `deliveredLate` reason.
public enum WithholdingRule: String, Hashable, Sendable, CustomStringConvertible {
    /// The recognizer `delaysTouchesBegan` and was possible: the view's began waits.
    case delaysTouchesBegan
    /// The recognizer `delaysTouchesEnded` (the default) and was possible: the view's ended
    /// waits.
    case delaysTouchesEnded
    /// The recognizer's transition was held behind a failure requirement
    /// (`require(toFail:)`): every phase waits.
    case waitingForRequired

    /// The clause in words, as the text output's "because …" line says it.
    public var description: String {
        switch self {
        case .delaysTouchesBegan, .delaysTouchesEnded: rawValue
        case .waitingForRequired: "waited for a required failure"
        }
    }
}
