/// A JSON value as the random generators write it: only what scene and trace files use, with
/// numbers written the same way on every machine.
package indirect enum JSONText {
    case number(Double)
    case bool(Bool)
    case null
    case string(String)
    case array([JSONText])
    /// Members in order (the order the text shows them).
    case object([(key: String, value: JSONText)])
    /// Text written as it is (a deliberately malformed value, or a number spelt unusually).
    case raw(String)

    /// The compact text (one line: trace lines need that).
    package var text: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .number(let value): out += JSONText.format(value)
        case .bool(let flag): out += flag ? "true" : "false"
        case .null: out += "null"
        case .raw(let text): out += text
        case .string(let text): out += JSONText.quote(text)
        case .array(let elements):
            out += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { out += ", " }
                element.write(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { out += ", " }
                out += JSONText.quote(member.key) + ": "
                member.value.write(to: &out)
            }
            out += "}"
        }
    }

    /// Whole numbers without a fraction; others with Swift's shortest round-trip digits
    /// (negative zero keeps its sign: `-0.0`).
    package static func format(_ value: Double) -> String {
        if value == 0, value.sign == .minus { return "-0.0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped, other
    /// characters (non-ASCII ones included) as they are.
    package static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\":
                out.append("\\")
                out.unicodeScalars.append(scalar)
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
