/// A one-line text field, as `UITextField`: a control that becomes its window's first
/// responder, takes typed text one character at a time through its delegate, and sends the
/// editing events of ``ControlEvents``.
///
/// **Where the first responder lives.** One per window: the window is the root of the field's
/// view tree, so the root ``View`` keeps it (``View/firstResponder``, held weakly), found from any
/// view by walking up. ControlModel can reach it without knowing windows, and the window
/// (GestureModel) reads the same slot — there is no second copy to keep in step.
///
/// Rules, each with its source in the decompiled iOS 26.1 UIKitCore:
/// - **Focus by a tap**: at the lift of a tap — a touch that stays within ``tapMovementLimit``
///   (45 pt) of where it landed and lifts within ``tapDurationLimit`` (0.75 s), inside the
///   field. The field's text interaction owns a one-finger tap (`UITextMultiTapRecognizer`,
///   whose inner `UITapRecognizer` has those limits) that begins when the tap is recognized, at
///   the lift; `-[UITextSelectionInteraction _handleMultiTapGesture:]` then calls
///   `_checkForRepeatedTap:`, which calls `setFirstResponderIfNecessary`. Recognizers see a
///   phase before the view, so the focus comes before the field's `touchUpInside`.
/// - **Becoming first responder** (``becomeFirstResponder()``): the field must be enabled with
///   user interaction on and its delegate's `shouldBeginEditing` must say yes
///   (`-[UITextField canBecomeFirstResponder]`); then the current first responder is asked
///   `shouldEndEditing` — no, and it keeps the focus; yes, and it ends (`editingDidEnd`, then
///   `didEndEditing`: `-[UITextField _resignFirstResponder]`, `_notifyDidEndEditing`). Then
///   this field, with ``clearsOnBeginEditing``, asks `shouldClear` and empties its text, sends
///   `editingDidBegin`, and tells `didBeginEditing` (`-[UITextField _attachFieldEditor]`, then
///   `_notifyDidBeginEditing` from `_becomeFirstResponder`).
/// - **Typing** (through a ``Keyboard``): each character asks
///   `shouldChangeCharacters(in:replacementString:)`; yes, and the text changes, then
///   `editingChanged` is sent. A paste is one question for its whole string; backspace deletes
///   the last character (a question with an empty replacement). Setting ``text`` in code sends
///   no event.
/// - **Return**: asks `shouldReturn`; yes, and `editingDidEndOnExit` is sent, and the field
///   resigns when a handler was registered for that event before it was sent
///   (`-[UITextField _shouldResignOnEditingDidEndOnExit]`: the event has an action).
/// - **Clear button** (``clearButtonTapped()``): shown by ``clearButtonMode``; asks
///   `shouldClear`; yes, and the text empties and `editingChanged` is sent; a field that was not
///   editing then becomes first responder (`-[UITextField _clearButtonClicked:]`, with
///   `becomesFirstResponderOnClearButtonTap` on, as `-[UITextField initWithFrame:]` sets it).
/// - A field **disabled, hidden or removed** while editing resigns at once, without asking
///   `shouldEndEditing` (it cannot stay first responder out of reach; `-[UITextField
///   setEnabled:]` resigns).
///
/// Delegate questions are answered by ``delegateClosures`` (BlocksKit's text-field blocks), by
/// a weak ``delegate`` object, or both: both are asked, the object first, and a question holds
/// unless one says no; both hear the notifications. Every refusal is kept as ``lastRefusal`` and
/// told to the window's event stream.
///
/// ``maximumLength`` and ``allowedCharacters`` are answers to `shouldChangeCharacters` given as
/// data (a scene file's `maxLength` and `allowedCharacters`), asked before the delegate.
open class TextField: Control {
    /// The text (UIKit's default: empty), optional as `UITextField.text` is: it reads as a
    /// string, never nil, and setting nil empties it. Setting it sends no control event; the
    /// change is told to observers (``ControlProperty/text``) and to the window's event stream.
    public var text: String? {
        get { contents }
        set { contents = newValue ?? "" }
    }
    /// The text, as stored.
    private var contents = "" {
        didSet {
            guard contents != oldValue else { return }
            if let sink = controlEventSink { _ = sink.receive(.textChanged(field: self), causedBy: nil) }
            changed(.text)
        }
    }
    /// The text shown while the field is empty (recorded; nil by default).
    public var placeholder: String?
    /// Whether the text is hidden as it is typed (false by default); output then shows one `•`
    /// per character (``printableText``).
    public var isSecureTextEntry = false
    /// When the clear button shows (``TextFieldViewMode/never`` by default).
    public var clearButtonMode = TextFieldViewMode.never
    /// Whether the text empties when the field begins editing, if `shouldClear` lets it (false
    /// by default).
    public var clearsOnBeginEditing = false
    /// The return key's title (recorded only).
    public var returnKeyType = ReturnKeyType.default
    /// The keyboard asked for (recorded only).
    public var keyboardType = KeyboardType.default
    /// The delegate object, held weakly.
    public weak var delegate: (any TextFieldDelegate)?
    /// Closures answering the delegate's questions (BlocksKit's blocks).
    public var delegateClosures = TextFieldDelegateClosures()
    /// The most characters a change may leave in the field (nil: no limit). A change that would
    /// leave more is refused (``TextRefusal/tooLong(length:maximum:)``); a deletion never is.
    public var maximumLength: Int?
    /// The only characters a change may insert (nil: any). A change holding another is refused
    /// (``TextRefusal/characterNotAllowed(character:)``).
    public var allowedCharacters: Set<Character>?
    /// The last thing the field turned down, and why.
    public private(set) var lastRefusal: (action: TextInputAction, reason: TextRefusal)?

    /// How far a tap's finger may move from where it landed and still focus the field (45 pt,
    /// the text interaction's tap: `-[UITextMultiTapRecognizer initWithTarget:tapAction:]`).
    public static let tapMovementLimit = 45.0
    /// How long a tap's finger may stay down and still focus the field (0.75 s, the same tap's).
    public static let tapDurationLimit = Duration.milliseconds(750)

    /// Where and when the tracked touch landed (window coordinates), and whether it has moved
    /// too far to be a tap.
    private var tapStart: (location: Point, time: Timestamp, movedTooFar: Bool)?

    /// True while the field is its window's first responder.
    public var isEditing: Bool { isFirstResponder }
    /// True while the field is its window's first responder (``View/firstResponder``).
    public var isFirstResponder: Bool { root.storedFirstResponder === self }

    /// The text as output shows it: the text, or one `•` per character for a secure field.
    public var printableText: String {
        isSecureTextEntry ? String(repeating: "•", count: contents.count) : contents
    }

    /// Whether the clear button shows now, by ``clearButtonMode`` and whether the field edits.
    public var isClearButtonShown: Bool {
        switch clearButtonMode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    /// Disabling a field that edits makes it resign (`-[UITextField setEnabled:]`).
    open override var isEnabled: Bool {
        didSet { if oldValue, !isEnabled { resignWithoutAsking() } }
    }

    // MARK: Focus by a tap

    open override func beginTracking(_ touch: Touch, at point: Point) -> Bool {
        tapStart = (touch.location, touch.timestamp, false)
        return true
    }

    open override func continueTracking(_ touch: Touch, at point: Point, inside: Bool) {
        guard let start = tapStart, !start.movedTooFar else { return }
        if Self.distance(start.location, touch.location) > Self.tapMovementLimit { tapStart?.movedTooFar = true }
    }

    open override func endTracking(_ touch: Touch, at point: Point, inside: Bool) {
        guard let start = tapStart else { return }
        tapStart = nil
        let held = touch.timestamp.nanoseconds - start.time.nanoseconds
        guard inside, !start.movedTooFar, Self.distance(start.location, touch.location) <= Self.tapMovementLimit,
            held <= Timestamp.nanoseconds(of: Self.tapDurationLimit)
        else { return }
        becomeFirstResponder()
    }

    open override func cancelTracking() { tapStart = nil }

    private static func distance(_ a: Point, _ b: Point) -> Double {
        let dx = a.x - b.x, dy = a.y - b.y
        return (dx * dx + dy * dy).squareRoot()
    }

    // MARK: First responder

    /// Makes the field its window's first responder (see the rules above); true when it is one
    /// afterwards.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        let root = self.root
        if root.storedFirstResponder === self { return true }
        guard isEnabled, isUserInteractionEnabled else { return refuse(.focus, .disabled) }
        guard askShouldBeginEditing() else { return refuse(.focus, .delegateSaidNo(question: "shouldBeginEditing")) }
        if let previous = root.storedFirstResponder {
            guard previous.askShouldEndEditing() else {
                return refuse(.focus, .otherKeepsFocus(field: previous.identifier ?? "?"))
            }
            previous.finishEditing()
        }
        root.storedFirstResponder = self
        if clearsOnBeginEditing, askShouldClear() { contents = "" }
        dispatch(.editingDidBegin)
        delegate?.textFieldDidBeginEditing(self)
        delegateClosures.didBeginEditing?(self)
        return true
    }

    /// Stops being first responder if `shouldEndEditing` lets it; true when the field is not
    /// first responder afterwards.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard askShouldEndEditing() else { return refuse(.resign, .delegateSaidNo(question: "shouldEndEditing")) }
        finishEditing()
        return true
    }

    /// Stops being first responder without asking (hidden, disabled, removed, or
    /// `endEditing(true)`).
    package func resignWithoutAsking() {
        guard isFirstResponder else { return }
        finishEditing()
    }

    /// Ends editing: the window's slot empties, then `editingDidEnd`, then `didEndEditing`.
    private func finishEditing() {
        root.storedFirstResponder = nil
        dispatch(.editingDidEnd)
        delegate?.textFieldDidEndEditing(self)
        delegateClosures.didEndEditing?(self)
    }

    // MARK: Keys (from a Keyboard)

    /// One typed character (not the return key, which ``Keyboard`` sends to
    /// ``receiveReturn()``).
    package func receive(typed character: Character) {
        replaceLast(0, with: String(character), action: .type)
    }

    /// A paste: `string` inserted at once, one question for all of it.
    package func receive(pasted string: String) {
        replaceLast(0, with: string, action: .paste)
    }

    /// The backspace key: deletes the last character (nothing when the text is empty).
    package func receiveBackspace() {
        guard !contents.isEmpty else { return }
        replaceLast(1, with: "", action: .backspace)
    }

    /// The return key: `shouldReturn`, then `editingDidEndOnExit`, then a resign when that
    /// event has a handler.
    package func receiveReturn() {
        guard askShouldReturn() else {
            refuse(.return, .delegateSaidNo(question: "shouldReturn"))
            return
        }
        // -[UIFieldEditor insertFilteredText:] (26.1), for "\n" once the delegate said yes: it
        // sends 0x80000 (editingDidEndOnExit), then asks `_shouldResignOnEditingDidEndOnExit`
        // and calls `resignFirstResponder`. A handler that focused another field has already
        // ended this one's editing (becomeFirstResponder resigns the previous first responder),
        // so the resign then finds the field no longer first responder and does nothing.
        dispatch(.editingDidEndOnExit)
        if hasEventHandlers(for: .editingDidEndOnExit) { resignFirstResponder() }
    }

    /// Replaces the last `count` characters with `replacement`, if the limits and the delegate
    /// let it: then the text changes and `editingChanged` is sent.
    @discardableResult
    private func replaceLast(_ count: Int, with replacement: String, action: TextInputAction) -> Bool {
        let kept = contents.dropLast(count)
        let range = kept.utf16.count..<contents.utf16.count
        let result = String(kept) + replacement
        if !replacement.isEmpty {
            if let maximumLength, result.count > maximumLength {
                return refuse(action, .tooLong(length: result.count, maximum: maximumLength))
            }
            if let allowedCharacters, let other = replacement.first(where: { !allowedCharacters.contains($0) }) {
                return refuse(action, .characterNotAllowed(character: String(other)))
            }
        }
        guard askShouldChange(range, replacement) else {
            return refuse(action, .delegateSaidNo(question: "shouldChangeCharacters"))
        }
        contents = result
        dispatch(.editingChanged)
        return true
    }

    // MARK: Clear button

    /// A tap on the clear button: nothing when it does not show (false); otherwise `shouldClear`,
    /// then an empty text and `editingChanged`, then focus if the field was not editing. True
    /// when the text was cleared.
    @discardableResult
    open func clearButtonTapped() -> Bool {
        guard isClearButtonShown else { return false }
        guard isEnabled, isUserInteractionEnabled else { return refuse(.clear, .disabled) }
        guard askShouldClear() else { return refuse(.clear, .delegateSaidNo(question: "shouldClear")) }
        contents = ""
        dispatch(.editingChanged)
        if !isEditing { becomeFirstResponder() }
        return true
    }

    // MARK: Delegate questions (object first, then closure; DelegateAnswers combines them)

    private func askShouldBeginEditing() -> Bool {
        DelegateAnswers.permission(delegate?.textFieldShouldBeginEditing(self), delegateClosures.shouldBeginEditing?(self))
    }

    private func askShouldEndEditing() -> Bool {
        DelegateAnswers.permission(delegate?.textFieldShouldEndEditing(self), delegateClosures.shouldEndEditing?(self))
    }

    private func askShouldChange(_ range: Range<Int>, _ replacement: String) -> Bool {
        DelegateAnswers.permission(
            delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement),
            delegateClosures.shouldChangeCharacters?(self, range, replacement))
    }

    private func askShouldClear() -> Bool {
        DelegateAnswers.permission(delegate?.textFieldShouldClear(self), delegateClosures.shouldClear?(self))
    }

    private func askShouldReturn() -> Bool {
        DelegateAnswers.permission(delegate?.textFieldShouldReturn(self), delegateClosures.shouldReturn?(self))
    }

    /// Keeps `reason` as the last refusal and tells the window's event stream; false, for the
    /// caller to return.
    @discardableResult
    private func refuse(_ action: TextInputAction, _ reason: TextRefusal) -> Bool {
        lastRefusal = (action, reason)
        if let sink = controlEventSink {
            _ = sink.receive(.textRefused(field: self, action: action, reason: reason), causedBy: nil)
        }
        return false
    }
}
