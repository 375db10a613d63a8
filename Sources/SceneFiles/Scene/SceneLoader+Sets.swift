import ControlModel
import GestureModel

/// The `sets` key of handlers (<doc:FileFormats>): `"sets": {"target": "signIn", "enabled":
/// {"filled": ["email", "password"]}}` sets a control's `enabled` each time the handler runs.
extension SceneLoader {
    private static let setsKeys: Set<String> = ["target", "enabled"]
    private static let conditionKeys: Set<String> = ["filled"]

    /// Remembers that the handler `handler`, read by `reader`, sets what its `sets` says
    /// (checked once every view is read: the target and the fields may come later in the file).
    mutating func noteSets(_ reader: ObjectReader, handler: String) throws(FileError) {
        guard let value = reader["sets"] else { return }
        if inTemplate { throw reader.error(value, "\(reader.keyPath("sets")): a cell template's handlers cannot set properties") }
        pendingSets.append((handler, try ObjectReader(value, path: reader.keyPath("sets"), file: file, allowed: SceneLoader.setsKeys)))
    }

    /// Joins each `sets` to its target and fields: an unknown view, a target that is not a
    /// control, a field that is not a text field, an empty list are errors at their values.
    mutating func resolveSets() throws(FileError) {
        for (handler, reader) in pendingSets {
            guard let targetValue = reader["target"] else { throw reader.error(reader.value, "missing key 'target' in \(reader.path)") }
            guard let id = try reader.string("target") else { continue }
            guard let view = scene.views[id] else {
                throw reader.error(targetValue, "unknown view '\(id)' at \(reader.keyPath("target"))")
            }
            guard let enabled = reader["enabled"] else {
                throw reader.error(reader.value, "\(reader.path) sets nothing: it needs 'enabled' (the one property a handler can set)")
            }
            guard let control = view as? Control else {
                throw reader.error(enabled, "'\(id)' is a \(SceneLoader.kindName(of: view)), not a control: it has no 'enabled' (at \(reader.keyPath("enabled")))")
            }
            let setting: SceneSetting
            if case .bool(let flag) = enabled.kind {
                setting = SceneSetting(target: control, value: flag, filled: [])
            } else if enabled.members != nil {
                setting = SceneSetting(target: control, value: nil, filled: try filledFields(enabled, path: reader.keyPath("enabled")))
            } else {
                throw reader.error(enabled, "\(reader.keyPath("enabled")) must be true, false or {\"filled\": [text field ids]}, found \(enabled.typeName)")
            }
            scene.sets(setting, after: handler)
        }
    }

    /// The text fields `{"filled": [...]}` at `path` lists (at least one).
    private func filledFields(_ value: JSONValue, path: String) throws(FileError) -> [TextField] {
        let condition = try ObjectReader(value, path: path, file: file, allowed: SceneLoader.conditionKeys)
        guard let ids = try condition.strings("filled") else { throw condition.error(value, "missing key 'filled' in \(path)") }
        guard !ids.isEmpty else { throw condition.error(condition.at("filled"), "\(path).filled must name at least one text field") }
        var fields: [TextField] = []
        for (index, id) in ids.enumerated() {
            guard let view = scene.views[id.text] else {
                throw condition.error(id.value, "unknown view '\(id.text)' at \(path).filled[\(index)]")
            }
            guard let field = view as? TextField else {
                throw condition.error(id.value, "'\(id.text)' is a \(SceneLoader.kindName(of: view)), not a text field (at \(path).filled[\(index)])")
            }
            fields.append(field)
        }
        return fields
    }

    /// What a scene file calls `view`'s kind, for messages.
    private static func kindName(of view: View) -> String {
        switch view {
        case is Control: "control"
        case is ScrollView: "scroll view"
        default: "view"
        }
    }
}
