/// One record of a replay's JSON Lines output, read field by field as the text shows them (a
/// small reader of its own, so a record the library's parser would misread is still seen as
/// written): numbers keep their digits, strings are unescaped, lists of numbers (a scroll
/// record's `velocity` and `target`) are kept as written, brackets included.
package struct RecordLine: Equatable {
    /// The line as written.
    package var line: String
    /// Members in order: key and value text (a string's value unescaped, any other value as
    /// written).
    package var members: [(key: String, value: String, isString: Bool)]

    package static func == (a: RecordLine, b: RecordLine) -> Bool { a.line == b.line }

    package subscript(key: String) -> String? { members.first { $0.key == key }?.value }

    package var time: Double { Double(self["t"] ?? "") ?? .nan }
    package var kind: String { self["kind"] ?? "" }
    package var id: String { self["id"] ?? "" }
    package var of: String? { self["of"] }
    package var event: String? { self["event"] }
    package var state: String? { self["state"] }
    package var scheduled: Double? { self["scheduled"].flatMap(Double.init) }
    /// The location as written, e.g. `120.0, 200.0`.
    package var location: String? { self["x"].flatMap { x in self["y"].map { "\(x), \($0)" } } }

    /// Reads `line`; nil when it is not one JSON object of strings, numbers, booleans and lists
    /// of numbers.
    package init?(_ line: String) {
        self.line = line
        members = []
        var bytes = Array(line.utf8)[...]
        func skip() { while let byte = bytes.first, byte == 0x20 { bytes = bytes.dropFirst() } }
        func string() -> String? {
            guard bytes.first == UInt8(ascii: "\"") else { return nil }
            bytes = bytes.dropFirst()
            var out: [UInt8] = []
            while let byte = bytes.first {
                bytes = bytes.dropFirst()
                switch byte {
                case UInt8(ascii: "\""): return String(validating: out, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard let escape = bytes.first else { return nil }
                    bytes = bytes.dropFirst()
                    switch escape {
                    case UInt8(ascii: "n"): out.append(0x0A)
                    case UInt8(ascii: "r"): out.append(0x0D)
                    case UInt8(ascii: "t"): out.append(0x09)
                    case UInt8(ascii: "b"): out.append(0x08)
                    case UInt8(ascii: "f"): out.append(0x0C)
                    case UInt8(ascii: "u"):
                        guard bytes.count >= 4, let code = UInt32(String(decoding: bytes.prefix(4), as: UTF8.self), radix: 16),
                            let scalar = Unicode.Scalar(code)
                        else { return nil }
                        bytes = bytes.dropFirst(4)
                        out += Array(String(Character(scalar)).utf8)
                    default: out.append(escape)
                    }
                case 0..<0x20: return nil
                default: out.append(byte)
                }
            }
            return nil
        }
        guard bytes.first == UInt8(ascii: "{") else { return nil }
        bytes = bytes.dropFirst()
        while true {
            skip()
            guard let key = string() else { return nil }
            skip()
            guard bytes.first == UInt8(ascii: ":") else { return nil }
            bytes = bytes.dropFirst()
            skip()
            if bytes.first == UInt8(ascii: "\"") {
                guard let value = string() else { return nil }
                members.append((key, value, true))
            } else if bytes.first == UInt8(ascii: "[") {
                // a list of numbers (a scroll record's velocity and target), kept as written
                let literal = bytes.prefix { $0 != UInt8(ascii: "]") }
                guard literal.count < bytes.count else { return nil }
                bytes = bytes.dropFirst(literal.count + 1)
                let text = String(decoding: literal.dropFirst(), as: UTF8.self)
                guard text.split(separator: ",", omittingEmptySubsequences: false).allSatisfy({ Double($0)?.isFinite == true }) else { return nil }
                members.append((key, "[" + text + "]", false))
            } else {
                let literal = bytes.prefix { $0 != UInt8(ascii: ",") && $0 != UInt8(ascii: "}") }
                bytes = bytes.dropFirst(literal.count)
                let text = String(decoding: literal, as: UTF8.self)
                guard text == "true" || text == "false" || Double(text)?.isFinite == true else { return nil }
                members.append((key, text, false))
            }
            skip()
            if bytes.first == UInt8(ascii: ",") {
                bytes = bytes.dropFirst()
                continue
            }
            guard bytes.first == UInt8(ascii: "}"), bytes.count == 1 else { return nil }
            return
        }
    }
}
