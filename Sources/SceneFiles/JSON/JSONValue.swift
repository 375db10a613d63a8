/// A parsed JSON value with where it stood in its file.
public struct JSONValue: Sendable {
    /// The kinds of JSON value.
    public enum Kind: Sendable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A finite number.
        case number(Double)
        /// A string.
        case string(String)
        /// An array.
        case array([JSONValue])
        /// An object's members in file order (duplicate keys are rejected by the parser).
        case object([JSONMember])
    }

    /// The value.
    public var kind: Kind
    /// Where the value starts.
    public var location: SourceLocation

    /// The JSON type's name for messages: `null`, `boolean`, `number`, `string`, `array`, `object`.
    public var typeName: String {
        switch kind {
        case .null: return "null"
        case .bool: return "boolean"
        case .number: return "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }

    /// The members when the value is an object.
    public var members: [JSONMember]? {
        if case .object(let members) = kind { return members }
        return nil
    }

    /// The member named `key` of an object.
    public subscript(key: String) -> JSONValue? {
        members?.first { $0.key == key }?.value
    }
}
