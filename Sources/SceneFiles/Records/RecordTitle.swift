import Synchronization

/// A swipe action's title in a record (``RowRecordPath/title``), kept by number: a record then
/// copies as plain bytes. A `String` in the row path made every record's copy — on every
/// replay, with rows or without — a call through the record's value witness (+13% instructions
/// on the 100k moves benchmark). Titles come from scenes and tables and are few; each distinct
/// one is kept once for the life of the process, its bytes as first given.
package struct RecordTitle: Equatable, Sendable {
    /// 0 for none, else the title's place in ``titles`` plus one.
    private let number: UInt32

    /// No title.
    package static let none = RecordTitle(number: 0)

    /// The titles met so far, by their bytes, and their texts by number.
    private static let titles = Mutex<(numbers: [[UInt8]: UInt32], texts: [String])>(([:], []))

    private init(number: UInt32) { self.number = number }

    /// The title `text` (the same number for the same bytes).
    package init(_ text: String) {
        let bytes = Array(text.utf8)
        number = RecordTitle.titles.withLock { table in
            if let known = table.numbers[bytes] { return known }
            table.texts.append(text)
            let made = UInt32(table.texts.count)
            table.numbers[bytes] = made
            return made
        }
    }

    /// The title's text, nil for ``none``.
    package var text: String? {
        guard number != 0 else { return nil }
        return RecordTitle.titles.withLock { $0.texts[Int(number) - 1] }
    }
}
