import ControlModel
import GestureModel

/// The `sets` key of handlers (<doc:FileFormats>): `"sets": {"target": "signIn", "enabled":
/// {"filled": ["email", "password"]}}` sets a control's `enabled` each time the handler runs;
/// `"sets": {"target": "password", "focused": true}` moves the focus to a text field.
extension SceneLoader {
    private static let setsKeys: Set<String> = ["target", "enabled", "focused"]
    private static let conditionKeys: Set<String> = ["filled"]

    /// Remembers that the handler `handler`, read by `reader`, sets what its `sets` says
    /// (checked once every view is read: the target and the fields may come later in the file).
    mutating func noteSets(_ reader: ObjectReader, handler: String) throws(FileError) {
        guard let value = reader["sets"] else { return }
        if inTemplate { throw reader.error(value, "\(reader.keyPath("sets")): a cell template's handlers cannot set properties") }
        pendingSets.append((handler, try ObjectReader(value, path: reader.keyPath("sets"), file: file, allowed: SceneLoader.setsKeys)))
    }

    /// Joins each `sets` to its target and fields: an unknown view, a target that is not a
    /// control (`enabled`) or not a text field (`focused`), a field that is not a text field, an
    /// empty list, both properties or neither are errors at their values.
    mutating func resolveSets() throws(FileError) {
        for (handler, reader) in pendingSets {
            guard let targetValue = reader["target"] else { throw reader.error(reader.value, "missing key 'target' in \(reader.path)") }
            guard let id = try reader.string("target") else { throw reader.error(targetValue, "missing key 'target' in \(reader.path)") }
            guard let view = scene.views[id] else {
                throw reader.error(targetValue, "unknown view '\(id)' at \(reader.keyPath("target"))")
            }
            let enabled = reader["enabled"], focused = reader["focused"]
            if enabled != nil, let focused {
                throw reader.error(focused, "\(reader.path) sets both 'enabled' and 'focused': a handler's sets changes one property")
            }
            let setting: SceneSetting
            if let focused {
                setting = try focusSetting(focused, of: view, id: id, path: reader.keyPath("focused"), reader: reader)
            } else if let enabled {
                setting = try enabledSetting(enabled, of: view, id: id, path: reader.keyPath("enabled"), reader: reader)
            } else {
                throw reader.error(reader.value, "\(reader.path) sets nothing: it needs 'enabled' or 'focused' (the properties a handler can set)")
            }
            scene.sets(setting, after: handler)
        }
    }

    /// `"enabled": VALUE` of `sets` for the view `view` (named `id`): a control, and true, false
    /// or `{"filled": [...]}`.
    private func enabledSetting(_ enabled: JSONValue, of view: View, id: String, path: String, reader: ObjectReader) throws(FileError) -> SceneSetting {
        guard let control = view as? Control else {
            throw reader.error(enabled, "'\(id)' is a \(SceneLoader.kindName(of: view)), not a control: it has no 'enabled' (at \(path))")
        }
        if case .bool(let flag) = enabled.kind { return SceneSetting(change: .enabled(control, flag)) }
        guard enabled.members != nil else {
            throw reader.error(enabled, "\(path) must be true, false or {\"filled\": [text field ids]}, found \(enabled.typeName)")
        }
        return SceneSetting(change: .enabledWhenFilled(control, try filledFields(enabled, path: path)))
    }

    /// `"focused": BOOL` of `sets` for the view `view` (named `id`): a text field, which becomes
    /// first responder (true) or resigns (false) as the app's code would ask it to.
    private func focusSetting(_ focused: JSONValue, of view: View, id: String, path: String, reader: ObjectReader) throws(FileError) -> SceneSetting {
        guard let field = view as? TextField else {
            throw reader.error(focused, "'\(id)' is a \(SceneLoader.kindName(of: view)), not a text field: it cannot take the focus (at \(path))")
        }
        // an alert's text field is in the window only while the alert is presented
        guard field.root === scene.window else {
            throw reader.error(focused, "'\(id)' is a text field of an alert: it is in the window only while the alert is presented, so a handler cannot focus it (at \(path))")
        }
        guard case .bool(let flag) = focused.kind else {
            throw reader.error(focused, "\(path) must be true or false, found \(focused.typeName)")
        }
        return SceneSetting(change: .focused(field, flag))
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
