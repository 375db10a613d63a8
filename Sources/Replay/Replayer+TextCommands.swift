import ControlModel
import GestureModel
import SceneFiles

/// The text-field commands of a trace (<doc:FileFormats>): checked when read (a `focus` or
/// `clear` must name a text field) and when their time comes (a `clear` needs the button shown
/// by the field's mode at that moment), then applied through the window's ``Keyboard`` and the
/// field itself.
extension Replayer {
    /// Checks `command` as it is read.
    func validateText(_ command: TraceCommand, _ line: TraceLine) throws(FileError) {
        switch command {
        case .focus(let target), .clear(let target):
            guard scene.knows(target) else { throw textError(line, "target", "unknown id '\(target)'") }
            guard scene.view(named: target) is TextField else {
                throw textError(line, "target", "'\(target)' is not a text field (\(commandName(command)) needs one)")
            }
        default: break
        }
    }

    /// Checks `command` at its time, before it is applied: a `focus` or `clear` on a field not
    /// in the window (an alert's, while the alert is not presented), and a `clear` whose field's
    /// mode does not show the clear button now (never; whileEditing and the field is not
    /// editing; unlessEditing and it is) are errors at their line.
    func validateNow(_ command: TraceCommand, _ line: TraceLine) throws(FileError) {
        switch command {
        case .focus(let target), .clear(let target):
            // an alert's text field is in the window only while its alert is presented
            if let field = scene.view(named: target), field.root !== scene.window {
                throw textError(line, "target", "'\(target)' is not in the window now (a text field of an alert that is not presented)")
            }
        default: break
        }
        guard case .clear(let target) = command, let field = scene.view(named: target) as? TextField, !field.isClearButtonShown else { return }
        let state = field.isEditing ? "editing" : "not editing"
        throw textError(line, "target", "'\(target)' shows no clear button now (clearButton \(field.clearButtonMode.rawValue), the field is \(state))")
    }

    /// Applies `command`.
    func applyText(_ command: TraceCommand) {
        let keyboard = Keyboard(of: scene.window)
        switch command {
        case .type(let text, let paste): if paste { keyboard.paste(text) } else { keyboard.type(text) }
        case .key(.return): keyboard.pressReturn()
        case .key(.backspace): keyboard.deleteBackward()
        case .clear(let target): (scene.view(named: target) as? TextField)?.clearButtonTapped()
        case .focus(let target): (scene.view(named: target) as? TextField)?.becomeFirstResponder()
        case .endEditing: scene.window.endEditing(false)
        default: break
        }
    }

    private func commandName(_ command: TraceCommand) -> String {
        if case .clear = command { return "clear" }
        return "focus"
    }

    private func textError(_ line: TraceLine, _ key: String, _ message: String) -> FileError {
        FileError(file: file, location: line.location(of: key), message: message)
    }
}
