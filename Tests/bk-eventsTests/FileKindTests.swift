import Foundation
import Testing

/// `check` and `replay` tell a file's kind from its content: scenes (even with a misspelt first
/// key), traces, recordings and expected outputs.
@Suite("file kinds")
struct FileKindTests {
    @Test func checkRecognisesExpectedOutputs() throws {
        let result = try CommandRunner.run(["check", "Examples/photo-viewer.expected.jsonl", "Examples/photo-viewer.expected.txt"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
            Examples/photo-viewer.expected.jsonl: ok (expected output, JSON Lines, 12 records)
            Examples/photo-viewer.expected.txt: ok (expected output, text, 12 records)

            """)
        let directory = try CommandRunner.temporaryDirectory()
        try CommandRunner.write("{\"t\":0.1,\"kind\":\"gesture\",\"id\":\"a\",\"state\":\"began\"}\n# a note\n{\"t\":0.2,\"kind\":\"dance\",\"id\":\"a\"}\n",
                                to: directory + "/bad.jsonl")
        try CommandRunner.write("0.100    gesture   a began\n\nnot a record\n", to: directory + "/bad.txt")
        let bad = try CommandRunner.run(["check", "bad.jsonl", "bad.txt"], in: directory)
        #expect(bad.status == 65)
        #expect(bad.stderr == """
            bad.jsonl:3:1: error: expected a replay record: a JSON object with "t" and a known "kind"
            bad.txt:3:1: error: expected a replay record: a time, a kind and an id

            """)
    }

    /// The first key of a scene used to decide its kind: misspelt, the scene was read as a
    /// trace ("unknown key 'scnee' (expected one of: phase, t, touch, x, y)", or "unterminated
    /// object" when spread over lines).
    @Test func aSceneWithAMisspeltFirstKeyIsReportedAsAScene() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try CommandRunner.write("{\"scnee\": 1, \"window\": {\"width\": 100, \"height\": 100}, \"views\": []}\n", to: directory + "/one.json")
        try CommandRunner.write("{\n  \"scnee\": 1,\n  \"window\": {\"width\": 100, \"height\": 100},\n  \"views\": []\n}\n", to: directory + "/many.json")
        let result = try CommandRunner.run(["check", "one.json", "many.json"], in: directory)
        #expect(result.status == 65)
        #expect(result.stderr == """
            one.json:1:2: error: unknown key 'scnee' (expected one of: alerts, scene, views, window)
            many.json:2:3: error: unknown key 'scnee' (expected one of: alerts, scene, views, window)

            """)
    }

    @Test(arguments: ["-", "/dev/stdin"])
    func aTraceFromStandardInputFindsItsSceneInTheCurrentFolder(_ path: String) throws {
        let trace = try String(contentsOfFile: CommandRunner.packageRoot + "/Examples/photo-viewer.trace.jsonl", encoding: .utf8)
        let found = try CommandRunner.run(["replay", path], stdin: trace, in: CommandRunner.packageRoot + "/Examples")
        #expect(found.status == 0, "\(found.stderr)")
        #expect(found.stdout == (try String(contentsOfFile: CommandRunner.packageRoot + "/Examples/photo-viewer.expected.txt", encoding: .utf8)))
        let elsewhere = try CommandRunner.run(["replay", path], stdin: trace, in: try CommandRunner.temporaryDirectory())
        #expect(elsewhere.status == 65)
        #expect(elsewhere.stderr == """
            \(path):1:23: error: the scene the header names, 'photo-viewer.scene.json', cannot be read (relative to the \
            current folder: the trace has no folder of its own): cannot open: No such file or directory; pass --scene

            """)
    }

    @Test func aSceneNamedByATraceInAFolderIsLookedForThere() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try CommandRunner.write("{\"trace\": 1, \"scene\": \"gone.json\"}\n", to: directory + "/t.jsonl")
        let result = try CommandRunner.run(["replay", directory + "/t.jsonl"])
        #expect(result.status == 65)
        #expect(result.stderr == """
            \(directory)/t.jsonl:1:23: error: the scene the header names, 'gone.json', cannot be read (looked for at \
            '\(directory)/gone.json', relative to the trace's folder): cannot open: No such file or directory; pass --scene

            """)
    }
}
