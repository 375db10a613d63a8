import ControlModel

/// A name in a record — a control's, recognizer's or handler's id, or an event's name.
///
/// A name of up to ``inlineCapacity`` UTF-8 bytes that JSON takes as they are (no quote,
/// backslash or control character) — nearly every id, and the usual event names — is kept
/// inside the value, a plain 16 bytes: making, copying or dropping it counts no references and
/// touches nothing shared. A longer name (or one that needs an escape) is a ``LongRecordName``,
/// its text and JSON form made once per scene id and shared by reference by the records that
/// name it: it goes with the last of them and of the scene, so a process that loads scenes or
/// makes records with ever new long names keeps only those still in use (before, a process
/// table kept every one for the life of the process: about 50 MB per 200,000 names).
///
/// Two names are equal when their bytes are (not by String equality, which would merge
/// differently normalized spellings and give back another's bytes).
@usableFromInline package struct RecordName: Hashable, Sendable {
    /// The most bytes of a name kept inside the value.
    @usableFromInline package static let inlineCapacity = 16

    /// Where the name is.
    @usableFromInline enum Storage: Sendable {
        /// An inline name's bytes in memory order, then zeros (a name kept inline has no zero
        /// byte, so it ends at the last byte that is not zero); a first byte of 0xFE (never in
        /// UTF-8) marks no name.
        case inline(UInt64, UInt64)
        /// A longer name, or one that needs an escape.
        case long(LongRecordName)
    }

    /// Where the name is.
    @usableFromInline let storage: Storage

    @inlinable init(words: (UInt64, UInt64)) { storage = .inline(words.0, words.1) }

    /// The first byte of ``none``.
    @usableFromInline static let noneTag: UInt64 = 0xFE

    /// Stands for a missing name where a record keeps one without an optional (an optional
    /// would cost a record a byte and its padding per name).
    @usableFromInline static let none = RecordName(words: (noneTag.littleEndian, 0))

    /// Whether this is ``none``.
    @inlinable var isNone: Bool {
        if case .inline(let first, _) = storage { return first.littleEndian == RecordName.noneTag }
        return false
    }

    /// The name for `string` (equal for the same bytes).
    package init(_ string: String) {
        var text = string
        if let words = text.withUTF8({ bytes in RecordName.inline(bytes) }) {
            storage = .inline(words.0, words.1)
        } else {
            storage = .long(LongRecordName(string))
        }
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

    /// The number of bytes of an inline name: up to its last byte that is not zero.
    @inlinable static func inlineCount(_ a: UInt64, _ b: UInt64) -> Int {
        // little-endian values read the bytes in memory order: byte i is bits 8i...8i+7
        let (a, b) = (a.littleEndian, b.littleEndian)
        if b != 0 { return 16 - b.leadingZeroBitCount / 8 }
        return 8 - a.leadingZeroBitCount / 8
    }

    /// The name's text.
    package var string: String {
        switch storage {
        case .long(let name): return name.string
        case .inline(let a, let b):
            return withUnsafeBytes(of: (a, b)) { raw in
                String(decoding: UnsafeRawBufferPointer(rebasing: raw[..<RecordName.inlineCount(a, b)]), as: UTF8.self)
            }
        }
    }

    /// The name's JSON form (quoted, escapes included).
    package var quotedBytes: [UInt8] {
        switch storage {
        case .long(let name): return name.quoted
        case .inline(let a, let b):
            return withUnsafeBytes(of: (a, b)) { [UInt8(ascii: "\"")] + $0.prefix(RecordName.inlineCount(a, b)) + [UInt8(ascii: "\"")] }
        }
    }

    /// The most bytes ``write(to:)`` writes (it may write past the JSON form, up to this).
    @inlinable package var writeBound: Int {
        switch storage {
        case .inline: return RecordName.inlineCapacity + 2
        case .long(let name): return name.quotedCount
        }
    }

    /// Writes the JSON form at the writer's cursor: an inline name as two whole words between
    /// its quotes (the cursor moves only over the name). Reserve ``writeBound``.
    @inlinable @inline(__always)
    package func write(to out: inout ByteWriter) {
        guard case .inline(let a, let b) = storage else {
            writeLong(to: &out)
            return
        }
        out.put(UInt8(ascii: "\""))
        let cursor = UnsafeMutableRawPointer(out.cursor)
        cursor.storeBytes(of: a, as: UInt64.self)
        (cursor + 8).storeBytes(of: b, as: UInt64.self)
        out.cursor += RecordName.inlineCount(a, b)
        out.put(UInt8(ascii: "\""))
    }

    /// Writes a long name's JSON form.
    @usableFromInline @inline(never)
    func writeLong(to out: inout ByteWriter) {
        guard case .long(let name) = storage else { return }
        name.quoted.withUnsafeBufferPointer { out.put($0) }
    }

    /// Equal when the bytes are (a name is long exactly when it is not kept inline).
    @inlinable package static func == (x: RecordName, y: RecordName) -> Bool {
        switch (x.storage, y.storage) {
        case (.inline(let a, let b), .inline(let c, let d)): return a == c && b == d
        case (.long(let a), .long(let b)): return a === b || a.bytes == b.bytes
        default: return false
        }
    }

    /// Hashes the bytes.
    @inlinable package func hash(into hasher: inout Hasher) {
        switch storage {
        case .inline(let a, let b):
            hasher.combine(a)
            hasher.combine(b)
        case .long(let name): hasher.combine(name.bytes)
        }
    }
}
