import ControlModel
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import Replay

/// An alert's `textFields` in files (<doc:FileFormats>): focused as the alert is presented,
/// typed into with `type`, `text` and `control` records under their ids, return moving to the
/// next field, and the errors of a sheet with fields or a field focused while its alert is not
/// presented.
@Suite struct AlertTextFieldFileTests {
    /// A button `rename` whose handler presents `name` (an alert with fields `first` and
    /// `last`, Cancel and Save), and the tap on it that presents it at 0.28 s.
    static func scene(style: String = "alert", fieldKeys: String = "") -> String {
        """
        {"scene": 1, "window": {"width": 390, "height": 844}, "views": [
          {"id": "rename", "type": "button", "frame": [300, 400, 60, 60],
           "handlers": [{"id": "ask", "events": ["touchUpInside"], "presents": "name"}]}],
         "alerts": [{"id": "name", "style": "\(style)", "title": "Your name", "actions": [
           {"title": "Cancel", "style": "cancel", "handler": "kept"},
           {"title": "Save", "handler": "saved"}],
           "textFields": [{"id": "first", "placeholder": "First"\(fieldKeys),
                           "handlers": [{"id": "typed", "events": ["editingChanged"]}]},
                          {"id": "last", "placeholder": "Last", "secure": true}]}]}
        """
    }
    static let tapRename = ReplayRegressionTests.sample(0.2, 1, "began", 330, 430) + ReplayRegressionTests.sample(0.28, 1, "ended", 330, 430)

    @Test func presentingFocusesTheFirstFieldAfterThePresentedRecord() throws {
        let result = try ReplayRegressionTests.replay(scene: Self.scene(), trace: Self.tapRename)
        #expect(result.error == nil)
        let presented = try #require(result.records.firstIndex(of: #"{"t":0.280000,"kind":"alert","id":"name","event":"presented"}"#))
        #expect(result.records[presented + 1] == #"{"t":0.280000,"kind":"control","id":"first","event":"editingDidBegin"}"#)
    }

    @Test func typedTextIsRecordedUnderTheFieldsIdAndReturnMovesOn() throws {
        let trace = Self.tapRename + #"{"t": 1.0, "do": "type", "text": "A\nb"}"# + "\n"
        let result = try ReplayRegressionTests.replay(scene: Self.scene(), trace: trace)
        #expect(result.error == nil)
        #expect(Array(result.records.drop { !$0.hasPrefix(#"{"t":1.000000"#) }) == [
            #"{"t":1.000000,"kind":"text","id":"first","text":"A"}"#,
            #"{"t":1.000000,"kind":"control","id":"first","event":"editingChanged"}"#,
            #"{"t":1.000000,"kind":"handler","id":"typed","of":"first","event":"editingChanged"}"#,
            #"{"t":1.000000,"kind":"control","id":"first","event":"editingDidEndOnExit"}"#,
            #"{"t":1.000000,"kind":"control","id":"first","event":"editingDidEnd"}"#,
            #"{"t":1.000000,"kind":"control","id":"last","event":"editingDidBegin"}"#,
            #"{"t":1.000000,"kind":"text","id":"last","text":"•"}"#,
            #"{"t":1.000000,"kind":"control","id":"last","event":"editingChanged"}"#,
        ])
    }

    /// The field's editing ends as the dismissal begins, before the `dismissed` record.
    @Test func anActionTapEndsTheEditingThenDismisses() throws {
        let trace = Self.tapRename + #"{"t": 1.0, "do": "alertAction", "title": "Save"}"# + "\n"
        let result = try ReplayRegressionTests.replay(scene: Self.scene(), trace: trace)
        #expect(Array(result.records.suffix(4)) == [
            #"{"t":1.000000,"kind":"alertAction","id":"name","title":"Save"}"#,
            #"{"t":1.000000,"kind":"control","id":"first","event":"editingDidEnd"}"#,
            #"{"t":1.000000,"kind":"alert","id":"name","event":"dismissed"}"#,
            #"{"t":1.000000,"kind":"handler","id":"saved","of":"name"}"#,
        ])
    }

    @Test func textFieldKeysApplyToAlertFields() throws {
        let trace = Self.tapRename + #"{"t": 1.0, "do": "type", "text": "abc"}"# + "\n"
        let result = try ReplayRegressionTests.replay(scene: Self.scene(fieldKeys: #", "maxLength": 2"#), trace: trace)
        #expect(result.records.filter { $0.contains("\"kind\":\"text\"") } == [
            #"{"t":1.000000,"kind":"text","id":"first","text":"a"}"#,
            #"{"t":1.000000,"kind":"text","id":"first","text":"ab"}"#,
        ])
    }

    @Test func anActionSheetWithTextFieldsIsAnError() throws {
        let result = try ReplayRegressionTests.replay(scene: Self.scene(style: "actionSheet"), trace: "")
        #expect(result.error?.message == "alerts[0].textFields: alert 'name' is an action sheet, and text fields can only be added to an alert")
    }

    @Test func focusingAFieldOfAnAlertNotPresentedIsAnErrorAtItsLine() throws {
        let result = try ReplayRegressionTests.replay(scene: Self.scene(), trace: #"{"t": 1.0, "do": "focus", "target": "last"}"# + "\n")
        #expect(result.error?.location.line == 1)
        #expect(result.error?.message == "'last' is not in the window now (a text field of an alert that is not presented)")
    }

    @Test func alertFieldIdsShareTheScenesNamespace() throws {
        let scene = Self.scene().replacingOccurrences(of: #""id": "last""#, with: #""id": "rename""#)
        let result = try ReplayRegressionTests.replay(scene: scene, trace: "")
        #expect(result.error?.message.hasPrefix("duplicate id 'rename'") == true)
    }

    @Test func anUnknownKeyOfAnAlertFieldIsAnError() throws {
        let result = try ReplayRegressionTests.replay(scene: Self.scene(fieldKeys: #", "frame": [0, 0, 10, 10]"#), trace: "")
        #expect(result.error?.message.contains("frame") == true)
    }
}

/// `--explain` names every refusal of forms with its reason: a disabled field, an alert
/// presented while another is, a disabled action, a tap outside an alert.
@Suite struct FormRefusalExplanationTests {
    static let scene = """
        {"scene": 1, "window": {"width": 390, "height": 844}, "views": [
          {"id": "locked", "type": "textField", "frame": [20, 100, 350, 44], "enabled": false},
          {"id": "rename", "type": "button", "frame": [300, 400, 60, 60],
           "handlers": [{"id": "ask", "events": ["touchUpInside"], "presents": "name"},
                        {"id": "askAgain", "events": ["touchUpInside"], "presents": "other"}]}],
         "alerts": [{"id": "name", "title": "Your name", "actions": [{"title": "Save", "handler": "saved", "enabled": false}],
                     "textFields": [{"id": "first"}]},
                    {"id": "other", "title": "Other", "actions": [{"title": "OK"}]}]}
        """

    @Test func eachRefusalIsExplainedWithItsReason() throws {
        let trace = #"{"t": 0.0, "do": "focus", "target": "locked"}"# + "\n" + AlertTextFieldFileTests.tapRename
            + #"{"t": 1.0, "do": "alertAction", "title": "Save"}"# + "\n" + #"{"t": 1.1, "do": "dismissAlert"}"# + "\n"
        let paths = try ReplayRegressionTests.files(scene: Self.scene, trace: trace)
        let sink = CollectingExplanations()
        try TraceReplay.run(trace: paths.trace, scene: paths.scene, sink: sink)
        #expect(sink.refusals == [
            "0.000 locked focus fieldDisabled",
            "0.280 other - alreadyPresenting alert=name",
            "1.000 name - actionDisabled title=Save",
            "1.100 name - notDismissibleFromOutside alert=name",
        ])
    }
}
