import ControlModel

/// The JSON text of the last record time written, kept by whoever writes a stream of records:
/// records come in time order, about half of them at the same instant as the one before, and
/// copying the text back costs a fraction of writing the number again.
package struct RecentTimeText {
    /// Room for the text: a time takes at most a sign, 19 digits, a point and 6 decimals (27
    /// bytes), rounded up to whole words so that it is copied as four words.
    private static let capacity = 32

    private var time = Timestamp.zero
    /// The text in its first `count` bytes, zeros after them.
    private var text: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    /// Nothing is remembered while it is 0.
    private var count = 0

    /// Nothing remembered yet.
    package init() {}

    /// Writes `time` as ``RecordFormat/writeJSON(_:to:)`` does (seconds, 6 decimals) and
    /// remembers it. Needs 32 bytes at the cursor, all of which it writes.
    @inline(__always)
    package mutating func put(_ time: Timestamp, to out: inout ByteWriter) {
        if count == 0 || time != self.time { remember(time) }
        let cursor = out.cursor
        withUnsafeBytes(of: text) { text in
            UnsafeMutableRawPointer(cursor).copyMemory(from: text.baseAddress!, byteCount: RecentTimeText.capacity)
        }
        out.cursor += count
    }

    /// Writes the text of `time` into ``text``.
    @inline(never)
    private mutating func remember(_ time: Timestamp) {
        self.time = time
        text = (0, 0, 0, 0)
        count = withUnsafeMutablePointer(to: &text) { words in
            words.withMemoryRebound(to: UInt8.self, capacity: RecentTimeText.capacity) { start in
                var writer = ByteWriter(start)
                RecordFormat.putTime(time, to: &writer)
                return writer.cursor - start
            }
        }
    }
}
