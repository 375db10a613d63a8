import ControlModel
import GestureModel

/// A scene's alerts (<doc:FileFormats>): the top-level `alerts` list and the `presents` key of
/// handlers.
extension SceneLoader {
    private static let alertKeys: Set<String> = ["id", "style", "title", "message", "actions", "textFields"]
    private static let actionKeys: Set<String> = ["title", "style", "handler", "enabled"]
    /// An alert text field's keys: a text field's (`TextFieldKeys`), its id, `enabled` and
    /// `handlers` (no frame: an alert's parts have no geometry in the model).
    private static let alertTextFieldKeys: Set<String> = TextFieldKeys.names.union(["id", "enabled", "handlers"])

    /// Remembers that the handler `handler`, read by `reader`, presents the alert its `presents`
    /// names (checked once the alerts are read).
    mutating func notePresents(_ reader: ObjectReader, handler: String) throws(FileError) {
        guard try reader.string("presents") != nil else { return }
        pendingPresents.append((handler, reader))
    }

    /// Reads the top-level `alerts` (their ids join the scene's one namespace, as do their
    /// actions' handlers), then joins each `presents` to its alert: a dangling one is an error
    /// at its value.
    mutating func loadAlerts(_ elements: [JSONValue]) throws(FileError) {
        for (index, element) in elements.enumerated() {
            try loadAlert(element, path: "alerts[\(index)]")
        }
        for (handler, reader) in pendingPresents {
            guard let id = try reader.string("presents") else { continue }
            guard let alert = scene.alerts[id] else {
                throw reader.error(reader.at("presents"), "unknown alert '\(id)' at \(reader.keyPath("presents"))")
            }
            scene.presents(alert, after: handler)
        }
    }

    private mutating func loadAlert(_ value: JSONValue, path: String) throws(FileError) {
        let reader = try ObjectReader(value, path: path, file: file, allowed: SceneLoader.alertKeys)
        guard let id = try reader.string("id") else { throw reader.error(value, "missing key 'id' in \(path)") }
        try claim(id, at: reader.at("id"), path: path)
        let style: AlertController.Style
        if let name = try reader.string("style") {
            guard let match = AlertController.Style.allCases.first(where: { $0.name == name }) else {
                throw reader.error(reader.at("style"), "unknown alert style '\(name)' at \(path).style (expected alert or actionSheet)")
            }
            style = match
        } else {
            style = .alert
        }
        if style == .actionSheet, let fields = reader["textFields"] {
            // UIKit raises: "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"
            throw reader.error(fields, "\(path).textFields: alert '\(id)' is an action sheet, and text fields can only be added to an alert")
        }
        let alert = AlertController(title: try reader.string("title"), message: try reader.string("message"), preferredStyle: style)
        alert.identifier = id
        for (index, element) in (try reader.array("actions") ?? []).enumerated() {
            alert.addAction(try loadAction(element, path: "\(path).actions[\(index)]", alert: alert, alertID: id))
        }
        for (index, element) in (try reader.array("textFields") ?? []).enumerated() {
            try loadTextField(element, path: "\(path).textFields[\(index)]", alert: alert)
        }
        scene.observe(alert: alert, id: id)
    }

    /// Adds the alert text field `value` describes to `alert`: its id joins the scene's
    /// namespace and names it in records and commands (`focus`, `clear`), as any text field's.
    private mutating func loadTextField(_ value: JSONValue, path: String, alert: AlertController) throws(FileError) {
        let reader = try ObjectReader(value, path: path, file: file, allowed: SceneLoader.alertTextFieldKeys)
        guard let id = try reader.string("id") else { throw reader.error(value, "missing key 'id' in \(path)") }
        try claim(id, at: reader.at("id"), path: path)
        alert.addTextField()
        guard let field = alert.textFields?.last else { return }
        field.identifier = id
        try TextFieldKeys.apply(reader, to: field)
        if let enabled = try reader.bool("enabled") { field.isEnabled = enabled }
        scene.views[id] = field
        scene.observe(control: field, name: .fixed(RecordName(id)))
        for (index, element) in (try reader.array("handlers") ?? []).enumerated() {
            try loadControlHandler(element, path: "\(path).handlers[\(index)]", control: field, controlID: id)
        }
    }

    private mutating func loadAction(_ value: JSONValue, path: String, alert: AlertController, alertID: String) throws(FileError) -> AlertAction {
        let reader = try ObjectReader(value, path: path, file: file, allowed: SceneLoader.actionKeys)
        guard let title = try reader.string("title") else { throw reader.error(value, "missing key 'title' in \(path)") }
        var style = AlertAction.Style.default
        if let name = try reader.string("style") {
            guard let match = AlertAction.Style.allCases.first(where: { $0.name == name }) else {
                throw reader.error(reader.at("style"), "unknown action style '\(name)' at \(path).style (expected default, cancel or destructive)")
            }
            style = match
        }
        if style == .cancel, let other = alert.cancelAction {
            // UIKit raises: "UIAlertController can only have one action with a style of UIAlertActionStyleCancel"
            throw reader.error(reader.at("style"), "alert '\(alertID)' already has a cancel action ('\(other.title ?? "")'); an alert has at most one (at \(path).style)")
        }
        let handlerID = try reader.string("handler")
        if let handlerID {
            try claim(handlerID, at: reader.at("handler"), path: "\(path).handler")
            scene.alertHandlerIDs[alertID, default: []].append(handlerID)
        }
        // the handler has no body: the scene records its runs, heard from the window's event stream
        let action = AlertAction(title: title, style: style, handler: handlerID.map { _ in { (_: AlertAction) in } })
        action.handlerIdentifier = handlerID
        if let enabled = try reader.bool("enabled") { action.isEnabled = enabled }
        return action
    }
}
