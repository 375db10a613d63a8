/// A JSON value as the random generators write it: only what scene and trace files use, with
/// numbers written the same way on every machine.
indirect enum JSONText {
    case number(Double)
    case bool(Bool)
    case string(String)
    case array([JSONText])
    /// Members in order (the order the text shows them).
    case object([(key: String, value: JSONText)])

    /// The compact text (one line: trace lines need that).
    var text: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .number(let value): out += JSONText.format(value)
        case .bool(let flag): out += flag ? "true" : "false"
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

    /// Whole numbers without a fraction; others with Swift's shortest round-trip digits.
    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// `text` as a JSON string (the generators use plain ASCII ids, so only quotes and
    /// backslashes need escaping).
    static func quote(_ text: String) -> String {
        var out = "\""
        for character in text {
            if character == "\"" || character == "\\" { out.append("\\") }
            out.append(character)
        }
        return out + "\""
    }
}
