import ControlModel

extension AlertController {
    /// Taps the action titled `title`, as a test does: `try window.alert?.tap("Delete")` (see
    /// `tap(_:)` taking an ``AlertAction`` for what a tap does). Throws ``AlertActionMiss``, naming the
    /// alert's titles, when it has no such action. True when the tap dismissed the alert (false:
    /// the action is disabled, with its reason in the event stream).
    @discardableResult
    public func tap(_ title: String, fileID: StaticString = #fileID, line: UInt = #line) throws(AlertActionMiss) -> Bool {
        guard let action = action(titled: title) else {
            throw AlertActionMiss(
                title: title, alert: displayName, titles: actions.map { $0.title ?? "" }, site: CallSite(fileID: fileID, line: line))
        }
        return tap(action)
    }
}
