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
    /// for — here the only one. An action sheet has no fields, and no typing probes.
    @Test func typingInAnAlertsFirstFieldAndReturn() throws {
        let map = try GestureMap(sceneBytes: Array(Self.scene.utf8), file: "forms.scene.json")
        let confirm = map.alerts[1]
        try #require(confirm.typing.map(\.name) == ["type \"a\"", "return"])
        #expect(confirm.typing[0].handlers == ["whyTyped"])
        #expect(confirm.typing[0].events == ["editingChanged"])
        #expect(confirm.typing[1].taps == ["Delete"])
        #expect(confirm.typing[1].events == ["editingDidEndOnExit", "editingDidEnd"])
        #expect(confirm.typing[1].outcome == "taps Delete")
        #expect(map.alerts[0].typing.isEmpty)
    }

    /// A disabled action's handler is reached by no tap, nor is the handler of an alert's
    /// second text field (typing probes type into the first): both are listed as never run,
    /// after the views' handlers, in the scene's order.
    @Test func alertHandlersNoProbeRanAreListedAsNeverRun() throws {
        let map = try GestureMap(sceneBytes: Array(Self.scene.utf8), file: "forms.scene.json")
        #expect(map.neverRun == ["shared", "lastTyped"])
    }
}
