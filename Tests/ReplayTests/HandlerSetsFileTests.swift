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
        (#"{"target": "submit", "hidden": true}"#, "unknown key 'hidden' in views[0].handlers[0].sets (expected one of: enabled, target)"),
        (#"{"target": "submit"}"#, "views[0].handlers[0].sets sets nothing: it needs 'enabled' (the one property a handler can set)"),
        (#"{"enabled": true}"#, "missing key 'target' in views[0].handlers[0].sets"),
        (#"{"target": "submit", "enabled": {"filled": []}}"#, "views[0].handlers[0].sets.enabled.filled must name at least one text field"),
        (#"{"target": "submit", "enabled": {"filled": ["submit"]}}"#,
         "'submit' is a control, not a text field (at views[0].handlers[0].sets.enabled.filled[0])"),
        (#"{"target": "submit", "enabled": "yes"}"#,
         #"views[0].handlers[0].sets.enabled must be true, false or {"filled": [text field ids]}, found string"#),
    ])
    func aBadSetsIsAnErrorAtItsValue(_ sets: String, _ message: String) throws {
        let result = try ReplayRegressionTests.replay(scene: Self.scene(sets: sets), trace: "")
        #expect(result.error?.message == message)
        // the first handler's line
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
