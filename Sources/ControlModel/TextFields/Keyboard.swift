/// The keyboard of a window: keys go to the window's first responder (``View/firstResponder``),
/// and with none they go nowhere (``TextRefusal/noFirstResponder``, told to the window's event
/// stream). The one home of that rule.
///
/// ```swift
/// let keyboard = Keyboard(of: window)
/// keyboard.type("ada@example.com\n")   // "\n" is the return key
/// keyboard.deleteBackward()
/// ```
public struct Keyboard {
    /// The root of the tree whose first responder takes the keys (the window).
    public let root: View

    /// The keyboard of `view`'s window (the root of its tree).
    public init(of view: View) { root = view.root }

    /// Types `text` one character at a time, each into the first responder of that moment (a
    /// handler may move the focus between two characters); a "\n" is the return key.
    ///
    /// - Complexity: O(*n*) questions and events for *n* characters.
    public func type(_ text: String) {
        for character in text {
            guard let field = target(for: character == "\n" ? .return : .type) else { continue }
            if character == "\n" { field.receiveReturn() } else { field.receive(typed: character) }
        }
    }

    /// Pastes `text` into the first responder: inserted at once, one question for all of it.
    public func paste(_ text: String) {
        target(for: .paste)?.receive(pasted: text)
    }

    /// The backspace key: the first responder's last character goes.
    public func deleteBackward() {
        target(for: .backspace)?.receiveBackspace()
    }

    /// The return key.
    public func pressReturn() {
        target(for: .return)?.receiveReturn()
    }

    /// The first responder, or nil — and then the refusal of `action`, told to the event stream.
    private func target(for action: TextInputAction) -> TextField? {
        if let field = root.storedFirstResponder { return field }
        if let sink = root.controlEventSink {
            _ = sink.receive(.textRefused(field: nil, action: action, reason: .noFirstResponder), causedBy: nil)
        }
        return nil
    }
}
