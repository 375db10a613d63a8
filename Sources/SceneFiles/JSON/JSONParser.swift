/// A small, strict JSON parser (RFC 8259) over UTF-8 bytes that remembers the line and column
/// of every value, rejects duplicate keys and non-finite numbers, and bounds nesting depth.
public struct JSONParser {
    /// What went wrong, and where.
    public struct Failure: Error {
        /// Where.
        public var location: SourceLocation
        /// What.
        public var message: String
    }

    /// The deepest nesting accepted.
    public static let maximumDepth = 128

    private let bytes: [UInt8]
    private var index = 0
    private var line: Int
    private var lineStart = 0
    private let columnOffset: Int

    /// Prepares to parse `bytes`, which start at `line` (and `column`) of their file.
    public init(bytes: [UInt8], line: Int = 1, column: Int = 1) {
        self.bytes = bytes
        self.line = line
        self.columnOffset = column - 1
    }

    /// Parses one JSON value that must fill the whole input (whitespace aside).
    public static func parse(_ bytes: [UInt8], line: Int = 1) throws(Failure) -> JSONValue {
        var parser = JSONParser(bytes: bytes, line: line)
        parser.skipWhitespace()
        if parser.index >= bytes.count { throw Failure(location: parser.location, message: "expected a JSON value, found the end of the input") }
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw Failure(location: parser.location, message: "unexpected text after the JSON value")
        }
        return value
    }

    private var location: SourceLocation {
        SourceLocation(line: line, column: index - lineStart + 1 + (line == 1 ? columnOffset : 0))
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    private func fail(_ message: String) -> Failure { Failure(location: location, message: message) }

    private mutating func parseValue(depth: Int) throws(Failure) -> JSONValue {
        guard depth < JSONParser.maximumDepth else { throw fail("JSON nested deeper than \(JSONParser.maximumDepth) levels") }
        let start = location
        guard index < bytes.count else { throw fail("expected a JSON value, found the end of the input") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONValue(kind: .object(try parseObject(depth: depth)), location: start)
        case UInt8(ascii: "["): return JSONValue(kind: .array(try parseArray(depth: depth)), location: start)
        case UInt8(ascii: "\""): return JSONValue(kind: .string(try parseString()), location: start)
        case UInt8(ascii: "t"): try expectWord("true"); return JSONValue(kind: .bool(true), location: start)
        case UInt8(ascii: "f"): try expectWord("false"); return JSONValue(kind: .bool(false), location: start)
        case UInt8(ascii: "n"): try expectWord("null"); return JSONValue(kind: .null, location: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(kind: .number(try parseNumber()), location: start)
        default:
            throw fail("expected a JSON value, found \(describe(bytes[index]))")
        }
    }

    private func describe(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16)
    }

    private mutating func expectWord(_ word: String) throws(Failure) {
        let utf8 = Array(word.utf8)
        guard index + utf8.count <= bytes.count, Array(bytes[index..<(index + utf8.count)]) == utf8 else {
            throw fail("expected a JSON value, found \(describe(bytes[index]))")
        }
        index += utf8.count
    }

    /// Objects with up to this many members check duplicate keys by comparing with each
    /// earlier key (objects in scenes and traces are that small); larger ones keep their keys
    /// in a set, so a large object costs time in proportion to its size.
    static let linearKeyCheckLimit = 16

    /// Parses an object's members; a key met twice is an error at its second place.
    ///
    /// - Complexity: O(*n*) expected for *n* members (plus the size of the text).
    private mutating func parseObject(depth: Int) throws(Failure) -> [JSONMember] {
        index += 1
        var members: [JSONMember] = []
        var keys: Set<String> = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return members }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw fail(index < bytes.count ? "expected a quoted key, found \(describe(bytes[index]))" : "unterminated object")
            }
            let keyLocation = location
            let key = try parseString()
            let duplicate: Bool
            if members.count < JSONParser.linearKeyCheckLimit {
                duplicate = members.contains { $0.key == key }
            } else {
                if keys.isEmpty { keys = Set(members.map(\.key)) }
                duplicate = !keys.insert(key).inserted
            }
            if duplicate { throw Failure(location: keyLocation, message: "duplicate key '\(key)'") }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail("expected ':' after key '\(key)'") }
            index += 1
            skipWhitespace()
            let value = try parseValue(depth: depth + 1)
            members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
            skipWhitespace()
            guard index < bytes.count else { throw fail("unterminated object") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return members }
            throw fail("expected ',' or '}' in object, found \(describe(bytes[index]))")
        }
    }

    private mutating func parseArray(depth: Int) throws(Failure) -> [JSONValue] {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return elements }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw fail("unterminated array") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return elements }
            throw fail("expected ',' or ']' in array, found \(describe(bytes[index]))")
        }
    }

    private mutating func parseString() throws(Failure) -> String {
        index += 1
        var scalars: [UInt8] = []
        var simpleStart = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                scalars.append(contentsOf: bytes[simpleStart..<index])
                index += 1
                guard let text = String(validating: scalars, as: UTF8.self) else {
                    throw fail("string is not valid UTF-8")
                }
                return text
            }
            if byte < 0x20 { throw fail(byte == 0x0A ? "unterminated string" : "control character in string") }
            if byte == UInt8(ascii: "\\") {
                scalars.append(contentsOf: bytes[simpleStart..<index])
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append(0x22)
                case UInt8(ascii: "\\"): scalars.append(0x5C)
                case UInt8(ascii: "/"): scalars.append(0x2F)
                case UInt8(ascii: "b"): scalars.append(0x08)
                case UInt8(ascii: "f"): scalars.append(0x0C)
                case UInt8(ascii: "n"): scalars.append(0x0A)
                case UInt8(ascii: "r"): scalars.append(0x0D)
                case UInt8(ascii: "t"): scalars.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try parseHex4()
                    if (0xD800..<0xDC00).contains(code) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                        else { throw fail("unpaired surrogate in string") }
                        index += 2
                        let low = try parseHex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw fail("unpaired surrogate in string") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00..<0xE000).contains(code) {
                        throw fail("unpaired surrogate in string")
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw fail("invalid escape in string") }
                    scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
                default:
                    throw fail("invalid escape '\\\(describe(escape))' in string")
                }
                simpleStart = index
                continue
            }
            index += 1
        }
        throw fail("unterminated string")
    }

    private mutating func parseHex4() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw fail("incomplete \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw fail("invalid \\u escape")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private mutating func parseNumber() throws(Failure) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits(_ bytes: [UInt8], _ index: inout Int) -> Int {
            let begin = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
            return index - begin
        }
        let intStart = index
        let intDigits = digits(bytes, &index)
        guard intDigits > 0 else { throw fail("invalid number") }
        if intDigits > 1, bytes[intStart] == UInt8(ascii: "0") { throw fail("invalid number: leading zero") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits(bytes, &index) > 0 else { throw fail("invalid number: digits expected after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits(bytes, &index) > 0 else { throw fail("invalid number: digits expected in exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw Failure(location: SourceLocation(line: line, column: start - lineStart + 1 + (line == 1 ? columnOffset : 0)),
                          message: "number \(text) is out of range")
        }
        return value
    }
}
