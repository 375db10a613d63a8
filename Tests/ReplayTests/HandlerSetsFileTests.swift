import ControlModel
import Foundation
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import Replay

/// A handler's `sets` in scene files (<doc:FileFormats>): a control's `enabled` set each time the
/// handler runs — fixed, or "every listed text field holds text" — and its bad inputs, each an
/// error at its value.
@Suite struct HandlerSetsFileTests {
    /// Two fields whose `editingChanged` handlers enable `submit` once both are filled.
    static func scene(sets: String = #"{"target": "submit", "enabled": {"filled": ["email", "password"]}}"#) -> String {
        """
        {"scene": 1, "window": {"width": 390, "height": 844}, "views": [
          {"id": "email", "type": "textField", "frame": [20, 100, 350, 44],
           "handlers": [{"id": "emailEdited", "events": ["editingChanged"], "sets": \(sets)}]},
          {"id": "password", "type": "textField", "frame": [20, 160, 350, 44],
           "handlers": [{"id": "passwordEdited", "events": ["editingChanged"], "sets": \(sets)}]},
          {"id": "submit", "type": "button", "frame": [20, 300, 350, 50], "enabled": false,
           "handlers": [{"id": "sent", "events": ["touchUpInside"]}]},
          {"id": "banner", "frame": [0, 0, 390, 50]}]}
        """
    }

    static func command(_ t: Double, _ body: String) -> String { "{\"t\": \(t), \(body)}\n" }
    static func tapSubmit(at t: Double) -> String {
        ReplayRegressionTests.sample(t, 1, "began", 200, 325) + ReplayRegressionTests.sample(t + 0.05, 1, "ended", 200, 325)
    }

    /// Worked out from the rules, not from the output: a disabled control takes no touches
    /// (`UIView.hitTest(_:with:)`, `UIControl.isEnabled`), so the first tap writes nothing; the
    /// password's first character makes both fields filled, and its handler enables `submit`
    /// after its record; the tap then runs `sent`; a backspace empties the password, and
    /// `submit` takes no touch again.
    @Test func aHandlerEnablesTheButtonOnceBothFieldsAreFilled() throws {
        let trace = Self.command(0.1, #""do": "focus", "target": "email""#) + Self.command(0.2, #""do": "type", "text": "a""#)
            + Self.tapSubmit(at: 1) + Self.command(2, #""do": "focus", "target": "password""#)
            + Self.command(2.1, #""do": "type", "text": "b""#) + Self.tapSubmit(at: 3)
            + Self.command(4, #""do": "key", "key": "backspace""#) + Self.tapSubmit(at: 5)
        let result = try ReplayRegressionTests.replay(scene: Self.scene(), trace: trace)
        #expect(result.error == nil)
        #expect(result.records == [
            #"{"t":0.100000,"kind":"control","id":"email","event":"editingDidBegin"}"#,
            #"{"t":0.200000,"kind":"text","id":"email","text":"a"}"#,
            #"{"t":0.200000,"kind":"control","id":"email","event":"editingChanged"}"#,
            #"{"t":0.200000,"kind":"handler","id":"emailEdited","of":"email","event":"editingChanged"}"#,
            #"{"t":2.000000,"kind":"control","id":"email","event":"editingDidEnd"}"#,
            #"{"t":2.000000,"kind":"control","id":"password","event":"editingDidBegin"}"#,
            #"{"t":2.100000,"kind":"text","id":"password","text":"b"}"#,
            #"{"t":2.100000,"kind":"control","id":"password","event":"editingChanged"}"#,
            #"{"t":2.100000,"kind":"handler","id":"passwordEdited","of":"password","event":"editingChanged"}"#,
            #"{"t":3.000000,"kind":"control","id":"submit","event":"touchDown"}"#,
            #"{"t":3.050000,"kind":"control","id":"submit","event":"touchUpInside"}"#,
            #"{"t":3.050000,"kind":"handler","id":"sent","of":"submit","event":"touchUpInside"}"#,
            #"{"t":3.050000,"kind":"control","id":"submit","event":"primaryActionTriggered"}"#,
            #"{"t":4.000000,"kind":"text","id":"password","text":""}"#,
            #"{"t":4.000000,"kind":"control","id":"password","event":"editingChanged"}"#,
            #"{"t":4.000000,"kind":"handler","id":"passwordEdited","of":"password","event":"editingChanged"}"#,
        ])
    }

    /// Hears the window's events after the scene.
    final class Events: GestureEventSink {
        var all: [GestureEvent] = []
        func receive(_ event: GestureEvent) { all.append(event) }
    }

    /// The change is the control's own event on the window's stream, caused by the run of the
    /// handler that set it; a value it already has is no change.
    @Test func theChangeIsOnTheStreamCausedByTheHandlersRun() throws {
        let scene = try SceneLoader.load(bytes: Array(Self.scene().utf8), file: "form.scene.json") { _ in }
        let events = Events()
        scene.eventSink = events
        let email = try #require(scene.views["email"] as? TextField)
        let password = try #require(scene.views["password"] as? TextField)
        let submit = try #require(scene.views["submit"] as? Control)
        _ = email.becomeFirstResponder()
        scene.window.keyboard.type("a")
        _ = password.becomeFirstResponder()
        scene.window.keyboard.type("b")
        #expect(submit.isEnabled)
        let changes = events.all.filter { if case .control(.enabledChanged(let control)) = $0.kind { control === submit } else { false } }
        try #require(changes.count == 1)
        let cause = events.all.first { $0.id == changes[0].cause }
        guard case .control(.handlerRan(let call))? = cause?.kind else { Issue.record("caused by \(String(describing: cause?.kind))"); return }
        #expect(call.registration.identifier == "passwordEdited")
    }

    @Test func aFixedValueIsSetEachRun() throws {
        let scene = try SceneLoader.load(
            bytes: Array(Self.scene(sets: #"{"target": "submit", "enabled": true}"#).utf8), file: "form.scene.json") { _ in }
        let email = try #require(scene.views["email"] as? TextField)
        _ = email.becomeFirstResponder()
        scene.window.keyboard.type("a")
        #expect((scene.views["submit"] as? Control)?.isEnabled == true)
    }

    /// Each bad `sets` is an error at its value, with the JSON path.
    @Test(arguments: [
        (#"{"target": "nowhere", "enabled": true}"#, "unknown view 'nowhere' at views[0].handlers[0].sets.target"),
        (#"{"target": "banner", "enabled": true}"#, "'banner' is a view, not a control: it has no 'enabled' (at views[0].handlers[0].sets.enabled)"),
        (#"{"target": "submit", "hidden": true}"#, "unknown key 'hidden' in views[0].handlers[0].sets (expected one of: enabled, focused, target)"),
        (#"{"target": "submit"}"#, "views[0].handlers[0].sets sets nothing: it needs 'enabled' or 'focused' (the properties a handler can set)"),
        (#"{"enabled": true}"#, "missing key 'target' in views[0].handlers[0].sets"),
        (#"{"target": "submit", "enabled": {"filled": []}}"#, "views[0].handlers[0].sets.enabled.filled must name at least one text field"),
        (#"{"target": "submit", "enabled": {"filled": ["submit"]}}"#,
         "'submit' is a control, not a text field (at views[0].handlers[0].sets.enabled.filled[0])"),
        (#"{"target": "submit", "focused": true}"#,
         "'submit' is a control, not a text field: it cannot take the focus (at views[0].handlers[0].sets.focused)"),
        (#"{"target": "banner", "focused": true}"#,
         "'banner' is a view, not a text field: it cannot take the focus (at views[0].handlers[0].sets.focused)"),
        (#"{"target": "password", "focused": "yes"}"#, "views[0].handlers[0].sets.focused must be true or false, found string"),
        (#"{"target": "password", "enabled": true, "focused": true}"#,
         "views[0].handlers[0].sets sets both 'enabled' and 'focused': a handler's sets changes one property"),
        (#"{"target": "submit", "enabled": "yes"}"#,
         #"views[0].handlers[0].sets.enabled must be true, false or {"filled": [text field ids]}, found string"#),
    ])
    func aBadSetsIsAnErrorAtItsValue(_ sets: String, _ message: String) throws {
        let result = try ReplayRegressionTests.replay(scene: Self.scene(sets: sets), trace: "")
        #expect(result.error?.message == message)
        // the first handler's line
        #expect(result.error?.location.line == 3)
    }

    /// Return in `email` moves the focus to `password` (its handler's `sets` `focused`), and the
    /// button's handler takes it away (`focused: false`).
    static let focusScene = """
        {"scene": 1, "window": {"width": 390, "height": 844}, "views": [
          {"id": "email", "type": "textField", "frame": [20, 100, 350, 44],
           "handlers": [{"id": "emailNext", "events": ["editingDidEndOnExit"], "sets": {"target": "password", "focused": true}}]},
          {"id": "password", "type": "textField", "frame": [20, 160, 350, 44]},
          {"id": "done", "type": "button", "frame": [20, 300, 350, 50],
           "handlers": [{"id": "finished", "events": ["touchUpInside"], "sets": {"target": "password", "focused": false}}]}],
         "alerts": [{"id": "ask", "title": "Name", "textFields": [{"id": "name"}], "actions": [{"title": "OK"}]}]}
        """

    /// Worked out from the rules, not from the output: return sends `editingDidEndOnExit`, its
    /// handler runs and asks `password` to become first responder, so `email` ends editing
    /// (`editingDidEnd`) and `password` begins (`editingDidBegin`); only then would the field
    /// resign (`-[UIFieldEditor insertFilteredText:]` sends 0x80000, then `resignFirstResponder`
    /// when `_shouldResignOnEditingDidEndOnExit`), and it is no longer first responder, so nothing
    /// more happens. The next character goes to `password`. The button's handler resigns it
    /// after its record, before `primaryActionTriggered`; a character then goes nowhere.
    @Test func returnsHandlerMovesTheFocusAndAButtonsHandlerTakesItAway() throws {
        let trace = Self.command(0.1, #""do": "focus", "target": "email""#) + Self.command(0.2, #""do": "type", "text": "a\n""#)
            + Self.command(0.3, #""do": "type", "text": "b""#) + Self.tapSubmit(at: 1) + Self.command(2, #""do": "type", "text": "c""#)
        let result = try ReplayRegressionTests.replay(scene: Self.focusScene, trace: trace)
        #expect(result.error == nil)
        #expect(result.records == [
            #"{"t":0.100000,"kind":"control","id":"email","event":"editingDidBegin"}"#,
            #"{"t":0.200000,"kind":"text","id":"email","text":"a"}"#,
            #"{"t":0.200000,"kind":"control","id":"email","event":"editingChanged"}"#,
            #"{"t":0.200000,"kind":"control","id":"email","event":"editingDidEndOnExit"}"#,
            #"{"t":0.200000,"kind":"handler","id":"emailNext","of":"email","event":"editingDidEndOnExit"}"#,
            #"{"t":0.200000,"kind":"control","id":"email","event":"editingDidEnd"}"#,
            #"{"t":0.200000,"kind":"control","id":"password","event":"editingDidBegin"}"#,
            #"{"t":0.300000,"kind":"text","id":"password","text":"b"}"#,
            #"{"t":0.300000,"kind":"control","id":"password","event":"editingChanged"}"#,
            #"{"t":1.000000,"kind":"control","id":"done","event":"touchDown"}"#,
            #"{"t":1.050000,"kind":"control","id":"done","event":"touchUpInside"}"#,
            #"{"t":1.050000,"kind":"handler","id":"finished","of":"done","event":"touchUpInside"}"#,
            #"{"t":1.050000,"kind":"control","id":"password","event":"editingDidEnd"}"#,
            #"{"t":1.050000,"kind":"control","id":"done","event":"primaryActionTriggered"}"#,
        ])
    }

    /// The focus change is the fields' own events on the stream, caused by the handler's run.
    @Test func theFocusChangeIsCausedByTheHandlersRun() throws {
        let scene = try SceneLoader.load(bytes: Array(Self.focusScene.utf8), file: "form.scene.json") { _ in }
        let events = Events()
        scene.eventSink = events
        let email = try #require(scene.views["email"] as? TextField)
        let password = try #require(scene.views["password"] as? TextField)
        _ = email.becomeFirstResponder()
        scene.window.keyboard.type("\n")
        #expect(password.isFirstResponder)
        for (field, moment) in [(email, ControlEvents.editingDidEnd), (password, .editingDidBegin)] {
            let sent = events.all.filter {
                if case .control(.dispatched(let control, let event, _)) = $0.kind { control === field && event == moment } else { false }
            }
            try #require(sent.count == 1)
            let cause = events.all.first { $0.id == sent[0].cause }
            guard case .control(.handlerRan(let call))? = cause?.kind else { Issue.record("caused by \(String(describing: cause?.kind))"); return }
            #expect(call.registration.identifier == "emailNext")
        }
    }

    /// An alert's text field is in the window only while its alert is presented: a handler
    /// cannot focus it.
    @Test func aHandlerCannotFocusAnAlertsField() throws {
        let scene = Self.focusScene.replacingOccurrences(of: #""target": "password", "focused": true"#, with: #""target": "name", "focused": true"#)
        let result = try ReplayRegressionTests.replay(scene: scene, trace: "")
        #expect(result.error?.message
            == "'name' is a text field of an alert: it is in the window only while the alert is presented, so a handler cannot focus it (at views[0].handlers[0].sets.focused)")
        #expect(result.error?.location.line == 3)
    }

    /// As a template's handlers cannot present alerts.
    @Test func aCellTemplatesHandlerCannotSet() throws {
        let scene = """
            {"scene": 1, "window": {"width": 390, "height": 844}, "views": [
              {"id": "list", "type": "table", "rows": 3, "cell": {"children": [
                {"id": "buy", "type": "button", "frame": [0, 0, 40, 40],
                 "handlers": [{"id": "bought", "events": ["touchUpInside"], "sets": {"target": "list", "enabled": false}}]}]}}]}
            """
        let result = try ReplayRegressionTests.replay(scene: scene, trace: "")
        #expect(result.error?.message == "views[0].cell.children[0].handlers[0].sets: a cell template's handlers cannot set properties")
    }
}
