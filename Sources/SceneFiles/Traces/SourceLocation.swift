/// A place in a file: 1-based line and column (the column counts bytes of UTF-8).
public struct SourceLocation: Hashable, Sendable {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int

    /// The file as a whole (line and column 0): for what is wrong before any line is read,
    /// such as a file that cannot be opened. Messages then name the file alone.
    public static let wholeFile = SourceLocation(line: 0, column: 0)

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
