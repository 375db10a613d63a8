import SceneFiles

extension JSONValue {
    /// The value as compact JSON text (numbers as Swift prints them, integers without
    /// decimals), to write a command back.
    var jsonText: String {
        switch kind {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value): return ShrinkLine.number(value)
        case .string(let value): return RecordFormat.jsonString(value)
        case .array(let values): return "[" + values.map(\.jsonText).joined(separator: ",") + "]"
        case .object(let members): return "{" + JSONValue.membersText(members) + "}"
        }
    }

    /// `members` as JSON object members, without the braces.
    static func membersText(_ members: [JSONMember]) -> String {
        members.map { RecordFormat.jsonString($0.key) + ":" + $0.value.jsonText }.joined(separator: ",")
    }
}
