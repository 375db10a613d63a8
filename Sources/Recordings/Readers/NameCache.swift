/// The last few names of event types and codes a log used (`EV_ABS`, `ABS_MT_POSITION_X`,
/// `0035`), with what they stand for, compared byte for byte: a log uses a handful of names,
/// so a line's names are found without making a string or hashing one.
struct NameCache {
    private struct Entry {
        var bytes: [UInt8]
        /// The event type the name is a code of (-1 for a type's name).
        var type: Int
        var value: Int
    }

    /// How many names are kept (the oldest is replaced).
    static let capacity = 24
    private var entries: [Entry] = []
    private var next = 0

    /// What `range` of `bytes` names (a type when `type` is -1, else a code of `type`), if kept.
    ///
    /// - Complexity: O(``capacity`` × the name's length).
    func look(up bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, type: Int) -> Int? {
        for entry in entries where entry.type == type && entry.bytes.count == range.count {
            var same = true
            for (offset, byte) in entry.bytes.enumerated() where bytes[range.lowerBound + offset] != byte {
                same = false
                break
            }
            if same { return entry.value }
        }
        return nil
    }

    /// Keeps `range` of `bytes` as the name of `value`.
    mutating func remember(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, type: Int, as value: Int) {
        guard look(up: bytes, range, type: type) == nil else { return }
        let entry = Entry(bytes: Array(bytes[range]), type: type, value: value)
        if entries.count < Self.capacity {
            entries.append(entry)
        } else {
            entries[next] = entry
            next = (next + 1) % Self.capacity
        }
    }
}
