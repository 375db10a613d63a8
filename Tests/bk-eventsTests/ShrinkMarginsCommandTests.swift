import Foundation
import Testing

/// `bk-events shrink` and `bk-events margins` as a user runs them, on the shipped Examples.
@Suite struct ShrinkMarginsCommandTests {
    static let calendar = "Examples/getevent/galaxys_protoA_open-calendar_drag-2-taps"
    static let paint = "Examples/getevent/phone_protoB_paint-session.getevent-lt.txt"

    @Test func aRealRecordingShrinksToAValidTraceWithTheSameVerdict() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let output = directory + "/swipe.trace.jsonl"
        let result = try CommandRunner.run([
            "shrink", Self.paint, "--scene", Self.calendar + ".scene.json", "--keep", #"{"kind":"handler","id":"showOtherMonth"}"#, "-o", output,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("shrink: touches: "))
        #expect(result.stderr.contains("shrink: 924 → 3 lines, 34 → 1 touches,"))
        let check = try CommandRunner.run(["check", output])
        #expect(check.status == 0, "\(check.stderr)")
        let replay = try CommandRunner.run(["replay", output, "--format", "jsonl"])
        #expect(replay.stdout.contains(#""kind":"handler","id":"showOtherMonth""#))
        // deterministic
        let again = try CommandRunner.run([
            "shrink", Self.paint, "--scene", Self.calendar + ".scene.json", "--keep", #"{"kind":"handler","id":"showOtherMonth"}"#,
        ])
        #expect(again.stdout.split(separator: "\n").dropFirst() == (try String(contentsOfFile: output, encoding: .utf8)).split(separator: "\n").dropFirst())
        #expect(again.stderr == result.stderr)
    }

    @Test func shrinkRefusesWhatItCannotDo() throws {
        let both = try CommandRunner.run(["shrink", "Examples/photo-viewer.trace.jsonl", "--keep", "{}", "--expect", "Examples/photo-viewer.expected.jsonl"])
        #expect(both.status == 64)
        let neither = try CommandRunner.run(["shrink", "Examples/photo-viewer.trace.jsonl"])
        #expect(neither.status == 64)
        let badPattern = try CommandRunner.run(["shrink", "Examples/photo-viewer.trace.jsonl", "--keep", "[1"])
        #expect(badPattern.status == 64)
        let absent = try CommandRunner.run(["shrink", "Examples/photo-viewer.trace.jsonl", "--keep", #"{"id":"nothing"}"#])
        #expect(absent.status == 65)
        #expect(absent.stderr.contains("no record of the replay matches"))
        let passing = try CommandRunner.run(["shrink", "Examples/photo-viewer.trace.jsonl", "--expect", "Examples/photo-viewer.expected.jsonl"])
        #expect(passing.status == 65)
        #expect(passing.stderr.contains("passes its expectation"))
    }

    @Test func marginsListsTightestFirstAndFlagsFragileDecisions() throws {
        let result = try CommandRunner.run(["margins", Self.paint, "--scene", Self.calendar + ".scene.json"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("7.127  changeMonth ended  swipeDistance: 50 pt ≥ 50 pt, 0 pt to spare (else not yet)\n"))
        let fragile = try CommandRunner.run(["margins", Self.paint, "--scene", Self.calendar + ".scene.json", "--fragile", "2pt,20ms", "--format", "jsonl"])
        #expect(fragile.status == 1)
        #expect(fragile.stdout.contains(#""spare":0,"flip":"not yet","fragile":true}"#))
        #expect(fragile.stderr.contains("5 decisions are within 2 pt or 20 ms of flipping"))
        let solid = try CommandRunner.run(["margins", "Examples/photo-viewer.trace.jsonl", "--fragile", "2pt,20ms"])
        #expect(solid.status == 0)
        let bad = try CommandRunner.run(["margins", "Examples/photo-viewer.trace.jsonl", "--fragile", "2pt"])
        #expect(bad.status == 64)
    }

    @Test func theSweepReportsTheDecisionsThatChanged() throws {
        let result = try CommandRunner.run([
            "margins", Self.paint, "--scene", Self.calendar + ".scene.json", "--sweep", "position=±2pt", "--format", "jsonl",
        ])
        #expect(result.status == 0)
        // the swipe that lifted 1 pt short of its 50 flips; a swipe that went exactly 50 pt only
        // recognizes a move later (its flip is "not yet"), which changes no outcome
        #expect(result.stdout.contains(#"{"sweep":"changed","id":"changeMonth","ordinal":9,"t":16.359772,"decision":"failed","rule":"liftedBeforeMoving","spare":1,"instead":["ended"]"#))
    }
}
