import SceneFiles

/// Something an import changed or left out that the user should know, printed as
/// `FILE:LINE:COLUMN: warning: MESSAGE` (``RecordingImporter/warnings``).
public struct RecordingWarning: Equatable, Sendable, CustomStringConvertible {
    /// The file's path as given.
    public var file: String
    /// Where in the file.
    public var location: SourceLocation
    /// What happened.
    public var message: String

    /// Creates a warning.
    public init(file: String, location: SourceLocation, message: String) {
        self.file = file
        self.location = location
        self.message = message
    }

    /// `FILE:LINE:COLUMN: warning: MESSAGE`, escaped as `FileError.description` is.
    public var description: String {
        let place = location == .wholeFile ? "" : ":\(location.line):\(location.column)"
        return "\(FileError.escaped(file))\(place): warning: \(FileError.escaped(message))"
    }
}
