import ControlModel

/// A name in a record — a control's, recognizer's or handler's id, or an event's name: a plain
/// 16-byte value, so copying, handing over or dropping a record counts no references.
///
/// A name of up to ``inlineCapacity`` UTF-8 bytes that JSON takes as they are (no quote,
/// backslash or control character) — nearly every id, and the usual event names — is kept
/// inside the value: making it touches nothing shared, and nothing of it outlives the values
/// that hold it, however many distinct names a process makes. A longer name (or one that needs
/// an escape) is interned in ``RecordNameTable``, which keeps it, and its JSON form, for the
/// life of the process.
///
/// Two names are equal when their bytes are (not by String equality, which would merge
/// differently normalized spellings and give back another's bytes).
@usableFromInline package struct RecordName: Hashable, Sendable {
    /// The most bytes of a name kept inside the value.
    @usableFromInline package static let inlineCapacity = 16

    /// An inline name's bytes in memory order, then zeros (a name kept inline has no zero
    /// byte, so it ends at the last byte that is not zero). A first byte of 0xFF (never in
    /// UTF-8) marks an interned name, whose index is the second word; 0xFE marks no name.
    @usableFromInline let words: (UInt64, UInt64)

    @inlinable init(words: (UInt64, UInt64)) { self.words = words }

    /// The first byte of an interned name.
    @usableFromInline static let internedTag: UInt64 = 0xFF
    /// The first byte of ``none``.
    @usableFromInline static let noneTag: UInt64 = 0xFE

    /// Stands for a missing name where a record keeps one without an optional (an optional
    /// would cost a record a byte and its padding per name).
    @usableFromInline static let none = RecordName(words: (noneTag.littleEndian, 0))

    /// Whether this is ``none``.
    @inlinable var isNone: Bool { words.0.littleEndian == RecordName.noneTag }

    /// The name for `string` (equal for the same bytes).
    package init(_ string: String) {
        var text = string
        words = text.withUTF8 { bytes in RecordName.inline(bytes) }
            ?? (RecordName.internedTag.littleEndian, UInt64(RecordNameTable.shared.intern(string)))
    }

    /// `bytes` inside the value, or nil when they need an escape or do not fit.
    private static func inline(_ bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64)? {
        guard bytes.count <= inlineCapacity else { return nil }
        var words: (UInt64, UInt64) = (0, 0)
        let fits = withUnsafeMutableBytes(of: &words) { raw -> Bool in
            for (offset, byte) in bytes.enumerated() {
                // 0xFE and 0xFF never occur in UTF-8, so an inline name never looks tagged
                guard RecordFormat.isPlain(byte) else { return false }
                raw[offset] = byte
            }
            return true
        }
        return fits ? words : nil
    }

    /// Whether the name is kept inside the value.
    @inlinable var isInline: Bool { UInt8(truncatingIfNeeded: words.0.littleEndian) != UInt8(RecordName.internedTag) }

    /// The table index of an interned name.
    @inlinable var index: UInt32 { UInt32(truncatingIfNeeded: words.1) }

    /// The number of bytes of an inline name: up to its last byte that is not zero.
    @inlinable var inlineCount: Int {
        // little-endian values read the bytes in memory order: byte i is bits 8i...8i+7
        let (a, b) = (words.0.littleEndian, words.1.littleEndian)
        if b != 0 { return 16 - b.leadingZeroBitCount / 8 }
        return 8 - a.leadingZeroBitCount / 8
    }

    /// The name's text.
    package var string: String {
        guard isInline else { return RecordNameTable.shared.entry(index).string }
        return withUnsafeBytes(of: words) { raw in
            String(decoding: UnsafeRawBufferPointer(rebasing: raw[..<inlineCount]), as: UTF8.self)
        }
    }

    /// The name's JSON form (quoted, escapes included).
    package var quotedBytes: [UInt8] {
        guard isInline else { return Array(RecordNameTable.shared.quoted(index)) }
        return withUnsafeBytes(of: words) { [UInt8(ascii: "\"")] + $0.prefix(inlineCount) + [UInt8(ascii: "\"")] }
    }

    /// The most bytes ``write(to:)`` writes (it may write past the JSON form, up to this).
    @inlinable package var writeBound: Int {
        isInline ? RecordName.inlineCapacity + 2 : RecordNameTable.shared.quoted(index).count
    }

    /// Writes the JSON form at the writer's cursor: an inline name as two whole words between
    /// its quotes (the cursor moves only over the name). Reserve ``writeBound``.
    @inlinable @inline(__always)
    package func write(to out: inout ByteWriter) {
        guard isInline else {
            writeInterned(to: &out)
            return
        }
        out.put(UInt8(ascii: "\""))
        let cursor = UnsafeMutableRawPointer(out.cursor)
        cursor.storeBytes(of: words.0, as: UInt64.self)
        (cursor + 8).storeBytes(of: words.1, as: UInt64.self)
        out.cursor += inlineCount
        out.put(UInt8(ascii: "\""))
    }

    /// Writes an interned name's JSON form.
    @usableFromInline @inline(never)
    func writeInterned(to out: inout ByteWriter) {
        out.put(RecordNameTable.shared.quoted(index))
    }

    /// Equal when the bytes are (an interned name's index stands for its bytes).
    @inlinable package static func == (x: RecordName, y: RecordName) -> Bool { x.words == y.words }

    /// Hashes the bytes (or the index standing for them).
    @inlinable package func hash(into hasher: inout Hasher) {
        hasher.combine(words.0)
        hasher.combine(words.1)
    }
}
