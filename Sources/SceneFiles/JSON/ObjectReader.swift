import ControlModel

/// Reads one JSON object of a file with clear errors: unknown keys, wrong types and bad numbers
/// are reported with the file, line, column and JSON path.
struct ObjectReader {
    let value: JSONValue
    let members: [JSONMember]
    let path: String
    let file: String

    init(_ value: JSONValue, path: String, file: String, allowed: Set<String>) throws(FileError) {
        guard let members = value.members else {
            throw FileError(file: file, location: value.location, message: "\(path.isEmpty ? "the value" : path) must be an object, found \(value.typeName)")
        }
        self.value = value
        self.members = members
        self.path = path
        self.file = file
        for member in members where !allowed.contains(member.key) {
            throw FileError(
                file: file, location: member.keyLocation,
                message: "unknown key '\(member.key)'\(path.isEmpty ? "" : " in \(path)") (expected one of: \(allowed.sorted().joined(separator: ", ")))")
        }
    }

    func keyPath(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    func error(_ value: JSONValue, _ message: String) -> FileError {
        FileError(file: file, location: value.location, message: message)
    }

    subscript(key: String) -> JSONValue? { value[key] }

    /// The value of `key`, for pointing at it in a message: the object itself when the key is
    /// absent (callers ask after reading the key, so it is there).
    func at(_ key: String) -> JSONValue { value[key] ?? value }

    func has(_ key: String) -> Bool { value[key] != nil }

    func require(_ key: String) throws(FileError) -> JSONValue {
        guard let member = value[key] else {
            throw FileError(file: file, location: value.location, message: "missing key '\(key)'\(path.isEmpty ? "" : " in \(path)")")
        }
        return member
    }

    func number(_ key: String) throws(FileError) -> Double? {
        guard let member = value[key] else { return nil }
        guard case .number(let number) = member.kind else {
            throw error(member, "\(keyPath(key)) must be a number, found \(member.typeName)")
        }
        guard abs(number) <= ReplayLimits.maximumMagnitude else {
            throw error(member, "\(keyPath(key)) is out of range (\(number)); magnitudes up to \(ReplayLimits.text(ReplayLimits.maximumMagnitude)) are accepted")
        }
        return number
    }

    func nonNegative(_ key: String) throws(FileError) -> Double? {
        guard let number = try number(key) else { return nil }
        guard number >= 0 else { throw error(at(key), "\(keyPath(key)) must not be negative (\(number))") }
        return number
    }

    func integer(_ key: String, minimum: Int) throws(FileError) -> Int? {
        guard let number = try number(key) else { return nil }
        guard number == number.rounded(), number >= Double(minimum), number <= Double(ReplayLimits.maximumCount) else {
            throw error(at(key), "\(keyPath(key)) must be a whole number from \(minimum) to \(ReplayLimits.maximumCount)")
        }
        return Int(number)
    }

    func bool(_ key: String) throws(FileError) -> Bool? {
        guard let member = value[key] else { return nil }
        guard case .bool(let flag) = member.kind else {
            throw error(member, "\(keyPath(key)) must be true or false, found \(member.typeName)")
        }
        return flag
    }

    func string(_ key: String) throws(FileError) -> String? {
        guard let member = value[key] else { return nil }
        guard case .string(let text) = member.kind else {
            throw error(member, "\(keyPath(key)) must be a string, found \(member.typeName)")
        }
        return text
    }

    func array(_ key: String) throws(FileError) -> [JSONValue]? {
        guard let member = value[key] else { return nil }
        guard case .array(let elements) = member.kind else {
            throw error(member, "\(keyPath(key)) must be an array, found \(member.typeName)")
        }
        return elements
    }

    func strings(_ key: String) throws(FileError) -> [(text: String, value: JSONValue)]? {
        guard let elements = try array(key) else { return nil }
        var result: [(text: String, value: JSONValue)] = []
        for (index, element) in elements.enumerated() {
            guard case .string(let text) = element.kind else {
                throw error(element, "\(keyPath(key))[\(index)] must be a string, found \(element.typeName)")
            }
            result.append((text, element))
        }
        return result
    }

    /// A list of numbers named `names` (`[width, height]`), each in range and not negative
    /// when `nonNegative`, or nil when absent.
    func numbers(_ key: String, names: [String], nonNegative: Bool) throws(FileError) -> [Double]? {
        guard let items = try array(key) else { return nil }
        guard items.count == names.count else { throw error(at(key), "\(keyPath(key)) must be [\(names.joined(separator: ", "))]") }
        var numbers: [Double] = []
        for (index, item) in items.enumerated() {
            guard case .number(let number) = item.kind, abs(number) <= ReplayLimits.maximumMagnitude else {
                throw error(item, "\(keyPath(key))[\(index)] must be a number up to \(ReplayLimits.text(ReplayLimits.maximumMagnitude)) in magnitude")
            }
            guard !nonNegative || number >= 0 else { throw error(item, "\(keyPath(key))[\(index)] must not be negative (\(formatNumber(number)))") }
            numbers.append(number)
        }
        return numbers
    }
}
