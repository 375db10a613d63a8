/// A place in a file: 1-based line and column (the column counts bytes of UTF-8).
public struct SourceLocation: Hashable, Sendable {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
