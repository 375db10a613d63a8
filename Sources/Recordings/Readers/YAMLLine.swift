import SceneFiles
/// One line of the YAML `libinput record` writes, taken apart in place (no strings made): its
/// indentation, whether it is a list item (`- `), and its key and value as byte ranges, a comment
/// (`#` at the start or after a space, outside quotes) left out.
struct YAMLLine {
    /// The line's bytes (valid while the reader lends them).
    let bytes: UnsafeBufferPointer<UInt8>
    /// The column of the first non-space byte (0-based): the `-` of an item.
    var indent = 0
    /// True for a list item (`- …`, or `-` alone).
    var isItem = false
    /// Where the item's content (or the line's, for a non-item) starts.
    var contentStart = 0
    /// The key before `: ` (or a final `:`), if there is one.
    var key: Range<Int>?
    /// The value, without the comment and surrounding spaces (empty when a key opens a block).
    var value: Range<Int>

    /// Takes `bytes` apart; nil for a blank or comment-only line.
    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        value = 0..<0
        var at = 0
        while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x09 { at += 1 }
        guard at < bytes.count, bytes[at] != UInt8(ascii: "#") else { return nil }
        indent = at
        if bytes[at] == UInt8(ascii: "-"), at + 1 == bytes.count || bytes[at + 1] == 0x20 || bytes[at + 1] == 0x09 {
            isItem = true
            at += 1
            while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x09 { at += 1 }
        }
        contentStart = at
        let end = YAMLLine.contentEnd(bytes, from: at)
        let first = at < end ? bytes[at] : 0
        if first != UInt8(ascii: "["), first != UInt8(ascii: "{"), first != UInt8(ascii: "\""), first != UInt8(ascii: "'"),
            let colon = YAMLLine.keyColon(bytes, from: at, to: end) {
            var keyEnd = colon
            while keyEnd > at, bytes[keyEnd - 1] == 0x20 { keyEnd -= 1 }
            key = at..<keyEnd
            at = colon + 1
            while at < end, bytes[at] == 0x20 || bytes[at] == 0x09 { at += 1 }
        }
        value = at..<end
    }

    /// Where the content ends: before a comment and trailing spaces.
    private static func contentEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var quote: UInt8 = 0
        var end = bytes.count
        var at = start
        while at < bytes.count {
            let byte = bytes[at]
            if quote != 0 {
                if byte == quote { quote = 0 }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "#"), at == start || bytes[at - 1] == 0x20 || bytes[at - 1] == 0x09 {
                end = at
                break
            }
            at += 1
        }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        return end
    }

    /// The `:` that ends a key (followed by a space or the end), outside quotes.
    private static func keyColon(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
        var quote: UInt8 = 0
        var at = start
        while at < end {
            let byte = bytes[at]
            if quote != 0 {
                if byte == quote { quote = 0 }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ":"), at + 1 == end || bytes[at + 1] == 0x20 || bytes[at + 1] == 0x09 {
                return at
            }
            at += 1
        }
        return nil
    }

    /// True when the key is `name`.
    func keyIs(_ name: StaticString) -> Bool {
        guard let key else { return false }
        return LineScanner(bytes).range(key, is: name)
    }

    /// How many more brackets `range` opens than it closes (outside quotes).
    func depth(of range: Range<Int>) -> Int {
        YAMLLine.depth(bytes, range)
    }

    /// How many more brackets `range` of `bytes` opens than it closes (outside quotes).
    static func depth(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var depth = 0
        var quote: UInt8 = 0
        for at in range {
            let byte = bytes[at]
            if quote != 0 {
                if byte == quote { quote = 0 }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
            case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return depth
    }

    /// The value as text, its quotes removed (`"Foo \"X\""` → `Foo "X"`).
    func text(_ range: Range<Int>) -> String {
        guard range.count >= 2, bytes[range.lowerBound] == UInt8(ascii: "\"") || bytes[range.lowerBound] == UInt8(ascii: "'"),
            bytes[range.upperBound - 1] == bytes[range.lowerBound]
        else { return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
        var out: [UInt8] = []
        var escaped = false
        let double = bytes[range.lowerBound] == UInt8(ascii: "\"")
        for at in (range.lowerBound + 1)..<(range.upperBound - 1) {
            let byte = bytes[at]
            if double, !escaped, byte == UInt8(ascii: "\\") {
                escaped = true
                continue
            }
            escaped = false
            out.append(byte)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The integers of the flow list `[a, b, …]` in `value`, or nil with the column of the first
    /// problem and what it is.
    func integers(into numbers: inout [Int]) -> (column: Int, problem: String)? {
        numbers.removeAll(keepingCapacity: true)
        var at = value.lowerBound
        guard at < value.upperBound, bytes[at] == UInt8(ascii: "["), bytes[value.upperBound - 1] == UInt8(ascii: "]") else {
            return (value.lowerBound + 1, "expected a list [ … ], found \(FileError.quoted(text(value)))")
        }
        at += 1
        let end = value.upperBound - 1
        while true {
            while at < end, bytes[at] == 0x20 { at += 1 }
            if at == end, numbers.isEmpty { return nil }
            let start = at
            while at < end, bytes[at] != UInt8(ascii: ","), bytes[at] != 0x20 { at += 1 }
            var scanner = LineScanner(bytes)
            scanner.index = start
            guard let number = scanner.decimal(start..<at) else {
                return (value.lowerBound + 1, "expected 32-bit integers in the list, found \(FileError.quoted(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self)))")
            }
            numbers.append(number)
            while at < end, bytes[at] == 0x20 { at += 1 }
            if at == end { return nil }
            guard bytes[at] == UInt8(ascii: ",") else { return (value.lowerBound + 1, "expected ',' between the numbers of the list") }
            at += 1
        }
    }
}
