import ControlModel

/// Why a live window cannot be played into or written as a scene file.
public enum WindowSceneError: Error, Equatable, CustomStringConvertible {
    /// Two views or recognizers share this name (an `accessibilityIdentifier` given twice, or
    /// one equal to another's path): a scene's ids are unique, and a trace's command could not
    /// tell them apart.
    case duplicateName(String)
    /// The window does not schedule on a `TestScheduler`: a replay moves time itself.
    case notOnTestScheduler

    /// The message to print.
    public var description: String {
        switch self {
        case .duplicateName(let name):
            return "two views or recognizers of the window are named '\(name)': give each a different accessibilityIdentifier"
        case .notOnTestScheduler:
            return "the window does not schedule on a TestScheduler: create it with Window(width:height:scheduler:) and a TestScheduler to play into it"
        }
    }
}
