import ControlModel
import GestureModel

/// A property a trace's `set` command changes. This is the one list of them: the decoder takes
/// its keys from it, and the replay checks and applies each value through it.
package enum TraceProperty: String, CaseIterable {
    /// A control's or recognizer's `isEnabled`.
    case enabled
    /// A view's `isHidden`.
    case hidden
    /// A view's `isUserInteractionEnabled`.
    case userInteraction
    /// A switch's `isOn`.
    case on
    /// A slider's or stepper's value (clamped to its bounds).
    case value
    /// A segmented control's selected segment (-1 for none).
    case selected
    /// A scroll view's content offset, `[x, y]` (stops a motion after a lift; reports
    /// `didScroll` when it changes).
    case contentOffset

    /// The keys, in declaration order (for messages).
    package static let names = allCases.map(\.rawValue)

    /// What the value must be, for messages.
    private var expected: String {
        switch self {
        case .value, .selected: "a number"
        case .contentOffset: "[x, y]"
        default: "true or false"
        }
    }

    /// The point in an `[x, y]` value (numbers in range), or nil.
    private static func point(_ value: JSONValue) -> Point? {
        guard case .array(let items) = value.kind, items.count == 2, case .number(let x) = items[0].kind,
            case .number(let y) = items[1].kind, abs(x) <= ReplayLimits.maximumMagnitude, abs(y) <= ReplayLimits.maximumMagnitude
        else { return nil }
        return Point(x: x, y: y)
    }

    /// What is wrong with setting `value` on `target` (its view or recognizer), or nil.
    package func problem(with value: JSONValue, target: String, view: View?, recognizer: GestureRecognizer?) -> String? {
        switch (self, value.kind) {
        case (.enabled, .bool):
            guard recognizer != nil || view is Control else { return "'\(target)' is not a control or recognizer: it has no 'enabled'" }
        case (.hidden, .bool), (.userInteraction, .bool):
            guard view != nil else { return "'\(target)' is not a view: it has no '\(rawValue)'" }
        case (.on, .bool):
            guard view is Switch else { return "'\(target)' is not a switch: it has no 'on'" }
        case (.value, .number(let number)):
            guard view is Slider || view is Stepper else { return "'\(target)' is not a slider or stepper: it has no 'value'" }
            guard abs(number) <= ReplayLimits.maximumMagnitude else { return "value is out of range" }
        case (.selected, .number(let number)):
            guard let segmented = view as? SegmentedControl else { return "'\(target)' is not a segmented control: it has no 'selected'" }
            guard number == number.rounded(), number >= -1, number < Double(segmented.numberOfSegments) else {
                return "selected must be -1 or a segment index below \(segmented.numberOfSegments)"
            }
        case (.contentOffset, _):
            guard view is ScrollView else { return "'\(target)' is not a scroll view: it has no 'contentOffset'" }
            guard TraceProperty.point(value) != nil else {
                return "'contentOffset' must be [x, y], two numbers up to \(ReplayLimits.text(ReplayLimits.maximumMagnitude)) in magnitude"
            }
        default:
            return "'\(rawValue)' must be \(expected), found \(value.typeName)"
        }
        return nil
    }

    /// Sets `value` (checked by ``problem(with:target:view:recognizer:)``) on the view or
    /// recognizer.
    package func apply(_ value: JSONValue, view: View?, recognizer: GestureRecognizer?) {
        switch (self, value.kind) {
        case (.enabled, .bool(let flag)):
            recognizer?.isEnabled = flag
            (view as? Control)?.isEnabled = flag
        case (.hidden, .bool(let flag)): view?.isHidden = flag
        case (.userInteraction, .bool(let flag)): view?.isUserInteractionEnabled = flag
        case (.on, .bool(let flag)): (view as? Switch)?.isOn = flag
        case (.value, .number(let number)):
            (view as? Slider)?.setValue(number)
            (view as? Stepper)?.setValue(number)
        case (.selected, .number(let number)): (view as? SegmentedControl)?.selectedSegmentIndex = Int(number)
        case (.contentOffset, _):
            if let point = TraceProperty.point(value) { (view as? ScrollView)?.contentOffset = point }
        default: break
        }
    }
}
