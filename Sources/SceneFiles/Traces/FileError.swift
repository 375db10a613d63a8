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

    /// `text` with every character that could change what a terminal shows escaped as
    /// `\u{HEX}`: C0 and C1 control characters (newlines, tabs, ESC, BEL, NUL…), DEL, the line
    /// and paragraph separators and the bidirectional embeddings, overrides and isolates. Other
    /// characters, non-ASCII letters included, are kept. Every string that comes from an input
    /// file and is printed as text (ids in text records, keys and ids in messages, expected
    /// lines in a mismatch report) goes through it, so a line printed is one line, and input
    /// cannot forge records or drive the terminal.
    public static func escaped(_ text: String) -> String {
        // most strings are plain printable ASCII: returned as they are, after one pass over
        // their bytes (text records call this for every id)
        var text = text
        let plain = text.withUTF8 { bytes in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return false }
            return true
        }
        if plain { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `FILE:LINE:COLUMN: error: MESSAGE`, or `FILE: error: MESSAGE` for the file as a whole
    /// (``SourceLocation/wholeFile``); the path and message escaped (``escaped(_:)``).
    public var description: String {
        let place = location == .wholeFile ? "" : ":\(location.line):\(location.column)"
        return "\(FileError.escaped(file))\(place): error: \(FileError.escaped(message))"
    }
}
