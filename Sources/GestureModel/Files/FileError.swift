/// An error in an input file, printed as `FILE:LINE:COLUMN: error: MESSAGE`.
public struct FileError: Error, Equatable, CustomStringConvertible {
    /// The file's path as given (`-` for standard input).
    public var file: String
    /// Where in the file.
    public var location: SourceLocation
    /// What is wrong, naming the JSON path, key or id where there is one.
    public var message: String

    /// Creates an error.
    public init(file: String, location: SourceLocation, message: String) {
        self.file = file
        self.location = location
        self.message = message
    }

    /// `FILE:LINE:COLUMN: error: MESSAGE`.
    public var description: String { "\(file):\(location.line):\(location.column): error: \(message)" }
}
