import SceneFiles
extension LineReader {
    /// The first event `parse` finds in the lines to come, lines without one skipped (a
    /// description, a comment), or nil at the end. `parse` gets each line and its number.
    ///
    /// A last line cut short (no line end after it) that does not parse ends the reading
    /// instead (``cutLine``): a recorder stopped while writing it.
    @inline(__always)
    func nextEvent(_ parse: (LineScanner, Int) throws(FileError) -> RecordingEvent?) throws(FileError) -> RecordingEvent? {
        while true {
            // nil: the end; .some(nil): a line without an event
            let line: RecordingEvent??
            do {
                line = try nextLineBytes { bytes throws(FileError) -> RecordingEvent? in try parse(LineScanner(bytes), lineNumber) }
            } catch {
                guard isCut(error) else { throw error }
                return nil
            }
            guard let line else { return nil }
            if let event = line { return event }
        }
    }

    /// True when `error` is about the last line and the file ends inside it: the line is
    /// noted as cut (``cutLine``).
    func isCut(_ error: FileError) -> Bool {
        guard lastLineUnterminated, error.location.line == lineNumber else { return false }
        cutLine = lineNumber
        return true
    }
}

extension RecordingReader {
    /// An error at `line` and `column` of the file.
    func error(_ line: Int, _ column: Int, _ message: String) -> FileError {
        FileError(file: file, location: SourceLocation(line: line, column: column), message: message)
    }
}
