import Foundation
import Testing

/// `bk-events test --fragile DIST,TIME [--fail-fragile]`: goldens that pass by a hair are
/// flagged in every report; the exit status changes only when asked.
@Suite("bk-events test --fragile")
struct TestCommandFragileTests {
    /// photo-viewer's double tap: its second tap landed at (203, 252), 3.606 pt from the first
    /// at (200, 250), of the 45 pt allowed: 41.394 pt to spare, so 42 pt calls it fragile and
    /// 41 pt does not (its other margins are 0.23 s and more, 45 pt and more).
    static let doubleTap = "2.240  double ended  tapMovement: 3.606 pt ≤ 45 pt, 41.394 pt to spare (else failed)"

    @Test func aFragilePassIsFlaggedInTextAndExitsZero() throws {
        let root = try TestCommandTests.corpus()
        let result = try CommandRunner.run(["test", "corpus", "--filter", "photo-viewer", "--fragile", "42pt,20ms"], in: root)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("FRAGILE corpus/photo-viewer: 1 decision passes by a hair\n    \(Self.doubleTap)\nSlowest: "))
        #expect(result.stdout.hasSuffix("\n1 passed (1 fragile), 0 failed\n"))
        let solid = try CommandRunner.run(["test", "corpus", "--filter", "photo-viewer", "--fragile", "41pt,20ms", "--fail-fragile"], in: root)
        #expect(solid.status == 0)
        #expect(!solid.stdout.contains("FRAGILE"))
        #expect(solid.stdout.hasSuffix("\n1 passed, 0 failed\n"))
    }

    @Test func failFragileExitsOne() throws {
        let root = try TestCommandTests.corpus()
        let result = try CommandRunner.run(["test", "corpus", "--filter", "photo-viewer", "--fragile", "42pt,20ms", "--fail-fragile"], in: root)
        #expect(result.status == 1)
        #expect(result.stdout.hasSuffix("\n1 passed (1 fragile), 0 failed\n"))
    }

    @Test func jsonLinesAndJUnitCarryTheFragileDecisions() throws {
        let root = try TestCommandTests.corpus()
        let result = try CommandRunner.run(
            ["test", "corpus", "--filter", "photo-viewer", "--fragile", "42pt,20ms", "--format", "jsonl", "--junit", "report.xml"], in: root)
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first?.hasSuffix(",\"fragile\":[\"\(Self.doubleTap)\"]}") == true)
        #expect(lines.last?.hasSuffix(",\"fragile\":1}}") == true)
        let xml = try String(contentsOfFile: root + "/report.xml", encoding: .utf8)
        #expect(xml.contains("<system-out>fragile: \(Self.doubleTap)</system-out>"))
        #expect(xml.contains("<properties><property name=\"fragile\" value=\"1\"/></properties>"))
        let plain = try CommandRunner.run(["test", "corpus", "--filter", "photo-viewer", "--format", "jsonl"], in: root)
        #expect(!plain.stdout.contains("fragile"))
    }

    @Test func badFragileOptionsExit64() throws {
        let root = try TestCommandTests.corpus()
        for arguments in [["--fragile", "2pt"], ["--fragile", "20ms,2pt,fast"], ["--fail-fragile"]] {
            let result = try CommandRunner.run(["test", "corpus"] + arguments, in: root)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr.contains("fragile"), "\(arguments)")
        }
    }

    /// The articles quote what the commands print on the Examples.
    @Test func theArticlesShowWhatTheCommandsPrint() throws {
        let root = CommandRunner.packageRoot + "/Sources/"
        let article = try String(contentsOfFile: root + "TraceTools/TraceTools.docc/HowFragileIsThisTest.md", encoding: .utf8)
        let corpusArticle = try String(contentsOfFile: root + "CorpusTesting/CorpusTesting.docc/CheckingACorpusOfTraces.md", encoding: .utf8)

        let margins = try CommandRunner.run(["margins", "Examples/photo-viewer.trace.jsonl"])
        #expect(margins.status == 0)
        #expect(article.contains("$ bk-events margins Examples/photo-viewer.trace.jsonl\n" + margins.stdout + "```"))

        let scene = "Examples/getevent/galaxys_protoA_open-calendar_drag-2-taps.scene.json"
        let paint = "Examples/getevent/phone_protoB_paint-session.getevent-lt.txt"
        let fragile = try CommandRunner.run(["margins", paint, "--scene", scene, "--fragile", "2pt,20ms"])
        #expect(fragile.status == 1)
        let head = fragile.stdout.split(separator: "\n").prefix(6).joined(separator: "\n")
        #expect(article.contains("--fragile 2pt,20ms\n" + head + "\n…\n" + fragile.stderr + "```"))
        let sweep = try CommandRunner.run(["margins", paint, "--scene", scene, "--sweep", "time=±20ms,position=±2pt"])
        let changes = sweep.stdout.split(separator: "\n").filter { !($0.first?.isNumber ?? false) }.joined(separator: "\n")
        #expect(article.contains("```\n" + changes + "\n```"))

        let test = try CommandRunner.run(["test", "Examples", "--fragile", "2pt,20ms"])
        #expect(test.status == 0)
        let lines = test.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let flagged = lines.prefix { !$0.hasPrefix("Slowest: ") }.joined(separator: "\n")
        let summary = try #require(lines.last { !$0.isEmpty })
        for text in [article, corpusArticle] {
            #expect(text.contains("$ bk-events test Examples --fragile 2pt,20ms\n" + flagged + "\nSlowest: …\n"))
            #expect(text.contains("threads.\n" + summary + "\n```"))
        }
    }
}
