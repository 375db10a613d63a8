import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@testable import GestureModel
@testable import SceneFiles
@testable import CorpusTesting
@testable import TestFixtures

/// A corpus of traces checked in one process: what is found by the naming convention, how each
/// case comes out, the report (the same on one thread as on two), `--update`, and expectations
/// with reasons (`NAME.explained.*`).
@Suite("Corpus: discovery, outcomes, determinism, update")
struct CorpusTests {
    @Test func theConventionPairsTracesAndRecordingsWithScenesAndExpectations() throws {
        let corpus = try CorpusFixture()
        defer { corpus.remove() }
        try corpus.add("skip/lonely.trace.jsonl", contents: corpus.read(CorpusFixture.examples + "/map.trace.jsonl"))
        try corpus.add("orphan/ghost.expected.jsonl", contents: "")
        try corpus.add(".hidden/secret.trace.jsonl", contents: "")
        try corpus.add("good/.notes.expected.jsonl", contents: "")
        try corpus.add("recordings/unscened.evemu", contents: "")
        try corpus.add("recordings/unscened.expected.jsonl", contents: "")
        try corpus.add("recordings/twice.evemu", contents: "")
        try corpus.add("recordings/twice.events", contents: "")
        try corpus.add("recordings/twice.scene.json", contents: "")
        try corpus.add("recordings/twice.expected.txt", contents: "")
        try corpus.add("recordings/unexpected.evemu", contents: "")  // no expectation: not a case
        try corpus.add("split/wacom.desc", contents: "")
        try corpus.add("split/wacom_1f-tap.events", contents: "")
        try corpus.add("split/wacom_1f-tap.scene.json", contents: "")
        try corpus.add("split/wacom_1f-tap.expected.txt", contents: "")

        let cases = try CorpusDiscovery.discover([corpus.root + "/"])
        let root = corpus.root
        #expect(cases.map(\.key) == [
            "good/login-form", "good/mail-list", "good/map", "good/photo-viewer", "orphan/ghost", "recordings/taps",
            "recordings/twice", "recordings/unscened", "settings/settings", "skip/lonely", "split/wacom_1f-tap",
        ])
        #expect(cases.allSatisfy { $0.name == root + "/" + $0.key })
        let byKey = Dictionary(uniqueKeysWithValues: cases.map { ($0.key, $0) })
        let photo = try #require(byKey["good/photo-viewer"])
        #expect(photo.input == .trace(root + "/good/photo-viewer.trace.jsonl"))
        #expect(photo.scene == root + "/good/photo-viewer.scene.json")
        #expect(photo.expectations == [
            CorpusExpectation(path: root + "/good/photo-viewer.expected.jsonl", format: .jsonl),
            CorpusExpectation(path: root + "/good/photo-viewer.expected.txt", format: .text),
        ])
        #expect(photo.problem == nil)
        #expect(byKey["skip/lonely"]?.expectations == [])
        #expect(byKey["skip/lonely"]?.problem == nil)
        #expect(byKey["recordings/taps"]?.input == .recording(root + "/recordings/taps.evemu", description: nil))
        #expect(byKey["split/wacom_1f-tap"]?.input == .recording(root + "/split/wacom_1f-tap.events", description: root + "/split/wacom.desc"))
        #expect(byKey["orphan/ghost"]?.problem?.description.hasPrefix(root + "/orphan/ghost.expected.jsonl: error: no trace or recording") == true)
        #expect(byKey["recordings/unscened"]?.problem?.message.contains("needs its scene beside it") == true)
        #expect(byKey["recordings/twice"]?.problem?.message.contains("two recordings") == true)
    }

    /// A link to a folder outside the tree was walked: `out -> /` read the whole disk, and with
    /// `--update` expectations elsewhere were rewritten. Links leading inside are followed (their
    /// cases found once); one leading out is skipped and told.
    @Test func aLinkToAFolderOutsideTheTreeIsSkippedAndTold() throws {
        let corpus = try CorpusFixture()
        defer { corpus.remove() }
        let outside = try CorpusFixture()
        defer { outside.remove() }
        #expect(symlink(outside.root + "/good", corpus.path("settings/elsewhere")) == 0)
        #expect(symlink("../good", corpus.path("settings/inside")) == 0)
        #expect(symlink("..", corpus.path("good/up")) == 0)
        let tree = corpus.path("settings")
        #expect(symlink("/", tree + "/all") == 0)
        var told: [String] = []
        let cases = try CorpusDiscovery.discover([corpus.root]) { path, why in told.append("\(path): \(why)") }
        #expect(cases.map(\.key) == [
            "good/login-form", "good/mail-list", "good/map", "good/photo-viewer", "recordings/taps", "settings/settings",
        ])
        #expect(told == [
            "\(tree)/all: a link to a folder outside \(corpus.root) (name that folder to check it too)",
            "\(tree)/elsewhere: a link to a folder outside \(corpus.root) (name that folder to check it too)",
        ])
        // from the settings folder alone, the link to good leads out of it; named, it is checked
        let alone = try CorpusDiscovery.discover([tree])
        #expect(alone.map(\.key) == ["settings"])
        let both = try CorpusDiscovery.discover([tree, tree + "/elsewhere"])
        #expect(both.count == 5)
    }

    @Test func aFileNamesItsOwnCaseAndAMissingPathIsABadFile() throws {
        let corpus = try CorpusFixture()
        defer { corpus.remove() }
        for file in ["good/map.trace.jsonl", "good/map.expected.jsonl", "good/map.scene.json"] {
            let cases = try CorpusDiscovery.discover([corpus.path(file), corpus.path("good/map.trace.jsonl")])
            #expect(cases.map(\.key) == ["map"], "\(file)")
        }
        #expect(throws: FileError(file: corpus.path("nowhere"), location: .wholeFile, message: "no such file or folder")) {
            try CorpusDiscovery.discover([corpus.path("nowhere")])
        }
    }

    @Test func eachCaseIsPassedFailedBadOrSkippedWithWhatWentWrong() throws {
        let corpus = try CorpusFixture()
        defer { corpus.remove() }
        // settings: the slider's last change moved to another value
        try corpus.edit("settings/settings.expected.jsonl", replacing: #""value":0.7"#, with: #""value":0.75"#)
        try corpus.add("bad/broken.trace.jsonl", contents: "{\"trace\": 1, \"scene\": \"../good/map.scene.json\"}\n{\"t\": 1, \"touch\": 1, \"phase\": \"moved\", \"x\": 1, \"y\": 2}\n")
        try corpus.add("bad/broken.expected.jsonl", contents: "")
        try corpus.add("bad/unreadable-scene.trace.jsonl", contents: "{\"t\": 1, \"do\": \"idle\"}\n")
        try corpus.add("bad/unreadable-scene.expected.jsonl", contents: "")
        try corpus.add("skip/lonely.trace.jsonl", contents: "{\"trace\": 1, \"scene\": \"../good/map.scene.json\"}\n")

        let summary = CorpusRunner(workers: 2).run(try CorpusDiscovery.discover([corpus.root]))
        #expect(summary.line == "5 passed, 1 failed, 2 bad files, 1 skipped")
        #expect((summary.passed, summary.failed, summary.bad, summary.skipped, summary.updatedCases) == (5, 1, 2, 1, 0))
        let byKey = Dictionary(uniqueKeysWithValues: summary.results.map { ($0.corpusCase.key, $0) })
        #expect(byKey["bad/broken"]?.outcome == .bad(FileError(
            file: corpus.path("bad/broken.trace.jsonl"), location: SourceLocation(line: 2, column: 19),
            message: "touch 1 moved before it began (or after it ended)")))
        #expect(byKey["bad/unreadable-scene"].map { "\($0.outcome)" }?.contains("no scene") == true)
        #expect(byKey["skip/lonely"]?.outcome == .skipped("no expectation file (\(corpus.path("skip/lonely")).expected.jsonl or .txt, or .explained.jsonl or .txt)"))
        guard case .failed(let mismatches)? = byKey["settings/settings"]?.outcome, let mismatch = mismatches.first else {
            Issue.record("settings should fail")
            return
        }
        #expect(mismatches.count == 1)
        #expect(mismatch.expectation.path == corpus.path("settings/settings.expected.jsonl"))
        #expect((mismatch.produced, mismatch.expected, mismatch.removed, mismatch.added) == (40, 40, 1, 1))
        #expect(mismatch.summary == "the output differs from \(corpus.path("settings/settings.expected.jsonl")) (1 record only expected, 1 only produced; 40 produced, 40 expected)")
        let lines = try corpus.read(CorpusFixture.examples + "/settings.expected.jsonl").split(separator: "\n")
        let changed = try #require(lines.firstIndex { $0.contains(#""value":0.7"#) })
        #expect(mismatch.diff == """
            @@ -\(changed - 1),5 +\(changed - 1),5 @@
              \(lines[changed - 2])
              \(lines[changed - 1])
            - \(lines[changed].replacingOccurrences(of: #""value":0.7"#, with: #""value":0.75"#))
            + \(lines[changed])
              \(lines[changed + 1])
              \(lines[changed + 2])

            """)
        #expect(CorpusReport.text(byKey["settings/settings"]!).hasPrefix("FAIL \(corpus.path("settings/settings")): the output differs"))
    }

    @Test func commentsBlankLinesAndTrailingSpacesInAnExpectationDoNotCount() throws {
        let corpus = try CorpusFixture()
        defer { corpus.remove() }
        let original = try corpus.read(corpus.path("good/map.expected.jsonl"))
        try corpus.add("good/map.expected.jsonl", contents: "\u{FEFF}# the map\n\n" + original.replacingOccurrences(of: "}\n", with: "}  \r\n"))
        let summary = CorpusRunner(workers: 1).run(try CorpusDiscovery.discover([corpus.path("good/map.trace.jsonl")]))
        #expect(summary.line == "1 passed, 0 failed")
    }

    /// The report with its timing lines and fields taken out.
    static func untimed(_ summary: CorpusSummary) -> [String] {
        let text = summary.results.map(CorpusReport.text).joined() + CorpusReport.textSummary(summary)
        let textLines = text.split(separator: "\n").filter { !$0.hasPrefix("Slowest: ") && !$0.hasPrefix("Checked ") }
        let jsonLines = summary.results.map(CorpusReport.jsonLine).map {
            $0.replacing(/"seconds":[0-9.]+/, with: "\"seconds\":_")
        }
        return textLines.map(String.init) + jsonLines
    }

    /// An expectation was read whole, then split into lines (about 44 bytes held for each of
    /// its bytes; one over 64 MiB was refused as too large). It is read as the replay goes now:
    /// 68 MB of comments before the records cost nothing to hold, and the case passes.
    @Test func anExpectationIsComparedAsItIsReadNotHeldWhole() throws {
        let corpus = try CorpusFixture()
        defer { corpus.remove() }
        let path = corpus.path("good/map.expected.jsonl")
        let records = try corpus.read(path)
        let comment = Array(repeating: UInt8(ascii: "#"), count: 1_000_000) + [0x0A]
        func write(_ records: String) throws {
            let file = try #require(fopen(path, "w"))
            for _ in 0..<68 { #expect(fwrite(comment, 1, comment.count, file) == comment.count) }
            #expect(fputs(records, file) >= 0)
            fclose(file)
        }
        try write(records)
        let summary = CorpusRunner(workers: 1).run(try CorpusDiscovery.discover([path]))
        #expect(summary.line == "1 passed, 0 failed", "\(summary.results.map(CorpusReport.text).joined())")
        // and one record changed after them is found, with its place counted in records
        try write(records.replacingOccurrences(of: "\"kind\":\"gesture\",\"id\":\"pan\",\"state\":\"began\"", with: "\"kind\":\"gesture\",\"id\":\"pan\",\"state\":\"possible\""))
        let failed = CorpusRunner(workers: 1).run(try CorpusDiscovery.discover([path]))
        guard case .failed(let mismatches) = failed.results.first?.outcome else {
            Issue.record("expected a failure: \(failed.results.map(CorpusReport.text).joined())")
            return
        }
        #expect(mismatches.map(\.removed) == [1] && mismatches.map(\.added) == [1])
        #expect(mismatches.first?.diff.hasPrefix("@@ -1,3 +1,3 @@\n- {\"t\":0.100000,\"kind\":\"gesture\",\"id\":\"pan\",\"state\":\"possible\"") == true, "\(mismatches)")
    }

    @Test func oneThreadAndTwoGiveTheSameReportApartFromTimings() throws {
        let corpus = try CorpusFixture()
        defer { corpus.remove() }
        try corpus.edit("good/mail-list.expected.jsonl", replacing: "delete1", with: "remove1")
        try corpus.add("bad/broken.trace.jsonl", contents: "{\"trace\": 1, \"scene\": \"../good/map.scene.json\"}\n{\"t\": 2}\n")
        try corpus.add("bad/broken.expected.txt", contents: "")
        // enough cases that both threads take several
        for copy in 0..<24 {
            try corpus.add("many/copy\(copy).trace.jsonl", contents: corpus.read(corpus.path("good/login-form.trace.jsonl")).replacingOccurrences(of: "\"login-form.scene.json\"", with: "\"../good/login-form.scene.json\""))
            try corpus.add("many/copy\(copy).expected.jsonl", contents: corpus.read(corpus.path("good/login-form.expected.jsonl")))
        }
        let cases = try CorpusDiscovery.discover([corpus.root])
        let one = CorpusRunner(workers: 1).run(cases)
        let two = CorpusRunner(workers: 2).run(cases)
        #expect(one.workers == 1 && two.workers == 2)
        #expect(one.line == "29 passed, 1 failed, 1 bad file")
        #expect(Self.untimed(one) == Self.untimed(two))
        #expect(one.results.map(\.outcome) == two.results.map(\.outcome))
    }

    @Test func resultsArriveInCaseOrderWhateverOrderTheyFinishIn() throws {
        let corpus = try CorpusFixture()
        defer { corpus.remove() }
        let cases = try CorpusDiscovery.discover([corpus.root])
        let seen = Mutex<[String]>([])
        let summary = CorpusRunner(workers: 3).run(cases) { result in seen.withLock { $0.append(result.corpusCase.name) } }
        #expect(seen.withLock { $0 } == cases.map(\.name))
        #expect(summary.results.map(\.corpusCase) == cases)
    }

    @Test func updateRewritesOnlyTheExpectationsThatDifferAndNeverThoseOfABadCase() throws {
        let corpus = try CorpusFixture()
        defer { corpus.remove() }
        // a passing expectation with a comment stays as it is
        let commented = "# kept as written\n" + (try corpus.read(corpus.path("good/map.expected.jsonl")))
        try corpus.add("good/map.expected.jsonl", contents: commented)
        // two differing ones (both formats of one case) are rewritten from the output
        try corpus.edit("good/photo-viewer.expected.jsonl", replacing: "toggleChrome", with: "hideChrome")
        try corpus.edit("good/photo-viewer.expected.txt", replacing: "toggleChrome", with: "hideChrome")
        // a bad case's expectation is never touched
        try corpus.add("bad/broken.trace.jsonl", contents: "{\"trace\": 1, \"scene\": \"../good/map.scene.json\"}\n{\"t\": -1, \"do\": \"idle\"}\n")
        try corpus.add("bad/broken.expected.jsonl", contents: "stale\n")

        let summary = CorpusRunner(workers: 2, update: true).run(try CorpusDiscovery.discover([corpus.root]))
        #expect(summary.updated == [corpus.path("good/photo-viewer.expected.jsonl"), corpus.path("good/photo-viewer.expected.txt")])
        #expect(summary.line == "5 passed, 0 failed, 1 updated, 1 bad file")
        #expect(try corpus.read(corpus.path("good/photo-viewer.expected.jsonl")) == corpus.read(CorpusFixture.examples + "/photo-viewer.expected.jsonl"))
        #expect(try corpus.read(corpus.path("good/photo-viewer.expected.txt")) == corpus.read(CorpusFixture.examples + "/photo-viewer.expected.txt"))
        #expect(try corpus.read(corpus.path("good/map.expected.jsonl")) == commented)
        #expect(try corpus.read(corpus.path("bad/broken.expected.jsonl")) == "stale\n")
        #expect(!FileManager.default.fileExists(atPath: corpus.path("good/photo-viewer.expected.jsonl.bk-events-update")))
        #expect(CorpusReport.text(summary.results.first { $0.status == "updated" }!) == """
            UPDATED \(corpus.path("good/photo-viewer.expected.jsonl")) (1 only expected, 1 only produced)
            UPDATED \(corpus.path("good/photo-viewer.expected.txt")) (1 only expected, 1 only produced)

            """)
        // and now everything that can pass does
        let again = CorpusRunner(workers: 2).run(try CorpusDiscovery.discover([corpus.root]))
        #expect(again.line == "6 passed, 0 failed, 1 bad file")
    }

    @Test func anExpectationThatCannotBeRewrittenIsReported() throws {
        let corpus = try CorpusFixture()
        defer { corpus.remove() }
        try corpus.edit("good/map.expected.jsonl", replacing: "zoom", with: "zoomed")
        // an expectation that is a symbolic link is never rewritten (a fixed temporary name,
        // which a folder put in the way used to block, is no more: each rewrite makes a fresh one)
        try FileManager.default.moveItem(atPath: corpus.path("good/map.expected.jsonl"), toPath: corpus.path("map.kept.jsonl"))
        try FileManager.default.createSymbolicLink(atPath: corpus.path("good/map.expected.jsonl"), withDestinationPath: "../map.kept.jsonl")
        let summary = CorpusRunner(update: true).run(try CorpusDiscovery.discover([corpus.path("good/map.trace.jsonl")]))
        #expect(summary.line == "0 passed, 1 failed")
        #expect(summary.updateErrors.first?.message.hasPrefix("cannot rewrite the expectation") == true)
    }

    // MARK: expectations with reasons

    /// What `replay --explain` writes for an example (the golden `docs/explain` holds, made by
    /// the command line's own writer, so the corpus's lines are checked against it).
    static func explained(_ name: String, _ format: RecordFormat) throws -> String {
        try String(contentsOfFile: URLPaths.packageRoot + "/docs/explain/\(name).\(format == .text ? "txt" : "jsonl")", encoding: .utf8)
    }

    /// photo-viewer with its two plain expectations and one with reasons in text; map with one
    /// with reasons in JSON Lines; login-form with only one with reasons.
    static func explainedCorpus() throws -> CorpusFixture {
        let corpus = try CorpusFixture()
        try corpus.add("good/photo-viewer.explained.txt", contents: explained("photo-viewer", .text))
        try corpus.add("good/map.explained.jsonl", contents: explained("map", .jsonl))
        for suffix in [".trace.jsonl", ".scene.json"] {
            try corpus.add("only/login-form\(suffix)", contents: corpus.read(corpus.path("good/login-form\(suffix)")))
        }
        try corpus.add("only/login-form.explained.jsonl", contents: explained("login-form", .jsonl))
        return corpus
    }

    @Test func expectationsWithReasonsPassBesideThePlainOnesOrAlone() throws {
        let corpus = try Self.explainedCorpus()
        defer { corpus.remove() }
        let cases = try CorpusDiscovery.discover([corpus.root])
        let byKey = Dictionary(uniqueKeysWithValues: cases.map { ($0.key, $0) })
        #expect(byKey["good/photo-viewer"]?.expectations == [
            CorpusExpectation(path: corpus.path("good/photo-viewer.expected.jsonl"), format: .jsonl),
            CorpusExpectation(path: corpus.path("good/photo-viewer.expected.txt"), format: .text),
            CorpusExpectation(path: corpus.path("good/photo-viewer.explained.txt"), format: .text, explained: true),
        ])
        #expect(byKey["only/login-form"]?.expectations == [
            CorpusExpectation(path: corpus.path("only/login-form.explained.jsonl"), format: .jsonl, explained: true)
        ])
        let summary = CorpusRunner(workers: 2).run(cases)
        for result in summary.results { #expect(result.outcome == .passed, "\(CorpusReport.text(result))") }
        #expect(summary.line == "7 passed, 0 failed")
        #expect(summary.explained == 3)
        #expect(CorpusReport.textSummary(summary).contains("Checked 7 cases (3 with reasons) in "))
        #expect(CorpusReport.jsonSummary(summary).contains("\"skipped\":0,\"explained\":3,"))
    }

    /// A case without an expectation with reasons replays into a sink the scene tells no
    /// reasons to (it computes none); one with such an expectation, into one it tells.
    @Test func onlyCasesWithReasonsReplayWithReasonsOn() {
        #expect(!(CorpusOutput(targets: []) as AnyObject is any ReplayExplanationSink))
        #expect(CorpusExplainedOutput(targets: []) as AnyObject is any ReplayExplanationSink)
    }

    @Test func aChangedReasonFailsWithADiffNamingIt() throws {
        let corpus = try Self.explainedCorpus()
        defer { corpus.remove() }
        try corpus.edit("good/photo-viewer.explained.txt", replacing: "because waiting for double to fail", with: "because waiting for triple to fail")
        try corpus.edit("good/map.explained.jsonl", replacing: "\"reason\":{\"code\":\"", with: "\"reason\":{\"code\":\"x")
        let summary = CorpusRunner(workers: 2).run(try CorpusDiscovery.discover([corpus.root]))
        #expect(summary.line == "5 passed, 2 failed")
        let byKey = Dictionary(uniqueKeysWithValues: summary.results.map { ($0.corpusCase.key, $0) })
        // the plain expectations of the case still match: only the one with reasons differs
        guard case .failed(let photo)? = byKey["good/photo-viewer"]?.outcome, case .failed(let map)? = byKey["good/map"]?.outcome else {
            Issue.record("photo-viewer and map should fail")
            return
        }
        #expect(photo.map(\.expectation.path) == [corpus.path("good/photo-viewer.explained.txt")])
        let lines = try Self.explained("photo-viewer", .text).split(separator: "\n")
        #expect(photo[0].summary == "the output differs from \(corpus.path("good/photo-viewer.explained.txt")) (1 line only expected, 1 only produced; \(lines.count) produced, \(lines.count) expected)")
        #expect(photo[0].diff.contains("\n-     because waiting for triple to fail\n+     because waiting for double to fail\n"))
        let changed = try #require(try Self.explained("map", .jsonl).split(separator: "\n").first { $0.contains("\"reason\":") })
        #expect((map[0].removed, map[0].added) == (1, 1))
        #expect(map[0].summary.contains("(1 record only expected, 1 only produced;"))
        #expect(map[0].diff.contains("- " + changed.replacingOccurrences(of: "\"reason\":{\"code\":\"", with: "\"reason\":{\"code\":\"x") + "\n+ " + changed + "\n"))
        let report = CorpusReport.text(byKey["good/photo-viewer"]!)
        #expect(report.hasPrefix("FAIL \(corpus.path("good/photo-viewer")): the output differs from \(corpus.path("good/photo-viewer.explained.txt"))"))
        #expect(report.contains("    -     because waiting for triple to fail\n"))
        #expect(CorpusReport.jsonLine(byKey["good/map"]!).contains("\"explained\":true,"))
        let junit = CorpusJUnit.xml(summary)
        #expect(junit.contains("tests=\"7\" failures=\"2\" errors=\"0\""))
        #expect(junit.contains("-     because waiting for triple to fail"))
    }

    @Test func updateWritesExpectationsWithReasons() throws {
        let corpus = try Self.explainedCorpus()
        defer { corpus.remove() }
        // started empty, and gone stale
        try corpus.add("good/photo-viewer.explained.txt", contents: "")
        try corpus.edit("only/login-form.explained.jsonl", replacing: "\"reason\":{", with: "\"reason\":{\"was\":1,")
        let summary = CorpusRunner(workers: 2, update: true).run(try CorpusDiscovery.discover([corpus.root]))
        #expect(summary.updated == [corpus.path("good/photo-viewer.explained.txt"), corpus.path("only/login-form.explained.jsonl")])
        #expect(summary.line == "5 passed, 0 failed, 2 updated")
        #expect(try corpus.read(corpus.path("good/photo-viewer.explained.txt")) == Self.explained("photo-viewer", .text))
        #expect(try corpus.read(corpus.path("only/login-form.explained.jsonl")) == Self.explained("login-form", .jsonl))
        // the plain ones beside it matched, and are as they were
        #expect(try corpus.read(corpus.path("good/photo-viewer.expected.txt")) == corpus.read(CorpusFixture.examples + "/photo-viewer.expected.txt"))
        let again = CorpusRunner(workers: 2).run(try CorpusDiscovery.discover([corpus.root]))
        #expect(again.line == "7 passed, 0 failed")
    }

    @Test func aBadExpectationWithReasonsIsABadFileWithItsPlaceAndIsNotRewritten() throws {
        let corpus = try Self.explainedCorpus()
        defer { corpus.remove() }
        // a "because" line must be indented under the record it explains
        let text = try Self.explained("photo-viewer", .text)
        let bad = text.replacingOccurrences(of: "\n    because waiting for double to fail", with: "\nbecause waiting for double to fail")
        try corpus.add("good/photo-viewer.explained.txt", contents: bad)
        let badLine = try #require(bad.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("because") }) + 1
        // JSON Lines with reasons must be records too
        try corpus.add("good/map.explained.jsonl", contents: "# map\n{\"t\":0.1,\"kind\":\"touch\",\"touch\":1}\n{\"t\":0.2,\"kind\":\"maybe\"}\n")
        for update in [false, true] {
            let summary = CorpusRunner(workers: 2, update: update).run(try CorpusDiscovery.discover([corpus.root]))
            #expect(summary.line == "5 passed, 0 failed, 2 bad files")
            let byKey = Dictionary(uniqueKeysWithValues: summary.results.map { ($0.corpusCase.key, $0) })
            #expect(byKey["good/photo-viewer"]?.outcome == .bad(FileError(
                file: corpus.path("good/photo-viewer.explained.txt"), location: SourceLocation(line: badLine, column: 1),
                message: "expected a replay record: a time, a kind and an id")))
            #expect(byKey["good/map"]?.outcome == .bad(FileError(
                file: corpus.path("good/map.explained.jsonl"), location: SourceLocation(line: 3, column: 1),
                message: "expected a replay record: a JSON object with \"t\" and a known \"kind\"")))
            #expect(summary.updated.isEmpty)
        }
        #expect(try corpus.read(corpus.path("good/photo-viewer.explained.txt")) == bad)
    }

    @Test func filtersMatchPartsOfNamesOrWholeNamesWithWildcards() {
        let photo = CorpusCase(name: "Examples/photo-viewer", input: .trace("x"), expectations: [])
        #expect(photo.matches("photo"))
        #expect(photo.matches(""))
        #expect(!photo.matches("map"))
        #expect(photo.matches("*/photo-*"))
        #expect(photo.matches("Examples/photo-viewe?"))
        #expect(!photo.matches("photo*"))
        #expect(photo.matches("*"))
    }
}
