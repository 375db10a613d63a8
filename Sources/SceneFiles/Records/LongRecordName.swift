import ControlModel

/// A record name too long to keep inside a ``RecordName`` (more than 16 bytes), or that needs
/// an escape in JSON: its text, its exact bytes and its JSON form, made once when the name is
/// made (once per id when a scene loads) and shared by reference by every record that names it.
///
/// It goes when the last value holding it does — the scene that made it and its records — so
/// memory for long names is bounded by the names in use, not by every name a process ever made.
/// It never changes once made, so records holding it may be read on any thread.
@usableFromInline final class LongRecordName: Sendable {
    /// The name.
    let string: String
    /// Its UTF-8 bytes (names are equal when these are).
    @usableFromInline let bytes: [UInt8]
    /// Its JSON form (quoted, escapes included).
    let quoted: [UInt8]
    /// The number of bytes of ``quoted``.
    @usableFromInline let quotedCount: Int

    /// The long name `string`.
    init(_ string: String) {
        self.string = string
        bytes = Array(string.utf8)
        quoted = [UInt8](unsafeUninitializedCapacity: 2 + 6 * bytes.count) { buffer, count in
            var writer = ByteWriter(buffer.baseAddress!)
            RecordFormat.putQuoted(string, to: &writer)
            count = writer.cursor - buffer.baseAddress!
        }
        quotedCount = quoted.count
    }
}
