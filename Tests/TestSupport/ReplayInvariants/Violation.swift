/// A broken rule: which (its class, for counting findings) and where.
package struct Violation: Hashable, CustomStringConvertible {
    /// The classes of broken rules.
    package enum Rule: String, CaseIterable {
        /// The scene loads though the format refuses it, or is refused though valid.
        case sceneAcceptance = "scene accepted or refused against the format"
        /// The replay stops at another line than the format says (or at none, or at one).
        case traceAcceptance = "trace stops at the wrong line"
        /// An error without a usable FILE:LINE:COLUMN.
        case errorLocation = "error without a usable location"
        case malformedRecord = "record is not valid JSON"
        case timeOrder = "records out of time order"
        case afterStop = "record after the stop"
        case unknownName = "record names something the scene does not declare"
        case illegalTransition = "illegal state transition"
        case location = "gesture location missing or extra"
        case recognizedTwice = "discrete recognizer recognized twice in one touch sequence"
        case handlerWithoutAction = "handler without its action or event"
        case handlerTiming = "delayed handler at the wrong time"
        case controlTracking = "control event outside its tracking"
        case touchDownWithoutFinger = "touch-down with no finger landing where the control could take it"
        case primaryAction = "primary action without its primary event"
        case valueRange = "value outside its bounds"
        case scrollFields = "scroll record without its fields"
        case scrollOrder = "scroll view moments out of UIKit's order"
        case textDiffers = "text and JSON Lines differ"
        case rerunDiffers = "a rerun differs"
        case untilDiffers = "an early stop differs from the full replay up to it"
        case errorPrefixDiffers = "a refused line changes what was written before it"
        case checkDiffers = "check and replay disagree"
        case crash = "crash or abnormal exit"
    }

    package var rule: Rule
    package var detail: String
    /// For differences between replays: the time of the first record that differs, and the
    /// time the shorter replay stopped at.
    package var time: Double?
    package var stop: Double?

    /// A violation of `rule`, what broke it, and for differences between replays where.
    package init(rule: Rule, detail: String, time: Double? = nil, stop: Double? = nil) {
        self.rule = rule
        self.detail = detail
        self.time = time
        self.stop = stop
    }

    package var description: String { "\(rule.rawValue): \(detail)" }
}
