import Foundation
import Testing

/// The bounds that keep a replay from running forever never cut it silently: each cut comes
/// with a warning naming its real cause, with or without `--until`, and a valid trace is never
/// rejected for them. Long handler delays are kept.
@Suite("drain limits")
struct DrainLimitTests {
    /// A tap whose handler runs 100 s later, and a stepper whose autorepeat runs while held.
    static let scene = """
        {"scene": 1, "window": {"width": 400, "height": 400}, "views": [
          {"id": "v", "frame": [0, 0, 400, 300], "recognizers": [
            {"id": "tap", "type": "tap", "handlers": [{"id": "late", "delay": 100}]}]},
          {"id": "s", "type": "stepper", "frame": [200, 300, 100, 40]}]}
        """
    static let header = "{\"trace\": 1, \"scene\": \"scene.json\"}\n"
    static let tap = "{\"t\": 0, \"touch\": 1, \"phase\": \"began\", \"x\": 50, \"y\": 50}\n{\"t\": 0.05, \"touch\": 1, \"phase\": \"ended\", \"x\": 50, \"y\": 50}\n"
    static let holdStepper = "{\"t\": 0, \"touch\": 1, \"phase\": \"began\", \"x\": 250, \"y\": 320}\n"

    static func replay(_ trace: String, _ options: [String] = []) throws -> CommandRunner.Result {
        let directory = try CommandRunner.temporaryDirectory()
        try CommandRunner.write(scene, to: directory + "/scene.json")
        try CommandRunner.write(header + trace, to: directory + "/trace.jsonl")
        return try CommandRunner.run(["replay", "trace.jsonl"] + options, in: directory)
    }

    /// A handler 100 s after its action used to be dropped 60 s after the last line, with a
    /// warning blaming a finger still down.
    @Test func aLongHandlerDelayIsKept() throws {
        let result = try Self.replay(Self.tap)
        #expect(result.status == 0)
        #expect(result.stdout == """
            0.050    gesture   tap ended at (50.0, 50.0)
            100.050  handler   late of tap ended at (50.0, 50.0) (scheduled at 0.050)

            """)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    /// A trace ending with a finger down keeps the stepper repeating: the run after the last
    /// line stops 60 s later, and the warning names the touch.
    @Test func aTraceEndingWithAFingerDownStopsAfterTheWindowNamingTheTouch() throws {
        let result = try Self.replay(Self.holdStepper)
        #expect(result.status == 0)
        #expect(result.stderr == """
            warning: the replay stopped 60 s after the last line, at t = 60.000 s, with 1 call(s) pending: touch 1 is still \
            down (a control or recognizer may repeat while it is); use --until to choose the end

            """)
        // the stepper reached its maximum at 7.55 s: its repeats change nothing after that
        #expect(result.stdout.hasSuffix("7.550    control   s primaryActionTriggered\n"), "\(result.stdout.suffix(200))")
    }

    /// `--until` far ahead with a finger held on a repeating stepper used to stop at the
    /// 1,000,000-call bound with exit 0 and no word.
    @Test func untilCutByTheCallBoundWarns() throws {
        let result = try Self.replay(Self.holdStepper, ["--until", "1e9"])
        #expect(result.status == 0)
        #expect(result.stderr == """
            warning: the replay stopped at t = 50002.550 s, before --until 1000000000.000 s: reaching it would run more than \
            1000000 scheduled calls (a timer repeating while a finger is held?)

            """)
    }

    /// A time jump past the bound used to reject a valid trace as bad data (exit 65): the
    /// replay stops before that line with a warning, everything before it written.
    @Test func aJumpPastTheCallBoundStopsWithAWarningInsteadOfRejectingTheTrace() throws {
        let result = try Self.replay(Self.holdStepper + "{\"t\": 1e9, \"touch\": 2, \"phase\": \"began\", \"x\": 50, \"y\": 50}\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == """
            warning: the replay stopped at t = 50002.550 s, before line 3 (t = 1000000000.000 s): reaching it would run more \
            than 1000000 scheduled calls (a timer repeating while a finger is held?); the lines from there on were not replayed

            """)
        #expect(result.stdout.contains("0.500    control   s valueChanged"))
    }
}
