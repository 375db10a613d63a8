import ControlModel
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import GestureMaps

/// `analyze` probing typing: after the tap that focuses a text field, one character typed and
/// (on the field as loaded again) the return key, each read from the window's event stream —
/// the handlers the key ran, the field's events, and the reason when a rule refused.
@Suite struct TypingMapTests {
    static let scene = """
        {"scene": 1, "window": {"width": 390, "height": 844}, "views": [
          {"id": "first", "type": "textField", "frame": [20, 500, 350, 44],
           "handlers": [{"id": "toEmail", "events": ["editingDidEndOnExit"], "sets": {"target": "email", "focused": true}}]},
          {"id": "email", "type": "textField", "frame": [20, 100, 350, 44],
           "handlers": [{"id": "edited", "events": ["editingChanged"]},
                        {"id": "next", "events": ["editingDidEndOnExit"], "presents": "oops"}]},
          {"id": "code", "type": "textField", "frame": [20, 200, 350, 44], "allowedCharacters": "9870",
           "shouldReturn": false,
           "handlers": [{"id": "codeEdited", "events": ["editingChanged"]}, {"id": "codeDone", "events": ["editingDidEndOnExit"]}]},
          {"id": "locked", "type": "textField", "frame": [20, 300, 350, 44], "shouldBeginEditing": false,
           "handlers": [{"id": "lockedEdited", "events": ["editingChanged"]}]},
          {"id": "full", "type": "textField", "frame": [20, 400, 350, 44], "text": "ab", "maxLength": 2}],
         "alerts": [{"id": "oops", "actions": [{"title": "OK", "handler": "ok"}]}]}
        """

    static func field(_ id: String) throws -> MappedView {
        let map = try GestureMap(sceneBytes: Array(scene.utf8), file: "typing.scene.json")
        return try #require(map.views.first { $0.id == id })
    }

    @Test func aCharacterAndReturnReachTheEditingHandlers() throws {
        let email = try Self.field("email")
        try #require(email.typing.map(\.name) == ["type \"a\"", "return"])
        #expect(email.typing[0].handlers == ["edited"])
        #expect(email.typing[0].events == ["editingChanged"])
        // return: editingDidEndOnExit has a handler, so the field resigns after it
        #expect(email.typing[1].handlers == ["next"])
        #expect(email.typing[1].events == ["editingDidEndOnExit", "editingDidEnd"])
        #expect(email.typing[1].presents == ["oops"])
        #expect(email.typing[1].outcome == "next; presents oops")
    }

    /// Return whose handler focuses another field: the focus change is heard from the stream
    /// (the other field's `editingDidBegin`), after this field's `editingDidEnd`.
    @Test func returnThatFocusesTheNextFieldSaysSo() throws {
        let first = try Self.field("first")
        try #require(first.typing.count == 2)
        #expect(first.typing[1].handlers == ["toEmail"])
        #expect(first.typing[1].events == ["editingDidEndOnExit", "editingDidEnd"])
        #expect(first.typing[1].focuses == ["email"])
        #expect(first.typing[1].outcome == "toEmail; focuses email")
        #expect(first.typing[0].focuses.isEmpty)
    }

    /// A field limited to some characters is typed the smallest of them; its delegate's
    /// `shouldReturn` no is the reason return did nothing.
    @Test func refusalsComeWithTheirReasons() throws {
        let code = try Self.field("code")
        try #require(code.typing.map(\.name) == ["type \"0\"", "return"])
        #expect(code.typing[0].handlers == ["codeEdited"])
        #expect(code.typing[1].handlers.isEmpty && code.typing[1].events.isEmpty)
        #expect(code.typing[1].refusal == .text(.delegateSaidNo(question: "shouldReturn")))
        let full = try Self.field("full")
        try #require(full.typing.count == 2)
        #expect(full.typing[0].refusal == .text(.tooLong(length: 3, maximum: 2)))
        #expect(full.typing[0].outcome == "refused: the text would be 3 characters long > 2 (maxLength)")
    }

    /// The tap does not focus a field whose `shouldBeginEditing` says no: that is the reason,
    /// and its handlers stay unreached.
    @Test func aFieldThatWillNotFocusIsReportedAndItsHandlersNeverRun() throws {
        let locked = try Self.field("locked")
        #expect(locked.typing.map(\.refusal) == Array(repeating: .text(.delegateSaidNo(question: "shouldBeginEditing")), count: 2))
        #expect(locked.typing.allSatisfy { $0.handlers.isEmpty })
        let map = try GestureMap(sceneBytes: Array(Self.scene.utf8), file: "typing.scene.json")
        #expect(map.neverRun == ["codeDone", "lockedEdited"])
    }

    /// Views other than text fields get no typing probes.
    @Test func onlyTextFieldsAreTyped() throws {
        let map = try GestureMap(sceneBytes: Array(Self.scene.utf8), file: "typing.scene.json")
        #expect(map.views.filter { !$0.typing.isEmpty }.map(\.id) == ["first", "email", "code", "locked", "full"])
    }
}
