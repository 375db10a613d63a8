/// An error in an input file, printed as `FILE:LINE:COLUMN: error: MESSAGE`.
public struct FileError: Error, Equatable, Sendable, CustomStringConvertible {
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

    /// `text` quoted for a message: control and non-ASCII bytes escaped, at most 40 characters.
    public static func quoted(_ text: some StringProtocol) -> String {
        var out = "'"
        for (index, scalar) in text.unicodeScalars.enumerated() {
            if index == 40 { out += "…"; break }
            if scalar.value >= 0x20 && scalar.value < 0x7F {
                out.unicodeScalars.append(scalar)
            } else {
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            }
        }
        return out + "'"
    }

    /// `FILE:LINE:COLUMN: error: MESSAGE`, or `FILE: error: MESSAGE` for the file as a whole
    /// (``SourceLocation/wholeFile``).
    public var description: String {
        let place = location == .wholeFile ? "" : ":\(location.line):\(location.column)"
        return "\(file)\(place): error: \(message)"
    }
}
