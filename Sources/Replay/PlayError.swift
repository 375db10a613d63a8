import SceneFiles

/// Why `Window.play(trace:until:)` or
/// `Window.play(recording:options:until:)` stopped.
public enum PlayError: Error, CustomStringConvertible {
    /// The window cannot be played into (not on a `TestScheduler`, two views of one name).
    case window(WindowSceneError)
    /// The trace or recording is bad (`FILE:LINE:COLUMN` and the reason), or cannot be read.
    case replay(TraceReplayError)

    /// The message to print.
    public var description: String {
        switch self {
        case .window(let error): return error.description
        case .replay(let error): return error.description
        }
    }
}
