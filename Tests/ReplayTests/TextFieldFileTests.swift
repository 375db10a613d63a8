import ControlModel
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import Replay

/// Text fields in files (the File formats guide): the scene's `textField` keys, the trace's `type`,
/// `key`, `clear`, `focus` and `endEditing`, the `text` records, and the `refused` records of
/// `--explain`.
@Suite("text fields in scene and trace files")
struct TextFieldFileTests {
    static let form = """
        {"scene": 1, "window": {"width": 390, "height": 844}, "views": [
          {"id": "email", "type": "textField", "frame": [20, 100, 350, 44], "text": "a", "placeholder": "Email",
           "clearButton": "whileEditing", "clearsOnBeginEditing": false,
           "handlers": [{"id": "changed", "events": ["editingChanged"]}, {"id": "next", "events": ["editingDidEndOnExit"]}]},
          {"id": "pin", "type": "textField", "frame": [20, 160, 350, 44], "secure": true, "maxLength": 4,
           "allowedCharacters": "0123456789", "shouldEndEditing": false},
          {"id": "locked", "type": "textField", "frame": [20, 220, 350, 44], "shouldBeginEditing": false,
           "shouldReturn": false, "shouldClear": false},
          {"id": "go", "type": "button", "frame": [20, 300, 100, 44]}]}
        """

    static func command(_ t: Double, _ body: String) -> String { "{\"t\": \(t), \(body)}\n" }

    @Test func theSceneKeysSetUIKitsProperties() throws {
        let scene = try SceneLoader.load(bytes: Array(Self.form.utf8), file: "form.scene.json") { _ in }
        let email = try #require(scene.views["email"] as? TextField)
        let pin = try #require(scene.views["pin"] as? TextField)
        #expect(email.text == "a")
        #expect(email.placeholder == "Email")
        #expect(email.clearButtonMode == .whileEditing)
        #expect(pin.isSecureTextEntry)
        #expect(pin.maximumLength == 4)
        #expect(pin.allowedCharacters == Set("0123456789"))
    }

    @Test func typingRecordsTheTextThenTheEventAndSecureTextAsBullets() throws {
        let trace = Self.command(0, "\"do\": \"focus\", \"target\": \"email\"") + Self.command(0.1, "\"do\": \"type\", \"text\": \"b\"")
            + Self.command(0.2, "\"do\": \"focus\", \"target\": \"pin\"") + Self.command(0.3, "\"do\": \"type\", \"text\": \"12\"")
        let result = try ReplayRegressionTests.replay(scene: Self.form, trace: trace)
        #expect(result.error == nil)
        #expect(result.records == [
            #"{"t":0.000000,"kind":"control","id":"email","event":"editingDidBegin"}"#,
            #"{"t":0.100000,"kind":"text","id":"email","text":"ab"}"#,
            #"{"t":0.100000,"kind":"control","id":"email","event":"editingChanged"}"#,
            #"{"t":0.100000,"kind":"handler","id":"changed","of":"email","event":"editingChanged"}"#,
            #"{"t":0.200000,"kind":"control","id":"email","event":"editingDidEnd"}"#,
            #"{"t":0.200000,"kind":"control","id":"pin","event":"editingDidBegin"}"#,
            #"{"t":0.300000,"kind":"text","id":"pin","text":"•"}"#,
            #"{"t":0.300000,"kind":"control","id":"pin","event":"editingChanged"}"#,
            #"{"t":0.300000,"kind":"text","id":"pin","text":"••"}"#,
            #"{"t":0.300000,"kind":"control","id":"pin","event":"editingChanged"}"#,
        ])
    }

    /// The field's own text-interaction tap prevents a superview's single one-finger tap
    /// (`-[UITextMultiTapRecognizer canPreventGestureRecognizer:]` lets only taps that need more
    /// taps through): the "tap the background to dismiss the keyboard" recognizer does not take
    /// a tap on the field, which focuses; a double tap on the background still can.
    @Test func aTapOnAFieldBeatsTheBackgroundsSingleTap() throws {
        let scene = """
            {"scene": 1, "window": {"width": 390, "height": 844}, "views": [
              {"id": "form", "recognizers": [{"id": "dismiss", "type": "tap"}], "children": [
                {"id": "email", "type": "textField", "frame": [20, 100, 350, 44]}]}]}
            """
        let trace = "{\"t\": 0, \"touch\": 1, \"phase\": \"began\", \"x\": 100, \"y\": 120}\n"
            + "{\"t\": 0.05, \"touch\": 1, \"phase\": \"ended\", \"x\": 100, \"y\": 120}\n"
        let result = try ReplayRegressionTests.replay(scene: scene, trace: trace)
        #expect(result.records == [
            #"{"t":0.000000,"kind":"control","id":"email","event":"touchDown"}"#,
            #"{"t":0.050000,"kind":"gesture","id":"dismiss","state":"failed"}"#,
            #"{"t":0.050000,"kind":"control","id":"email","event":"editingDidBegin"}"#,
            #"{"t":0.050000,"kind":"control","id":"email","event":"touchUpInside"}"#,
        ])
    }

    @Test func aTextRecordInTextFormatQuotesTheText() {
        let record = ReplayRecord(time: Timestamp(seconds: 0.1), kind: .text, id: "email", text: "a \"b\"")
        #expect(RecordFormat.text.line(for: record) == #"0.100    text      email = "a \"b\"""#)
        #expect(record.event == nil)
        #expect(record.text == "a \"b\"")
    }

    /// A tap focuses at its lift; return with a handler for editingDidEndOnExit resigns;
    /// `key` and "\n" are the same key; endEditing asks shouldEndEditing.
    @Test func tapsKeysAndEndEditing() throws {
        let trace = "{\"t\": 0, \"touch\": 1, \"phase\": \"began\", \"x\": 100, \"y\": 120}\n"
            + "{\"t\": 0.05, \"touch\": 1, \"phase\": \"ended\", \"x\": 100, \"y\": 120}\n"
            + Self.command(0.1, "\"do\": \"key\", \"key\": \"backspace\"") + Self.command(0.2, "\"do\": \"type\", \"text\": \"\\n\"")
            + Self.command(0.3, "\"do\": \"focus\", \"target\": \"pin\"") + Self.command(0.4, "\"do\": \"endEditing\"")
        let result = try ReplayRegressionTests.replay(scene: Self.form, trace: trace)
        #expect(result.error == nil)
        let events = result.records.filter { $0.contains("\"control\"") || $0.contains("\"text\"") }
        #expect(events == [
            #"{"t":0.000000,"kind":"control","id":"email","event":"touchDown"}"#,
            #"{"t":0.050000,"kind":"control","id":"email","event":"editingDidBegin"}"#,
            #"{"t":0.050000,"kind":"control","id":"email","event":"touchUpInside"}"#,
            #"{"t":0.100000,"kind":"text","id":"email","text":""}"#,
            #"{"t":0.100000,"kind":"control","id":"email","event":"editingChanged"}"#,
            #"{"t":0.200000,"kind":"control","id":"email","event":"editingDidEndOnExit"}"#,
            #"{"t":0.200000,"kind":"control","id":"email","event":"editingDidEnd"}"#,
            #"{"t":0.300000,"kind":"control","id":"pin","event":"editingDidBegin"}"#,
        ])  // pin's shouldEndEditing is false: endEditing leaves it editing
    }

    @Test func focusOnSomethingElseAndAHiddenClearButtonAreErrorsAtTheirLine() throws {
        let focus = try ReplayRegressionTests.replay(scene: Self.form, trace: Self.command(0, "\"do\": \"focus\", \"target\": \"go\""))
        #expect(focus.error?.message == "'go' is not a text field (focus needs one)")
        #expect(focus.error?.location == SourceLocation(line: 1, column: 37))
        let clear = try ReplayRegressionTests.replay(
            scene: Self.form, trace: Self.command(0, "\"do\": \"clear\", \"target\": \"email\""))
        #expect(clear.error?.message == "'email' shows no clear button now (clearButton whileEditing, the field is not editing)")
        #expect(clear.error?.location == SourceLocation(line: 1, column: 37))
        let key = try ReplayRegressionTests.replay(scene: Self.form, trace: Self.command(0, "\"do\": \"key\", \"key\": \"tab\""))
        #expect(key.error?.message == "unknown key 'tab' (expected one of: return, backspace)")
        let paste = try ReplayRegressionTests.replay(
            scene: Self.form, trace: Self.command(0, "\"do\": \"type\", \"text\": \"a\\nb\", \"paste\": true"))
        #expect(paste.error?.message.hasPrefix("a paste cannot hold a newline") == true)
    }

    @Test(arguments: [
        (#""maxLength": -1"#, "views[0].maxLength must be a whole number from 0 to 1000000"),
        (#""clearButton": "sometimes""#, "unknown clear button mode 'sometimes' at views[0].clearButton (expected one of: never, whileEditing, unlessEditing, always)"),
        (#""allowedCharacters": """#, "views[0].allowedCharacters must list at least one character"),
        (#""maxLength": 2, "text": "abc""#, "views[0].text is 3 characters long, more than its maxLength (2)"),
        (#""allowedCharacters": "ab", "text": "abc""#, "views[0].text holds 'c', which its allowedCharacters do not"),
        (#""shouldReturn": "yes""#, "views[0].shouldReturn must be true or false, found string"),
        (#""secure": 1"#, "views[0].secure must be true or false, found number"),
    ])
    func meaninglessValuesAreErrorsAtTheirPlace(keys: String, message: String) throws {
        let scene = #"{"scene": 1, "window": {"width": 100, "height": 100}, "views": [{"id": "f", "type": "textField", "#
            + keys + "}]}"
        #expect(throws: FileError.self) { try SceneLoader.load(bytes: Array(scene.utf8), file: "s.json") { _ in } }
        do {
            _ = try SceneLoader.load(bytes: Array(scene.utf8), file: "s.json") { _ in }
        } catch {
            #expect(error.message == message)
            #expect(error.location.line == 1)
        }
    }

    /// Refusals are `refused` records with their reasons under `--explain`, and nothing
    /// without it.
    @Test func refusalsAreExplained() throws {
        let paths = try ReplayRegressionTests.files(
            scene: Self.form,
            trace: Self.command(0, "\"do\": \"type\", \"text\": \"x\"") + Self.command(0.1, "\"do\": \"focus\", \"target\": \"locked\"")
                + Self.command(0.2, "\"do\": \"focus\", \"target\": \"pin\"") + Self.command(0.3, "\"do\": \"type\", \"text\": \"1a23456\"")
                + Self.command(0.4, "\"do\": \"focus\", \"target\": \"email\""))
        let sink = CollectingExplanations()
        try TraceReplay.run(trace: paths.trace, scene: paths.scene, sink: sink)
        #expect(sink.refusals == [
            "0.000 keyboard type noFirstResponder",
            "0.100 locked focus textDelegateSaidNo question=shouldBeginEditing",
            "0.300 pin type characterNotAllowed character=a",
            "0.300 pin type tooLong length=5 maximum=4",
            "0.300 pin type tooLong length=5 maximum=4",
            "0.400 email focus otherKeepsFocus field=pin",
        ])
        let line = ExplainedEntry.refusal(id: "pin", action: "type", because: .text(.tooLong(length: 5, maximum: 4)), at: Timestamp(seconds: 0.3))
        #expect(line.lines(as: .jsonl) == [
            #"{"t":0.300000,"kind":"refused","id":"pin","state":"type","reason":{"code":"tooLong","length":5,"maximum":4}}"#
        ])
        #expect(line.lines(as: .text) == ["0.300    refused   pin type", "    because the text would be 5 characters long > 4 (maxLength)"])
    }
}
