/// One member of a JSON object: its key, where the key stands, and its value.
public struct JSONMember: Sendable {
    /// The key.
    public var key: String
    /// Where the key's opening quote stands (messages about the key point here).
    public var keyLocation: SourceLocation
    /// The value.
    public var value: JSONValue
}
