import ControlModel
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import Replay

/// Alerts in files (<doc:FileFormats>): top-level `alerts`, `presents` on handlers, the
/// `alertAction` and `dismissAlert` commands, and their records in order.
@Suite struct AlertFileTests {
    /// A button `more` whose handler presents `sheet` (Delete, Share, Cancel), or `alert` with
    /// `style`, and the tap on it that presents it at 0.28 s.
    static func scene(style: String = "actionSheet", cancel: Bool = true, extraAction: String = "") -> String {
        """
        {"scene": 1, "window": {"width": 390, "height": 844}, "views": [
          {"id": "more", "type": "button", "frame": [300, 400, 60, 60],
           "handlers": [{"id": "ask", "events": ["touchUpInside"], "presents": "sheet"}]},
          {"id": "photo", "frame": [0, 0, 390, 300], "recognizers": [{"id": "open", "type": "tap", "handlers": [{"id": "opened"}]}]}],
         "alerts": [{"id": "sheet", "style": "\(style)", "title": "Photo", "actions": [
           {"title": "Delete", "style": "destructive", "handler": "deleted"},
           {"title": "Share", "handler": "shared", "enabled": false}\(cancel ? #", {"title": "Cancel", "style": "cancel", "handler": "kept"}"# : "")\(extraAction)]}]}
        """
    }
    static let tapMore = ReplayRegressionTests.sample(0.2, 1, "began", 330, 430) + ReplayRegressionTests.sample(0.28, 1, "ended", 330, 430)

    @Test func aHandlerPresentsItsAlertAfterItsRecord() throws {
        let result = try ReplayRegressionTests.replay(scene: Self.scene(), trace: Self.tapMore)
        #expect(result.error == nil)
        let handler = result.records.firstIndex { $0.contains("\"kind\":\"handler\",\"id\":\"ask\"") }
        let presented = result.records.firstIndex { $0 == #"{"t":0.280000,"kind":"alert","id":"sheet","event":"presented"}"# }
        #expect(handler != nil && presented != nil && handler! < presented!)
    }

    /// `alertAction`, then `alert` `dismissed`, then the action's handler, at one `t`.
    @Test func anActionTapWritesTheTapThenTheDismissalThenTheHandler() throws {
        let trace = Self.tapMore + #"{"t": 1.0, "do": "alertAction", "title": "Delete"}"# + "\n"
        let result = try ReplayRegressionTests.replay(scene: Self.scene(), trace: trace)
        #expect(result.error == nil)
        #expect(Array(result.records.suffix(3)) == [
            #"{"t":1.000000,"kind":"alertAction","id":"sheet","title":"Delete"}"#,
            #"{"t":1.000000,"kind":"alert","id":"sheet","event":"dismissed"}"#,
            #"{"t":1.000000,"kind":"handler","id":"deleted","of":"sheet"}"#,
        ])
    }

    @Test func aDisabledActionWritesNothing() throws {
        let trace = Self.tapMore + #"{"t": 1.0, "do": "alertAction", "title": "Share"}"# + "\n"
        let result = try ReplayRegressionTests.replay(scene: Self.scene(), trace: trace)
        #expect(result.error == nil)
        #expect(!result.records.contains { $0.hasPrefix(#"{"t":1.000000"#) })
    }

    @Test func aTapOutsideASheetRunsItsCancelAction() throws {
        let trace = Self.tapMore + #"{"t": 1.0, "do": "dismissAlert"}"# + "\n"
        let result = try ReplayRegressionTests.replay(scene: Self.scene(), trace: trace)
        #expect(Array(result.records.suffix(2)) == [
            #"{"t":1.000000,"kind":"alert","id":"sheet","event":"dismissed"}"#,
            #"{"t":1.000000,"kind":"handler","id":"kept","of":"sheet"}"#,
        ])
    }

    @Test func aSheetWithoutCancelIsDismissedFromOutsideWithNoHandler() throws {
        let trace = Self.tapMore + #"{"t": 1.0, "do": "dismissAlert"}"# + "\n"
        let result = try ReplayRegressionTests.replay(scene: Self.scene(cancel: false), trace: trace)
        #expect(result.records.last == #"{"t":1.000000,"kind":"alert","id":"sheet","event":"dismissed"}"#)
    }

    @Test func anAlertIsNotDismissedFromOutside() throws {
        let trace = Self.tapMore + #"{"t": 1.0, "do": "dismissAlert"}"# + "\n"
        let result = try ReplayRegressionTests.replay(scene: Self.scene(style: "alert"), trace: trace)
        #expect(result.error == nil)
        #expect(!result.records.contains { $0.hasPrefix(#"{"t":1.000000"#) })
    }

    @Test func touchesElsewhereNeverReachTheViewsBelow() throws {
        let trace = Self.tapMore + ReplayRegressionTests.sample(1, 2, "began", 100, 100)
            + ReplayRegressionTests.sample(1.05, 2, "ended", 100, 100)
        let result = try ReplayRegressionTests.replay(scene: Self.scene(), trace: trace)
        #expect(!result.records.contains { $0.contains("\"id\":\"opened\"") || $0.contains("\"id\":\"open\",\"state\":\"ended\"") })
    }

    @Test func anActionWithNoAlertPresentedIsAnErrorAtItsLine() throws {
        let result = try ReplayRegressionTests.replay(scene: Self.scene(), trace: #"{"t": 1.0, "do": "alertAction", "title": "Delete"}"# + "\n")
        #expect(result.error?.location.line == 1)
        #expect(result.error?.message.contains("no alert is presented") == true)
    }

    @Test func anUnknownTitleIsAnErrorAtItsLineNamingTheTitles() throws {
        let trace = Self.tapMore + #"{"t": 1.0, "do": "alertAction", "title": "Remove"}"# + "\n"
        let result = try ReplayRegressionTests.replay(scene: Self.scene(), trace: trace)
        #expect(result.error?.location.line == 3)
        #expect(result.error?.message == "alert 'sheet' has no action titled 'Remove' (its actions: 'Delete', 'Share', 'Cancel')")
    }

    @Test func aDanglingPresentsIsAnError() throws {
        let scene = Self.scene().replacingOccurrences(of: #""presents": "sheet""#, with: #""presents": "nope""#)
        let result = try ReplayRegressionTests.replay(scene: scene, trace: "")
        #expect(result.error?.message == "unknown alert 'nope' at views[0].handlers[0].presents")
    }

    @Test func aSecondCancelActionIsAnError() throws {
        let scene = Self.scene(extraAction: #", {"title": "Never", "style": "cancel"}"#)
        let result = try ReplayRegressionTests.replay(scene: scene, trace: "")
        #expect(result.error?.message.contains("already has a cancel action ('Cancel')") == true)
    }

    @Test func alertIdsShareTheScenesNamespace() throws {
        let scene = Self.scene().replacingOccurrences(of: #""handler": "deleted""#, with: #""handler": "photo""#)
        let result = try ReplayRegressionTests.replay(scene: scene, trace: "")
        #expect(result.error?.message.hasPrefix("duplicate id 'photo'") == true)
    }
}
