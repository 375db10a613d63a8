import ControlModel

/// The text-field commands of a trace (<doc:FileFormats>): `type` (with
/// `paste`), `key`, `clear`, `focus`, `endEditing`.
extension TraceDecoder {
    /// Reads the command `name` (one of the five) from `reader`, its keys already checked.
    func textCommand(_ name: String, _ reader: ObjectReader) throws(FileError) -> TraceCommand {
        func target() throws(FileError) -> String {
            guard let target = try reader.string("target") else { throw reader.error(reader.value, "missing key 'target' for command '\(name)'") }
            return target
        }
        switch name {
        case "type":
            guard let text = try reader.string("text") else { throw reader.error(reader.value, "missing key 'text' for command 'type'") }
            guard !text.isEmpty else { throw reader.error(reader.at("text"), "text must hold at least one character") }
            let paste = try reader.bool("paste") ?? false
            if paste, text.contains("\n") {
                throw reader.error(reader.at("text"), "a paste cannot hold a newline: a text field has one line (type \"\\n\" to press return)")
            }
            return .type(text: text, paste: paste)
        case "key":
            guard let keyName = try reader.string("key") else { throw reader.error(reader.value, "missing key 'key' for command 'key'") }
            guard let key = TraceKey(rawValue: keyName) else {
                throw reader.error(reader.at("key"), "unknown key \(FileError.quoted(keyName)) (expected one of: \(TraceKey.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            return .key(key)
        case "clear": return .clear(target: try target())
        case "focus": return .focus(target: try target())
        default: return .endEditing
        }
    }
}
