/// A name in a record — a control's, recognizer's or handler's id, or an event's name —
/// interned in ``RecordNameTable``: a record holds a number, so it is a plain value that
/// copies and goes away without any reference counting.
@usableFromInline package struct RecordName: Hashable, Sendable {
    /// The name's place in the table.
    @usableFromInline package let index: UInt32

    /// The name for `string` (the same for the same bytes).
    package init(_ string: String) { index = RecordNameTable.shared.intern(string) }

    /// The name's text.
    package var string: String { RecordNameTable.shared.entry(index).string }

    /// The name as a quoted JSON string, escapes included.
    @inlinable package var quoted: UnsafeBufferPointer<UInt8> { RecordNameTable.shared.quoted(index) }
}
