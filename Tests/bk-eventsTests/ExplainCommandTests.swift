import Foundation
import Testing

/// `bk-events replay --explain`: the reasons checked into docs/explain stay what the command
/// prints, the JSON Lines form parses back, without the flag nothing changes, and an
/// expectation can pin reasons.
@Suite("replay --explain")
struct ExplainCommandTests {
    static let traces = ["photo-viewer", "settings", "mail-list", "map", "login-form", "feed", "carousel", "fling", "sign-in"]

    static func golden(_ file: String) throws -> String {
        try String(contentsOfFile: CommandRunner.packageRoot + "/docs/explain/" + file, encoding: .utf8)
    }

    @Test(arguments: traces)
    func theCheckedInReasonsOfEachExampleAreWhatReplayPrints(_ name: String) throws {
        for (format, suffix) in [("text", "txt"), ("jsonl", "jsonl")] {
            let result = try CommandRunner.run(["replay", "Examples/\(name).trace.jsonl", "--explain", "--format", format])
            #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
            #expect(result.stdout == (try Self.golden("\(name).\(suffix)")), "stale: run Scripts/explain-goldens.sh")
        }
    }

    @Test func theCheckedInReasonsOfARecordingAreWhatReplayPrints() throws {
        let result = try CommandRunner.run([
            "replay", "Examples/libinput/atmel-mxt_2f-press-hold-release.yml", "--scene",
            "Examples/libinput/atmel-mxt_2f-press-hold-release.scene.json", "--explain",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == (try Self.golden("atmel-mxt_2f-press-hold-release.txt")))
        #expect(result.stdout.contains("twoFingerTap failed\n    because excluded by twoFingerHold\n"))
    }

    /// Without --explain the output is what the examples' expectations hold, and with it the
    /// same records come out, reasons and held and released records added.
    @Test(arguments: traces)
    func explainingAddsLinesAndChangesNone(_ name: String) throws {
        let plain = try CommandRunner.run(["replay", "Examples/\(name).trace.jsonl", "--format", "jsonl"])
        let expected = try String(contentsOfFile: CommandRunner.packageRoot + "/Examples/\(name).expected.jsonl", encoding: .utf8)
        #expect(plain.stdout == expected)
        let explained = try CommandRunner.run(["replay", "Examples/\(name).trace.jsonl", "--format", "jsonl", "--explain"])
        let stripped = explained.stdout.split(separator: "\n").compactMap { line -> String? in
            if ["held", "released", "delivery", "touch", "refused"].contains(where: { line.contains("\"kind\":\"\($0)\"") }) { return nil }
            guard let range = line.range(of: ",\"reason\":") else { return String(line) }
            return String(line[..<range.lowerBound]) + "}"
        }
        #expect(stripped.map { $0 + "\n" }.joined() == plain.stdout)
    }

    /// sign-in's submit is disabled until both fields are filled: the tap on it at 1.35 s goes
    /// through to the background, and the touch record says why (worked out from
    /// `UIView.hitTest(_:with:)` and `UIControl.isEnabled`: a disabled control takes no touches).
    @Test func aTapOnTheDisabledSignInButtonSaysItWasSkipped() throws {
        let result = try CommandRunner.run(["replay", "Examples/sign-in.trace.jsonl", "--explain", "--format", "jsonl"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").filter { $0.hasPrefix(#"{"t":1.350000,"#) || $0.hasPrefix(#"{"t":1.410000,"#) }
        #expect(lines.first == #"{"t":1.350000,"kind":"touch","touch":1,"view":"screen","admission":"delivered","recognizers":["dismissKeyboard"],"deferred":[],"refused":[],"skipped":[{"view":"signIn","why":"disabled"}]}"#)
        #expect(!lines.contains { $0.contains(#""id":"signIn""#) })
    }

    @Test func jsonLinesParseBackWithTheirReasons() throws {
        let result = try CommandRunner.run(["replay", "Examples/photo-viewer.trace.jsonl", "--explain", "--format", "jsonl"])
        let objects = try result.stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        let reasons = objects.compactMap { object -> (kind: String, id: String, reason: [String: Any])? in
            guard let reason = object["reason"] as? [String: Any] else { return nil }
            return (object["kind"] as? String ?? "", object["id"] as? String ?? "", reason)
        }
        #expect(reasons.map { "\($0.kind) \($0.id) \($0.reason["code"] as? String ?? "")" } == [
            "held single waitingFor", "gesture double nextTapTooLate", "released single requiredFailed",
            "delivery photo cancelledBy", "held single waitingFor", "delivery photo cancelledBy",
            "delivery photo cancelledBy", "gesture single requiredRecognized", "gesture single controlWins",
            "gesture double nextTapTooLate", "delivery like deliveredLate",
        ])
        #expect(reasons[0].reason["for"] as? [String] == ["double"])
        #expect(reasons[1].reason["limit"] as? Double == 0.35)
        #expect(reasons[3].reason["by"] as? String == "single")
        #expect(reasons[8].reason["control"] as? String == "like")
        let delivery = try #require(objects.first { $0["kind"] as? String == "delivery" })
        #expect(delivery["touch"] as? Int == 1 && delivery["phase"] as? String == "cancelled")
        // the button's ended, held by the double tap until it failed
        let late = try #require(objects.last { $0["kind"] as? String == "delivery" })
        #expect(late["id"] as? String == "like" && late["phase"] as? String == "ended" && late["t"] as? Double == 3.42)
        #expect(reasons[10].reason["by"] as? String == "double" && reasons[10].reason["rule"] as? String == "delaysTouchesEnded")
        #expect(reasons[10].reason["held"] as? Double == 0.35 && reasons[10].reason["state"] as? String == "failed")
    }

    /// A delayed handler's run carries its delay, and its line still parses back.
    @Test func aDelayedHandlersRunSaysItsDelay() throws {
        let result = try CommandRunner.run(["replay", "Examples/login-form.trace.jsonl", "--explain", "--format", "jsonl"])
        let objects = try result.stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        let run = try #require(objects.first { $0["kind"] as? String == "handler" && $0["id"] as? String == "submit" })
        let reason = try #require(run["reason"] as? [String: Any])
        #expect(reason["code"] as? String == "handlerDelay" && reason["delay"] as? Double == 0.3)
        #expect(run["scheduled"] as? Double == 1.07 && run["t"] as? Double == 1.37)
        // a handler that runs at once has no reason, a cancelled call none either
        #expect(objects.filter { $0["kind"] as? String == "handler" && $0["reason"] != nil }.count == 1)
        #expect(objects.contains { $0["kind"] as? String == "cancelled" && $0["reason"] == nil })
        let text = try CommandRunner.run(["replay", "Examples/login-form.trace.jsonl", "--explain"]).stdout
        #expect(text.contains("1.370    handler   submit of signIn touchUpInside (scheduled at 1.070)\n    because registered with a 300 ms delay\n"))
    }

    /// An expectation may hold reasons: a golden file pins why, and a different reason fails.
    @Test func anExpectationPinsReasons() throws {
        let pass = try CommandRunner.run(["replay", "Examples/photo-viewer.trace.jsonl", "--explain", "--expect", "docs/explain/photo-viewer.txt"])
        let golden = try Self.golden("photo-viewer.txt")
        #expect(pass.status == 0 && pass.stdout == golden, "\(pass.stderr)")
        let directory = try CommandRunner.temporaryDirectory()
        let wrong = try Self.golden("photo-viewer.txt").replacingOccurrences(
            of: "because the next tap did not begin within 350 ms", with: "because moved 46 pt > 45 pt")
        try CommandRunner.write(wrong, to: directory + "/wrong.txt")
        let fail = try CommandRunner.run(["replay", "Examples/photo-viewer.trace.jsonl", "--explain", "--expect", directory + "/wrong.txt"])
        #expect(fail.status == 1)
        #expect(fail.stderr.contains("because moved 46 pt > 45 pt"))
    }

    /// An expectation with reasons, checked without --explain, differs from the first reason
    /// on: the report says so and how to compare them (text and JSON Lines). Without reasons
    /// in the expectation, or with --explain, the report says nothing of the kind.
    @Test func anExpectationWithReasonsHintsAtExplain() throws {
        for golden in ["docs/explain/photo-viewer.txt", "docs/explain/photo-viewer.jsonl"] {
            let result = try CommandRunner.run(["replay", "Examples/photo-viewer.trace.jsonl", "--expect", golden])
            #expect(result.status == 1, "\(golden)")
            #expect(result.stderr.contains("The expectation has reasons (the lines 'replay --explain' adds): add --explain"), "\(golden): \(result.stderr)")
        }
        let directory = try CommandRunner.temporaryDirectory()
        // a plain expectation that differs: no hint
        let plain = try String(contentsOfFile: CommandRunner.packageRoot + "/Examples/photo-viewer.expected.txt", encoding: .utf8)
        try CommandRunner.write(plain.replacingOccurrences(of: "zoom", with: "zoomed"), to: directory + "/plain.txt")
        let plainResult = try CommandRunner.run(["replay", "Examples/photo-viewer.trace.jsonl", "--expect", directory + "/plain.txt"])
        #expect(plainResult.status == 1 && !plainResult.stderr.contains("add --explain"), "\(plainResult.stderr)")
        // explained, with a wrong reason: no hint either
        let wrong = try Self.golden("photo-viewer.txt").replacingOccurrences(of: "because required double ended", with: "because disabled")
        try CommandRunner.write(wrong, to: directory + "/wrong.txt")
        let wrongResult = try CommandRunner.run(["replay", "Examples/photo-viewer.trace.jsonl", "--explain", "--expect", directory + "/wrong.txt"])
        #expect(wrongResult.status == 1 && !wrongResult.stderr.contains("add --explain"), "\(wrongResult.stderr)")
        // a reason-only line among extra expected lines at the end: still a hint
        try CommandRunner.write(plain + "9.000    held      single ended\n    because waiting for double to fail\n", to: directory + "/extra.txt")
        let extra = try CommandRunner.run(["replay", "Examples/photo-viewer.trace.jsonl", "--expect", directory + "/extra.txt"])
        #expect(extra.status == 1 && extra.stderr.contains("add --explain"), "\(extra.stderr)")
    }

    /// `check` takes an expectation with reasons as expected output, and still refuses a
    /// "because" line that explains nothing (not indented under a record).
    @Test func checkTakesExpectationsWithReasons() throws {
        let result = try CommandRunner.run(["check", "docs/explain/photo-viewer.txt", "docs/explain/photo-viewer.jsonl"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("docs/explain/photo-viewer.txt: ok (expected output, text"))
        #expect(result.stdout.contains("docs/explain/photo-viewer.jsonl: ok (expected output, JSON Lines"))
        let directory = try CommandRunner.temporaryDirectory()
        try CommandRunner.write("0.560    held      single ended\nbecause waiting for double to fail\n", to: directory + "/bad.txt")
        let bad = try CommandRunner.run(["check", directory + "/bad.txt"])
        #expect(bad.status == 65)
        #expect(bad.stderr.contains("bad.txt:2:1: error: expected a replay record"))
    }

    /// The timeline gives each failure and hold its reason as hover text, and a failure its
    /// code as a label; without --explain it is as before.
    @Test func theTimelineTitlesReasons() throws {
        let explained = try CommandRunner.run(["timeline", "Examples/photo-viewer.trace.jsonl", "--explain", "-o", "-"])
        #expect(explained.status == 0, "\(explained.stderr)")
        #expect(explained.stdout.contains("<title>double failed at 0.910 because the next tap did not begin within 350 ms</title>"))
        #expect(explained.stdout.contains("held from 0.560 to 0.910 because waiting for double to fail</title>"))
        #expect(explained.stdout.contains(">nextTapTooLate</text>"))
        let plain = try CommandRunner.run(["timeline", "Examples/photo-viewer.trace.jsonl", "-o", "-"])
        #expect(!plain.stdout.contains("because"))
        #expect(!plain.stdout.contains("nextTapTooLate"))
    }
}
