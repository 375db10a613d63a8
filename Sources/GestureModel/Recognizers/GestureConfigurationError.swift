/// A configuration that cannot work.
public enum GestureConfigurationError: Error, Equatable, CustomStringConvertible {
    /// The failure requirements form a cycle through these recognizers.
    case requirementCycle([String])
    /// A table view's update did not match its data source's counts (or named a row that does
    /// not exist); the message is UIKit's (<doc:TablesAndCollections>).
    case invalidUpdate(String)

    /// A readable message naming the recognizers.
    public var description: String {
        switch self {
        case .requirementCycle(let names):
            return "failure requirements form a cycle: " + (names + [names.first ?? ""]).joined(separator: " → ")
        case .invalidUpdate(let message):
            return message
        }
    }
}
