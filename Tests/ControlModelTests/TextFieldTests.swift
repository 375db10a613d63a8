import Testing
@testable import ControlModel

/// A window (a root view) with two text fields, a keyboard, and a log of what happens in order:
/// control events as `name:event`, delegate notifications as `name.didBegin` / `name.didEnd`,
/// and every event of the window's stream that is a refusal.
private final class FormRig: ControlModelEventSink {
    let window = View(frame: Rect(x: 0, y: 0, width: 390, height: 844), identifier: "window")
    let clock = TestScheduler()
    let email = TextField(frame: Rect(x: 20, y: 100, width: 350, height: 44), identifier: "email")
    let password = TextField(frame: Rect(x: 20, y: 160, width: 350, height: 44), identifier: "password")
    var log: [String] = []
    var refusals: [(field: String?, action: TextInputAction, reason: TextRefusal)] = []
    var texts: [String] = []
    private var tokens: [ObservationToken] = []
    private var lastID: UInt64 = 0
    private var nextTouch = 1

    init() {
        window.scheduler = clock
        window.addSubview(email)
        window.addSubview(password)
        for field in [email, password] {
            let name = field.identifier ?? "?"
            tokens.append(field.dispatchedEvents.add { [unowned self] entry in log.append("\(name):\(entry.event)") })
            field.delegateClosures.didBeginEditing = { [unowned self] _ in log.append("\(name).didBegin") }
            field.delegateClosures.didEndEditing = { [unowned self] _ in log.append("\(name).didEnd") }
        }
        window.controlEventSink = self
    }

    var keyboard: Keyboard { Keyboard(of: window) }

    func receive(_ event: ControlModelEvent, causedBy cause: UInt64?) -> UInt64 {
        switch event {
        case .textRefused(let field, let action, let reason): refusals.append((field?.identifier, action, reason))
        case .textChanged(let field): texts.append("\(field.identifier ?? "?")=\(field.printableText)")
        default: break
        }
        lastID += 1
        return lastID
    }

    /// A finger down on `field` at its middle, lifted `held` seconds later after moving `dx`.
    func tap(_ field: TextField, held: Double = 0.05, dx: Double = 0) {
        let start = field.convertToWindow(Point(x: field.bounds.width / 2, y: field.bounds.height / 2))
        let touch = Touch(identifier: nextTouch, location: start, time: clock.now, view: field)
        nextTouch += 1
        field.touchesBegan([touch])
        clock.advance(bySeconds: held)
        let end = Point(x: start.x + dx, y: start.y)
        if dx != 0 {
            touch.update(phase: .moved, location: end, time: clock.now)
            field.touchesMoved([touch])
        }
        touch.update(phase: .ended, location: end, time: clock.now)
        field.touchesEnded([touch])
    }
}

/// Delegate objects that answer as told and log what they hear.
private final class ScriptedDelegate: TextFieldDelegate {
    var beginAnswer = true, endAnswer = true, changeAnswer = true, clearAnswer = true, returnAnswer = true
    var heard: [String] = []
    var ranges: [(Range<Int>, String)] = []
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { heard.append("shouldBegin"); return beginAnswer }
    func textFieldDidBeginEditing(_ textField: TextField) { heard.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool { heard.append("shouldEnd"); return endAnswer }
    func textFieldDidEndEditing(_ textField: TextField) { heard.append("didEnd") }
    func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString string: String) -> Bool {
        ranges.append((range, string))
        return changeAnswer
    }
    func textFieldShouldClear(_ textField: TextField) -> Bool { heard.append("shouldClear"); return clearAnswer }
    func textFieldShouldReturn(_ textField: TextField) -> Bool { heard.append("shouldReturn"); return returnAnswer }
}

@Suite("TextField: UIKit's defaults, focus, typing, return, clear (decompiled iOS 26.1 UITextField)")
struct TextFieldTests {
    @Test func defaultsAreUIKits() {
        let field = TextField()
        #expect(field.text == "")
        #expect(field.placeholder == nil)
        #expect(field.isSecureTextEntry == false)
        #expect(field.clearButtonMode == .never)
        #expect(field.clearsOnBeginEditing == false)
        #expect(field.isEnabled)
        #expect(field.returnKeyType == .default)
        #expect(field.keyboardType == .default)
        #expect(field.isEditing == false)
    }

    // MARK: Focus

    /// `UITextMultiTapRecognizer` begins at the lift that completes the tap, and
    /// `_handleMultiTapGesture:` → `_checkForRepeatedTap:` → `setFirstResponderIfNecessary`;
    /// recognizers see the lift before the field, so the focus precedes `touchUpInside`.
    @Test func aTapFocusesAtTheLiftBeforeTouchUpInside() {
        let rig = FormRig()
        rig.tap(rig.email)
        #expect(rig.window.firstResponder === rig.email)
        #expect(rig.log == ["email:touchDown", "email:editingDidBegin", "email.didBegin", "email:touchUpInside"])
    }

    /// The text interaction's tap allows 45 pt of movement (`-[UITextMultiTapRecognizer
    /// initWithTarget:tapAction:]`): a lift 50 pt away is still inside the 70 pt control margin
    /// (touchUpInside) but focuses nothing.
    @Test func aTapThatMovesMoreThan45PointsDoesNotFocus() {
        let rig = FormRig()
        rig.tap(rig.email, dx: 50)
        #expect(rig.window.firstResponder == nil)
        #expect(rig.log.contains("email:touchUpInside"))
        rig.log.removeAll()
        rig.tap(rig.email, dx: 44)
        #expect(rig.window.firstResponder === rig.email)
    }

    /// The same tap's maximum duration: 0.75 s.
    @Test func aPressLongerThanTheTapDurationDoesNotFocus() {
        let rig = FormRig()
        rig.tap(rig.email, held: 0.8)
        #expect(rig.window.firstResponder == nil)
        rig.tap(rig.email, held: 0.75)
        #expect(rig.window.firstResponder === rig.email)
    }

    /// `-[UITextField canBecomeFirstResponder]` asks the delegate's `shouldBeginEditing`.
    @Test func shouldBeginEditingNoKeepsTheFieldOut() {
        let rig = FormRig()
        rig.email.delegateClosures.shouldBeginEditing = { _ in false }
        rig.tap(rig.email)
        #expect(rig.window.firstResponder == nil)
        #expect(rig.email.lastRefusal?.reason == .delegateSaidNo(question: "shouldBeginEditing"))
        #expect(rig.refusals.map(\.action) == [.focus])
        #expect(!rig.log.contains("email:editingDidBegin"))
    }

    /// `canBecomeFirstResponder` needs the field enabled with user interaction on.
    @Test func aDisabledFieldCannotBecomeFirstResponderFromCode() {
        let rig = FormRig()
        rig.email.isEnabled = false
        #expect(rig.email.becomeFirstResponder() == false)
        #expect(rig.email.lastRefusal?.reason == .disabled)
    }

    /// Focus moving: the previous field ends (`_resignFirstResponder`: editingDidEnd, then
    /// `_notifyDidEndEditing`), then the new one begins (`_attachFieldEditor`: editingDidBegin,
    /// then `_notifyDidBeginEditing`).
    @Test func movingTheFocusEndsThePreviousFieldFirst() {
        let rig = FormRig()
        rig.email.becomeFirstResponder()
        rig.log.removeAll()
        rig.password.becomeFirstResponder()
        #expect(rig.log == ["email:editingDidEnd", "email.didEnd", "password:editingDidBegin", "password.didBegin"])
        #expect(rig.email.isEditing == false)
        #expect(rig.password.isEditing)
    }

    @Test func aPreviousFieldWhoseShouldEndEditingSaysNoKeepsTheFocus() {
        let rig = FormRig()
        let delegate = ScriptedDelegate()
        delegate.endAnswer = false
        rig.email.delegate = delegate
        rig.email.becomeFirstResponder()
        rig.log.removeAll()
        #expect(rig.password.becomeFirstResponder() == false)
        #expect(rig.window.firstResponder === rig.email)
        #expect(rig.log.isEmpty)
        #expect(rig.password.lastRefusal?.reason == .otherKeepsFocus(field: "email"))
    }

    /// `_attachFieldEditor`: with clearsOnBeginEditing, the text empties if `shouldClear`
    /// allows, before editingDidBegin.
    @Test func clearsOnBeginEditingAsksShouldClear() {
        let rig = FormRig()
        rig.email.text = "old"
        rig.email.clearsOnBeginEditing = true
        var answers = [false, true]
        rig.email.delegateClosures.shouldClear = { _ in answers.removeFirst() }
        rig.email.becomeFirstResponder()
        #expect(rig.email.text == "old")
        rig.email.resignFirstResponder()
        rig.email.becomeFirstResponder()
        #expect(rig.email.text == "")
        #expect(rig.log.filter { $0.hasSuffix("editingChanged") }.isEmpty)
    }

    @Test func resignFirstResponderAsksShouldEndEditing() {
        let rig = FormRig()
        let delegate = ScriptedDelegate()
        rig.email.delegate = delegate
        rig.email.becomeFirstResponder()
        delegate.endAnswer = false
        #expect(rig.email.resignFirstResponder() == false)
        #expect(rig.email.isEditing)
        delegate.endAnswer = true
        #expect(rig.email.resignFirstResponder())
        #expect(delegate.heard == ["shouldBegin", "didBegin", "shouldEnd", "shouldEnd", "didEnd"])
    }

    /// `UIView.endEditing(_:)`: asks unless forced.
    @Test func endEditingOnAnAncestorResigns() {
        let rig = FormRig()
        rig.email.delegateClosures.shouldEndEditing = { _ in false }
        rig.email.becomeFirstResponder()
        #expect(rig.window.endEditing(false) == false)
        #expect(rig.email.isEditing)
        #expect(rig.window.endEditing(true))
        #expect(rig.window.firstResponder == nil)
        #expect(rig.password.endEditing(false))  // not an ancestor of anyone editing
    }

    /// A field disabled, hidden or removed while editing resigns, without being asked.
    @Test func disabledHiddenOrRemovedFieldsResign() {
        let rig = FormRig()
        rig.email.delegateClosures.shouldEndEditing = { _ in false }
        rig.email.becomeFirstResponder()
        rig.email.isEnabled = false
        #expect(rig.window.firstResponder == nil)
        rig.email.isEnabled = true
        rig.email.becomeFirstResponder()
        rig.email.isHidden = true
        #expect(rig.window.firstResponder == nil)
        rig.email.isHidden = false
        rig.email.becomeFirstResponder()
        rig.email.removeFromSuperview()
        #expect(rig.window.firstResponder == nil)
        #expect(rig.log.filter { $0 == "email:editingDidEnd" }.count == 3)
    }

    // MARK: Typing

    /// Each character is its own `shouldChangeCharacters` question, then `editingChanged`.
    @Test func typingAsksOnceACharacterThenSendsEditingChanged() {
        let rig = FormRig()
        let delegate = ScriptedDelegate()
        rig.email.delegate = delegate
        rig.email.becomeFirstResponder()
        rig.log.removeAll()
        rig.keyboard.type("ab")
        #expect(rig.email.text == "ab")
        #expect(delegate.ranges.map(\.0) == [0..<0, 1..<1])
        #expect(delegate.ranges.map(\.1) == ["a", "b"])
        #expect(rig.log == ["email:editingChanged", "email:editingChanged"])
        #expect(rig.texts == ["email=a", "email=ab"])
    }

    @Test func aRefusedCharacterChangesNothing() {
        let rig = FormRig()
        rig.email.delegateClosures.shouldChangeCharacters = { _, _, string in string != "x" }
        rig.email.becomeFirstResponder()
        rig.keyboard.type("axb")
        #expect(rig.email.text == "ab")
        #expect(rig.email.lastRefusal?.action == .type)
        #expect(rig.email.lastRefusal?.reason == .delegateSaidNo(question: "shouldChangeCharacters"))
    }

    /// A paste is one question for the whole string.
    @Test func aPasteIsOneQuestion() {
        let rig = FormRig()
        let delegate = ScriptedDelegate()
        rig.email.delegate = delegate
        rig.email.text = "a"
        rig.email.becomeFirstResponder()
        rig.keyboard.paste("bcd")
        #expect(delegate.ranges.count == 1)
        #expect(delegate.ranges[0].0 == 1..<1)
        #expect(rig.email.text == "abcd")
    }

    /// Backspace asks with the last character's range and an empty replacement.
    @Test func backspaceDeletesTheLastCharacter() {
        let rig = FormRig()
        let delegate = ScriptedDelegate()
        rig.email.delegate = delegate
        rig.email.text = "héé"
        rig.email.becomeFirstResponder()
        rig.keyboard.deleteBackward()
        #expect(rig.email.text == "hé")
        #expect(delegate.ranges[0].0 == 2..<3)
        #expect(delegate.ranges[0].1 == "")
        rig.email.text = ""
        rig.keyboard.deleteBackward()
        #expect(delegate.ranges.count == 1)  // nothing to delete: no question
    }

    @Test func settingTextInCodeSendsNoEvent() {
        let rig = FormRig()
        rig.email.text = "code"
        #expect(rig.log.isEmpty)
        #expect(rig.texts == ["email=code"])
    }

    @Test func keysWithNoFirstResponderGoNowhere() {
        let rig = FormRig()
        rig.keyboard.type("a")
        rig.keyboard.deleteBackward()
        #expect(rig.email.text == "")
        #expect(rig.refusals.map(\.action) == [.type, .backspace])
        #expect(rig.refusals.allSatisfy { $0.field == nil && $0.reason == .noFirstResponder })
    }

    @Test func maximumLengthAndAllowedCharactersRefuseWithTheirNumbers() {
        let rig = FormRig()
        rig.email.maximumLength = 3
        rig.email.allowedCharacters = Set("0123456789")
        rig.email.becomeFirstResponder()
        rig.keyboard.type("12a345")
        #expect(rig.email.text == "123")
        #expect(rig.refusals.map(\.reason) == [
            .characterNotAllowed(character: "a"), .tooLong(length: 4, maximum: 3), .tooLong(length: 4, maximum: 3),
        ])
        rig.email.text = "12345"
        rig.keyboard.deleteBackward()  // a deletion is never too long
        #expect(rig.email.text == "1234")
    }

    @Test func secureFieldsPrintBullets() {
        let field = TextField()
        field.isSecureTextEntry = true
        field.text = "pw1"
        #expect(field.printableText == "•••")
    }

    // MARK: Return

    /// shouldReturn, then editingDidEndOnExit; with no handler for that event the field stays
    /// first responder (`_shouldResignOnEditingDidEndOnExit` needs an action for it).
    @Test func returnWithoutAHandlerKeepsTheFocus() {
        let rig = FormRig()
        rig.email.becomeFirstResponder()
        rig.log.removeAll()
        rig.keyboard.pressReturn()
        #expect(rig.log == ["email:editingDidEndOnExit"])
        #expect(rig.email.isEditing)
    }

    @Test func returnWithAHandlerResigns() {
        let rig = FormRig()
        rig.email.addEventHandler(for: .editingDidEndOnExit) { _, _ in }
        rig.email.becomeFirstResponder()
        rig.log.removeAll()
        rig.keyboard.type("\n")
        #expect(rig.log == ["email:editingDidEndOnExit", "email:editingDidEnd", "email.didEnd"])
        #expect(rig.window.firstResponder == nil)
    }

    /// `-[UIFieldEditor insertFilteredText:]` sends editingDidEndOnExit first and asks
    /// `_shouldResignOnEditingDidEndOnExit` after: a handler that removes the event's last action
    /// as it runs leaves the field first responder.
    @Test func whetherReturnResignsIsAskedAfterTheEvent() {
        let rig = FormRig()
        let email = rig.email
        email.addEventHandler(for: .editingDidEndOnExit) { _, _ in email.removeEventHandlers(for: .editingDidEndOnExit) }
        email.becomeFirstResponder()
        rig.log.removeAll()
        rig.keyboard.type("\n")
        #expect(rig.log == ["email:editingDidEndOnExit"])
        #expect(rig.window.firstResponder === email)
    }

    /// "Return moves to the next field": the handler focuses the next one (which ends this one),
    /// and the resign that follows finds nothing to do.
    @Test func returnCanMoveTheFocusToTheNextField() {
        let rig = FormRig()
        let password = rig.password
        rig.email.addEventHandler(for: .editingDidEndOnExit) { _, _ in password.becomeFirstResponder() }
        rig.email.becomeFirstResponder()
        rig.keyboard.type("a\nb")
        #expect(rig.email.text == "a")
        #expect(rig.password.text == "b")
        #expect(rig.window.firstResponder === rig.password)
    }

    @Test func shouldReturnNoSendsNothing() {
        let rig = FormRig()
        let delegate = ScriptedDelegate()
        delegate.returnAnswer = false
        rig.email.delegate = delegate
        rig.email.becomeFirstResponder()
        rig.log.removeAll()
        rig.keyboard.pressReturn()
        #expect(rig.log.isEmpty)
        #expect(rig.email.lastRefusal?.reason == .delegateSaidNo(question: "shouldReturn"))
    }

    // MARK: Clear button

    @Test func theClearButtonShowsByMode() {
        let field = TextField()
        #expect(field.isClearButtonShown == false)
        field.clearButtonMode = .always
        #expect(field.isClearButtonShown)
        field.clearButtonMode = .whileEditing
        #expect(field.isClearButtonShown == false)
        field.clearButtonMode = .unlessEditing
        #expect(field.isClearButtonShown)
    }

    /// `_clearButtonClicked:`: shouldClear, empty text, editingChanged; a field that was not
    /// editing then becomes first responder.
    @Test func theClearButtonClearsThenFocuses() {
        let rig = FormRig()
        rig.email.text = "abc"
        rig.email.clearButtonMode = .always
        #expect(rig.email.clearButtonTapped())
        #expect(rig.email.text == "")
        #expect(rig.log == ["email:editingChanged", "email:editingDidBegin", "email.didBegin"])
        rig.email.delegateClosures.shouldClear = { _ in false }
        rig.email.text = "x"
        #expect(rig.email.clearButtonTapped() == false)
        #expect(rig.email.text == "x")
        rig.email.clearButtonMode = .never
        #expect(rig.email.clearButtonTapped() == false)
    }

    // MARK: Delegates by closure, object or both

    /// Both asked, the object first; a question holds unless one says no; both hear.
    @Test func objectAndClosureAreBothAskedAndBothHear() {
        let rig = FormRig()
        let delegate = ScriptedDelegate()
        rig.email.delegate = delegate
        var closureAsked = 0
        rig.email.delegateClosures.shouldBeginEditing = { _ in closureAsked += 1; return true }
        delegate.beginAnswer = false
        #expect(rig.email.becomeFirstResponder() == false)
        #expect(closureAsked == 1)
        delegate.beginAnswer = true
        #expect(rig.email.becomeFirstResponder())
        #expect(delegate.heard.contains("didBegin"))
        #expect(rig.log.contains("email.didBegin"))
    }

    @Test func theDelegateIsHeldWeakly() {
        let field = TextField()
        var delegate: ScriptedDelegate? = ScriptedDelegate()
        field.delegate = delegate
        delegate = nil
        #expect(field.delegate == nil)
    }
}
