import SceneFiles
extension LineReader {
    /// The first event `parse` finds in the lines to come, lines without one skipped (a
    /// description, a comment), or nil at the end. `parse` gets each line and its number.
    func nextEvent(_ parse: (LineScanner, Int) throws(FileError) -> RecordingEvent?) throws(FileError) -> RecordingEvent? {
        while true {
            // nil: the end; .some(nil): a line without an event
            let line: RecordingEvent?? = try nextLineBytes { bytes throws(FileError) -> RecordingEvent? in try parse(LineScanner(bytes), lineNumber) }
            guard let line else { return nil }
            if let event = line { return event }
        }
    }
}

extension RecordingReader {
    /// An error at `line` and `column` of the file.
    func error(_ line: Int, _ column: Int, _ message: String) -> FileError {
        FileError(file: file, location: SourceLocation(line: line, column: column), message: message)
    }
}
