import Foundation
import Testing

/// `bk-events test` as CI runs it: exit statuses, the report, JUnit, `--update`, shards from
/// the command line and from Bazel's environment, expectations with reasons.
@Suite("bk-events test")
struct TestCommandTests {
    /// The examples these tests' counts and lists were written for; the Examples added since
    /// are checked as part of the Examples corpus in ExampleGoldenTests, so adding one changes
    /// nothing here.
    static let cases: Set<String> = [
        "carousel", "delete-photo", "feed", "fling", "login-form", "mail-list", "map", "photo-viewer", "photo-zoom", "settings",
    ]

    /// The ``cases`` copied from the Examples into a fresh folder (`corpus/`), every case
    /// passing; photo-viewer and login-form have an expectation with reasons beside their plain
    /// ones.
    static func corpus() throws -> String {
        let root = try CommandRunner.temporaryDirectory()
        let examples = CommandRunner.packageRoot + "/Examples"
        try FileManager.default.createDirectory(atPath: root + "/corpus", withIntermediateDirectories: true)
        for file in try FileManager.default.contentsOfDirectory(atPath: examples)
        where (file.hasSuffix(".json") || file.hasSuffix(".jsonl") || file.hasSuffix(".txt"))
            && cases.contains(String(file.prefix { $0 != "." })) {
            try FileManager.default.copyItem(atPath: examples + "/" + file, toPath: root + "/corpus/" + file)
        }
        return root
    }

    static func edit(_ path: String, _ old: String, _ new: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try CommandRunner.write(text.replacingOccurrences(of: old, with: new), to: path)
    }

    @Test func aPassingCorpusExitsZeroWithTheSummaryLast() throws {
        let root = try Self.corpus()
        let result = try CommandRunner.run(["test", "corpus"], in: root)
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.last == "10 passed, 0 failed")
        #expect(lines.dropLast().last?.hasPrefix("Checked 10 cases (2 with reasons) in ") == true)
        #expect(lines.first?.hasPrefix("Slowest: ") == true)
        #expect(result.stderr.isEmpty)
    }

    @Test func aMismatchExitsOneWithItsDiff() throws {
        let root = try Self.corpus()
        try Self.edit(root + "/corpus/photo-viewer.expected.txt", "zoom of double", "zoom of triple")
        let result = try CommandRunner.run(["test"], in: root + "/corpus")
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("""
            FAIL photo-viewer: the output differs from photo-viewer.expected.txt (1 record only expected, 1 only produced; 12 produced, 12 expected)
                @@ -3,5 +3,5 @@
                  0.910    handler   toggleChrome of single ended at (120.0, 200.0)
                  2.240    gesture   double ended at (200.0, 150.0)
                - 2.240    handler   zoom of triple ended at (200.0, 150.0)
                + 2.240    handler   zoom of double ended at (200.0, 150.0)
                  2.240    gesture   single failed
                  3.000    control   like touchDown
            Slowest: 
            """))
        #expect(result.stdout.hasSuffix("9 passed, 1 failed\n"))
    }

    @Test func aBadFileExits65NamedWithItsPlace() throws {
        let root = try Self.corpus()
        try Self.edit(root + "/corpus/map.trace.jsonl", "\"t\": 0.150,", "\"t\": 0.050,")
        try Self.edit(root + "/corpus/photo-viewer.expected.txt", "zoom of double", "zoom of triple")
        let result = try CommandRunner.run(["test", "corpus"], in: root)
        #expect(result.status == 65)
        #expect(result.stdout.contains("corpus/map.trace.jsonl:6:7: error: t goes back in time (0.050 after 0.100)"))
        #expect(result.stdout.hasSuffix("8 passed, 1 failed, 1 bad file\n"))
        for arguments in [["test", "nowhere"], ["test", "corpus", "--timings", "missing.jsonl"]] {
            let missing = try CommandRunner.run(arguments, in: root)
            #expect(missing.status == 65, "\(arguments)")
            #expect(missing.stderr.contains(": error: "), "\(arguments)")
        }
        let empty = try CommandRunner.temporaryDirectory()
        let none = try CommandRunner.run(["test"], in: empty)
        #expect(none.status == 65)
        #expect(none.stderr.hasPrefix("error: no trace with an expectation found in ."))
    }

    @Test func aChangedReasonExitsOneWithItsDiffAndUpdateRewritesIt() throws {
        let root = try Self.corpus()
        let explained = root + "/corpus/photo-viewer.explained.txt"
        try Self.edit(explained, "because waiting for double to fail", "because waiting for triple to fail")
        let result = try CommandRunner.run(["test", "corpus", "--junit", "report.xml"], in: root)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix(
            "FAIL corpus/photo-viewer: the output differs from corpus/photo-viewer.explained.txt (2 lines only expected, 2 only produced; "))
        #expect(result.stdout.contains("""
                  0.560    held      single ended
                -     because waiting for triple to fail
                +     because waiting for double to fail
                  0.910    gesture   double failed

            """))
        #expect(result.stdout.hasSuffix("9 passed, 1 failed\n"))
        let xml = try String(contentsOfFile: root + "/report.xml", encoding: .utf8)
        #expect(xml.contains("tests=\"10\" failures=\"1\" errors=\"0\""))
        #expect(xml.contains("<failure message=\"the output differs from corpus/photo-viewer.explained.txt (2 lines only expected"))
        #expect(xml.contains("-     because waiting for triple to fail"))

        let update = try CommandRunner.run(["test", "corpus", "--update"], in: root)
        #expect(update.status == 0)
        #expect(update.stdout.hasPrefix("UPDATED corpus/photo-viewer.explained.txt (2 only expected, 2 only produced)\n"))
        #expect(update.stdout.hasSuffix("9 passed, 0 failed, 1 updated\n"))
        #expect(try String(contentsOfFile: explained, encoding: .utf8)
            == String(contentsOfFile: CommandRunner.packageRoot + "/Examples/photo-viewer.explained.txt", encoding: .utf8))
        #expect(try CommandRunner.run(["test", "corpus"], in: root).status == 0)
    }

    @Test func anExpectationWithReasonsAloneMakesACase() throws {
        let root = try Self.corpus()
        try FileManager.default.removeItem(atPath: root + "/corpus/login-form.expected.jsonl")
        let result = try CommandRunner.run(["test", "corpus", "--format", "jsonl", "--filter", "login"], in: root)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.hasPrefix("{\"name\":\"corpus/login-form\",\"key\":\"login-form\",\"input\":\"corpus/login-form.trace.jsonl\",\"status\":\"passed\""))
        #expect(result.stdout.contains("\"explained\":1,"))
        // empty, then filled by --update
        try CommandRunner.write("", to: root + "/corpus/login-form.explained.jsonl")
        let update = try CommandRunner.run(["test", "corpus/login-form.explained.jsonl", "--update"], in: root)
        #expect(update.status == 0)
        #expect(update.stdout.hasPrefix("UPDATED corpus/login-form.explained.jsonl (0 only expected, "))
        #expect(try String(contentsOfFile: root + "/corpus/login-form.explained.jsonl", encoding: .utf8)
            == String(contentsOfFile: CommandRunner.packageRoot + "/Examples/login-form.explained.jsonl", encoding: .utf8))
    }

    @Test func aBadExpectationWithReasonsExits65NamedWithItsPlace() throws {
        let root = try Self.corpus()
        let path = root + "/corpus/login-form.explained.jsonl"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let line = try #require(text.split(separator: "\n").firstIndex { $0.contains("\"kind\":\"touch\"") }) + 1
        try Self.edit(path, "\"kind\":\"touch\"", "\"kind\":\"tuoch\"")
        for arguments in [["test", "corpus"], ["test", "corpus", "--update"]] {
            let result = try CommandRunner.run(arguments, in: root)
            #expect(result.status == 65, "\(arguments)")
            #expect(result.stdout.hasPrefix(
                "corpus/login-form.explained.jsonl:\(line):1: error: expected a replay record: a JSON object with \"t\" and a known \"kind\"\n"),
                "\(arguments)")
            #expect(result.stdout.hasSuffix("9 passed, 0 failed, 1 bad file\n"), "\(arguments)")
        }
        // a bad file is never rewritten
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text.replacingOccurrences(of: "\"kind\":\"touch\"", with: "\"kind\":\"tuoch\""))
    }

    @Test func usageErrorsExit64() throws {
        let root = try Self.corpus()
        for arguments in [["test", "--format", "xml"], ["test", "--shard", "0/3"], ["test", "--shard", "4/3"], ["test", "--jobs", "0"],
                          ["test", "--filter", "no-such-case"], ["test", "--bogus"], ["test", "--update=yes"]] {
            let result = try CommandRunner.run(arguments, in: root)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr.hasPrefix("Error: "), "\(arguments)")
            #expect(result.stderr.contains("Usage: bk-events test"), "\(arguments)")
        }
        let bazel = try CommandRunner.run(["test"], in: root, environment: ["TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "2"])
        #expect(bazel.status == 64)
        #expect(bazel.stderr.contains("TEST_SHARD_INDEX='2' and TEST_TOTAL_SHARDS='2'"))
        for arguments in [["test", "--help"], ["help", "test"]] {
            let help = try CommandRunner.run(arguments)
            #expect(help.status == 0)
            #expect(help.stdout.contains("USAGE: bk-events test [<path> ...]"))
        }
    }

    @Test func jsonLinesGiveALinePerCaseThenTheSummary() throws {
        let root = try Self.corpus()
        let result = try CommandRunner.run(["test", "corpus", "--format", "jsonl", "--filter", "*-*"], in: root)
        #expect(result.status == 0)
        let objects = try result.stdout.split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(objects.dropLast().map { $0?["name"] as? String } == ["corpus/delete-photo", "corpus/login-form", "corpus/mail-list", "corpus/photo-viewer", "corpus/photo-zoom"])
        #expect(objects.dropLast().allSatisfy { $0?["status"] as? String == "passed" && $0?["seconds"] is Double })
        let summary = try #require(objects.last??["summary"] as? [String: Any])
        #expect(summary["passed"] as? Int == 5 && summary["failed"] as? Int == 0)
    }

    @Test func updateRewritesWhatDiffersAndSaysWhich() throws {
        let root = try Self.corpus()
        try Self.edit(root + "/corpus/map.expected.jsonl", "\"zoom\"", "\"zoomed\"")
        let update = try CommandRunner.run(["test", "corpus", "--update"], in: root)
        #expect(update.status == 0)
        #expect(update.stdout.hasPrefix("UPDATED corpus/map.expected.jsonl ("))
        #expect(update.stdout.hasSuffix("9 passed, 0 failed, 1 updated\n"))
        let again = try CommandRunner.run(["test", "corpus"], in: root)
        #expect(again.status == 0)
        #expect(try String(contentsOfFile: root + "/corpus/map.expected.jsonl", encoding: .utf8)
            == String(contentsOfFile: CommandRunner.packageRoot + "/Examples/map.expected.jsonl", encoding: .utf8))
    }

    @Test func updateWritesAMissingExpectation() throws {
        let root = try Self.corpus()
        try FileManager.default.removeItem(atPath: root + "/corpus/map.expected.jsonl")
        let skipped = try CommandRunner.run(["test", "corpus"], in: root)
        #expect(skipped.stdout.contains("SKIP corpus/map: no expectation file"))
        let update = try CommandRunner.run(["test", "corpus", "--update"], in: root)
        #expect(update.status == 0)
        #expect(update.stdout.hasPrefix("UPDATED corpus/map.expected.jsonl (0 only expected, "))
        #expect(update.stdout.hasSuffix("9 passed, 0 failed, 1 updated\n"))
        // the file written is the golden the example checks in
        #expect(try String(contentsOfFile: root + "/corpus/map.expected.jsonl", encoding: .utf8)
            == String(contentsOfFile: CommandRunner.packageRoot + "/Examples/map.expected.jsonl", encoding: .utf8))
        // a recording with its scene and no expectation is a case too, written the same way
        let recording = CommandRunner.packageRoot + "/Examples/evtest/atmel-mxt-touchscreen_5-taps"
        try FileManager.default.copyItem(atPath: recording + ".evtest", toPath: root + "/corpus/taps.evtest")
        try FileManager.default.copyItem(atPath: recording + ".scene.json", toPath: root + "/corpus/taps.scene.json")
        let recorded = try CommandRunner.run(["test", "corpus", "--update"], in: root)
        #expect(recorded.stdout.hasPrefix("UPDATED corpus/taps.expected.jsonl (0 only expected, 12 only produced)"))
        #expect(try String(contentsOfFile: root + "/corpus/taps.expected.jsonl", encoding: .utf8)
            == String(contentsOfFile: recording + ".expected.jsonl", encoding: .utf8))
    }

    @Test func junitGoesToItsFileAndAnUnwritableOneExits74() throws {
        let root = try Self.corpus()
        let result = try CommandRunner.run(["test", "corpus", "--junit", "report.xml"], in: root)
        #expect(result.status == 0)
        let xml = try String(contentsOfFile: root + "/report.xml", encoding: .utf8)
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"bk-events test\" tests=\"10\" failures=\"0\""))
        let unwritable = try CommandRunner.run(["test", "corpus", "--junit", "no/such/folder/report.xml"], in: root)
        #expect(unwritable.status == 74)
        #expect(unwritable.stderr.hasPrefix("no/such/folder/report.xml: error: cannot write the JUnit report"))
    }

    /// The case names a run printed in JSON Lines.
    static func names(_ stdout: String) -> [String] {
        stdout.split(separator: "\n").compactMap { line in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { return nil }
            return object["name"] as? String
        }
    }

    @Test func shardsFromTheCommandLineCoverTheCorpusOnce() throws {
        let root = try Self.corpus()
        let all = Self.names(try CommandRunner.run(["test", "corpus", "--format", "jsonl"], in: root).stdout)
        #expect(all.count == 10)
        // timings from an earlier report: shards dealt out by them
        try CommandRunner.run(["test", "corpus", "--format", "jsonl"], in: root).stdout.write(toFile: root + "/timings.jsonl", atomically: true, encoding: .utf8)
        for count in 1...7 {
            for timings in [[], ["--timings", "timings.jsonl"]] {
                var seen: [String] = []
                for index in 1...count {
                    let result = try CommandRunner.run(["test", "corpus", "--format", "jsonl", "--shard", "\(index)/\(count)"] + timings, in: root)
                    #expect(result.status == 0)
                    seen += Self.names(result.stdout)
                }
                #expect(seen.sorted() == all, "\(count) shards \(timings)")
            }
        }
    }

    @Test func bazelShardsReportAndFilterThroughItsEnvironment() throws {
        let root = try Self.corpus()
        let all = Self.names(try CommandRunner.run(["test", "corpus", "--format", "jsonl"], in: root).stdout)
        var seen: [String] = []
        for index in 0..<3 {
            let status = root + "/shard\(index).status", xml = root + "/shard\(index).xml"
            let result = try CommandRunner.run(
                ["test", "corpus", "--format", "jsonl"], in: root,
                environment: ["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "\(index)", "TEST_SHARD_STATUS_FILE": status, "XML_OUTPUT_FILE": xml])
            #expect(result.status == 0)
            let names = Self.names(result.stdout)
            seen += names
            #expect(FileManager.default.fileExists(atPath: status))
            let report = try String(contentsOfFile: xml, encoding: .utf8)
            #expect(report.contains("<testsuites name=\"bk-events test\" tests=\"\(names.count)\""))
        }
        #expect(seen.sorted() == all)
        // bazel test --test_filter=map
        let filtered = try CommandRunner.run(["test", "corpus", "--format", "jsonl"], in: root, environment: ["TESTBRIDGE_TEST_ONLY": "map"])
        #expect(Self.names(filtered.stdout) == ["corpus/map"])
    }
}
