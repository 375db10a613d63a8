import ControlModel
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import GestureMaps

/// `analyze` probing forms: each alert's actions tapped (and a sheet tapped outside), each on
/// the alert presented alone; text fields named as scene files name them, focused by the tap.
@Suite struct AlertMapTests {
    static let scene = """
        {"scene": 1, "window": {"width": 390, "height": 844}, "views": [
          {"id": "email", "type": "textField", "frame": [20, 100, 350, 44],
           "handlers": [{"id": "began", "events": ["editingDidBegin"]}]},
          {"id": "more", "type": "button", "frame": [300, 400, 60, 60],
           "handlers": [{"id": "ask", "events": ["touchUpInside"], "presents": "sheet"}]}],
         "alerts": [
          {"id": "sheet", "style": "actionSheet", "actions": [
            {"title": "Delete", "style": "destructive", "handler": "deleting"},
            {"title": "Share", "handler": "shared", "enabled": false},
            {"title": "Cancel", "style": "cancel", "handler": "kept"}]},
          {"id": "confirm", "title": "Delete?", "actions": [{"title": "Delete", "handler": "deleted"}],
           "textFields": [{"id": "why", "handlers": [{"id": "whyTyped", "events": ["editingChanged"]}]}]},
          {"id": "name", "actions": [{"title": "OK", "handler": "named"}],
           "textFields": [{"id": "first"}, {"id": "last", "handlers": [{"id": "lastTyped", "events": ["editingChanged"]}]}]}]}
        """

    @Test func eachActionIsTappedOnItsAlertAndASheetOutside() throws {
        let map = try GestureMap(sceneBytes: Array(Self.scene.utf8), file: "forms.scene.json")
        #expect(map.alerts.map(\.id) == ["sheet", "confirm", "name"])
        let sheet = try #require(map.alerts.first)
        #expect(sheet.style == "actionSheet")
        #expect(sheet.probes.map(\.name) == ["tap Delete", "tap Share", "tap Cancel", "tap outside"])
        #expect(sheet.probes.map(\.handlers) == [["deleting"], [], ["kept"], ["kept"]])
        #expect(sheet.probes[1].refusal == .actionDisabled("Share"))
        #expect(sheet.probes[1].outcome == "refused: action Share is disabled")
        #expect(map.alerts[1].probes.map(\.name) == ["tap Delete"])
        #expect(map.alerts[1].probes[0].handlers == ["deleted"])
    }

    @Test func aTapFocusesATextField() throws {
        let map = try GestureMap(sceneBytes: Array(Self.scene.utf8), file: "forms.scene.json")
        let email = try #require(map.views.first { $0.id == "email" })
        #expect(email.kind == "textField")
        let tap = try #require(email.probes.first { $0.gesture == .tap })
        #expect(tap.handlers.map(\.id) == ["began"])
        #expect(tap.controls.first?.events.contains("editingDidBegin") == true)
    }

    /// An alert with text fields is typed into where it puts the focus, its first field: a
    /// character, then return, which (in its last field) taps the action the return key stands
    /// for — here the only one — and so runs its handler once the alert is gone, named from the
    /// event stream. An action sheet has no fields, and no typing probes.
    @Test func typingInAnAlertsFirstFieldAndReturn() throws {
        let map = try GestureMap(sceneBytes: Array(Self.scene.utf8), file: "forms.scene.json")
        let confirm = map.alerts[1]
        try #require(confirm.typing.map(\.name) == ["type \"a\"", "return"])
        #expect(confirm.typing.map(\.field) == ["why", "why"])
        #expect(confirm.typing[0].handlers == ["whyTyped"])
        #expect(confirm.typing[0].events == ["editingChanged"])
        #expect(confirm.typing[1].taps == ["Delete"])
        #expect(confirm.typing[1].handlers == ["deleted"])
        #expect(confirm.typing[1].events == ["editingDidEndOnExit", "editingDidEnd"])
        #expect(confirm.typing[1].outcome == "deleted; taps Delete")
        #expect(map.alerts[0].typing.isEmpty)
    }

    /// Every text field of an alert is typed into, in order: the first where the alert puts the
    /// focus, a later one after the focus moves to it (as a tap on it does in UIKit). Return in
    /// the last field taps the only action, OK, whose handler runs.
    @Test func typingInEveryFieldOfAnAlert() throws {
        let map = try GestureMap(sceneBytes: Array(Self.scene.utf8), file: "forms.scene.json")
        let name = map.alerts[2]
        try #require(name.typing.map(\.name) == ["type \"a\"", "return", "type \"a\"", "return"])
        #expect(name.typing.map(\.field) == ["first", "first", "last", "last"])
        #expect(name.typedFields == ["first", "last"])
        #expect(name.typing[0].handlers.isEmpty)
        // return in the first field moves the focus to the next one
        #expect(name.typing[1].focuses == ["last"])
        #expect(name.typing[3].focuses.isEmpty)
        #expect(name.typing[2].handlers == ["lastTyped"])
        #expect(name.typing[2].events == ["editingChanged"])
        #expect(name.typing[3].taps == ["OK"])
        #expect(name.typing[3].handlers == ["named"])
    }

    /// A disabled action's handler is reached by no tap: it is listed as never run, after the
    /// views' handlers. (The handler of an alert's second text field is reached by typing there.)
    @Test func alertHandlersNoProbeRanAreListedAsNeverRun() throws {
        let map = try GestureMap(sceneBytes: Array(Self.scene.utf8), file: "forms.scene.json")
        #expect(map.neverRun == ["shared"])
    }
}
