/// A configuration that cannot work.
public enum GestureConfigurationError: Error, Equatable, CustomStringConvertible {
    /// The failure requirements form a cycle through these recognizers.
    case requirementCycle([String])

    /// A readable message naming the recognizers.
    public var description: String {
        switch self {
        case .requirementCycle(let names):
            return "failure requirements form a cycle: " + (names + [names.first ?? ""]).joined(separator: " → ")
        }
    }
}
