import SceneFiles

/// A record to look for: a JSON object matched as a subset of a replay record's JSON Lines
/// form (`{"kind":"handler","id":"open"}` matches every run of the handler `open`).
///
/// Each member of the pattern must be in the record with an equal value: numbers compared as
/// numbers, objects as subsets again, arrays element by element.
public struct RecordPattern: Sendable {
    /// The pattern's members.
    public let members: [JSONMember]
    /// The pattern as its text was given.
    public let text: String

    /// Parses `text`, a JSON object; a message when it is not one.
    public init(_ text: String) throws(FileError) {
        let value: JSONValue
        do {
            value = try JSONParser.parse(Array(text.utf8))
        } catch {
            throw FileError(file: "--keep", location: error.location, message: error.message)
        }
        guard let members = value.members else {
            throw FileError(file: "--keep", location: value.location, message: "expected a JSON object, found \(value.typeName)")
        }
        self.members = members
        self.text = text
    }

    /// True when `record` holds every member of the pattern.
    public func matches(_ record: JSONValue) -> Bool {
        RecordPattern.contains(record, members)
    }

    /// True when the JSON Lines record `line` holds every member of the pattern.
    public func matches(line: String) -> Bool {
        guard let record = try? JSONParser.parse(Array(line.utf8)) else { return false }
        return matches(record)
    }

    private static func contains(_ value: JSONValue, _ members: [JSONMember]) -> Bool {
        guard value.members != nil else { return false }
        return members.allSatisfy { member in
            guard let found = value[member.key] else { return false }
            return equal(found, member.value)
        }
    }

    private static func equal(_ found: JSONValue, _ wanted: JSONValue) -> Bool {
        switch (found.kind, wanted.kind) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
        case (.object, .object(let members)): return contains(found, members)
        default: return false
        }
    }
}
