import Foundation
import Testing

/// A replay that stops early — at `--until`, or before a bad line — reports nothing after its
/// stop: tearing the scene down is silent, and never crashes.
@Suite("a replay that stops reports nothing after it")
struct TeardownTests {
    /// A double-tap convenience on a card holds back the touch-ends of a button on it until the
    /// double tap fails (0.35 s after the touch); a single tap waits for the double to fail.
    static let scene = """
        {"scene": 1, "window": {"width": 400, "height": 400}, "views": [
          {"id": "card", "frame": [0, 0, 400, 400],
           "whenTapped": [{"id": "zoomed", "taps": 2}, {"id": "opened"}],
           "children": [{"id": "go", "type": "button", "frame": [10, 10, 100, 100]}]}]}
        """

    static func replay(_ trace: String, _ options: [String] = []) throws -> CommandRunner.Result {
        let directory = try CommandRunner.temporaryDirectory()
        try CommandRunner.write(scene, to: directory + "/scene.json")
        try CommandRunner.write("{\"trace\": 1, \"scene\": \"scene.json\"}\n" + trace, to: directory + "/trace.jsonl")
        return try CommandRunner.run(["replay", "trace.jsonl"] + options, in: directory)
    }

    static func tap(x: Int, y: Int) -> String {
        "{\"t\": 0, \"touch\": 1, \"phase\": \"began\", \"x\": \(x), \"y\": \(y)}\n{\"t\": 0.05, \"touch\": 1, \"phase\": \"ended\", \"x\": \(x), \"y\": \(y)}\n"
    }

    static let badLine = "{\"t\": 0.1, \"touch\": 1, \"phase\": \"moved\", \"x\": 50, \"y\": 50}\n"

    /// Tearing the scene down released the held touch-end to the button, which printed a
    /// touchUpInside and primaryActionTriggered at the stop time that never happened.
    @Test func aButtonsHeldTouchEndIsNotReleasedByTheTeardown() throws {
        let stopped = try Self.replay(Self.tap(x: 50, y: 50), ["--until", "0.1"])
        #expect(stopped.status == 0, "\(stopped.stderr)")
        #expect(stopped.stdout == "0.000    control   go touchDown\n0.050    gesture   card.tap1x1 failed\n")
        let bad = try Self.replay(Self.tap(x: 50, y: 50) + Self.badLine)
        #expect(bad.status == 65)
        #expect(bad.stdout == "0.000    control   go touchDown\n0.050    gesture   card.tap1x1 failed\n")
        #expect(bad.stderr == "trace.jsonl:4:21: error: touch 1 moved before it began (or after it ended)\n")
        // run to its end, the release comes when the double tap fails
        let whole = try Self.replay(Self.tap(x: 50, y: 50))
        #expect(whole.stdout.contains("0.400    control   go touchUpInside\n"))
    }

    /// Tearing the scene down released the single tap waiting for the double, whose handler
    /// then ran on a scene being deallocated: the program aborted (exit 134) instead of
    /// ending, or of printing the bad line's error.
    @Test func aConvenienceWaitingForAnotherDoesNotRunWhileTheSceneGoes() throws {
        let stopped = try Self.replay(Self.tap(x: 300, y: 300), ["--until", "0.1"])
        #expect(stopped.status == 0, "\(stopped.stderr)")
        #expect(stopped.stdout.isEmpty, "\(stopped.stdout)")
        let bad = try Self.replay(Self.tap(x: 300, y: 300) + Self.badLine)
        #expect(bad.status == 65)
        #expect(bad.stdout.isEmpty)
        #expect(bad.stderr == "trace.jsonl:4:21: error: touch 1 moved before it began (or after it ended)\n")
        let whole = try Self.replay(Self.tap(x: 300, y: 300))
        #expect(whole.stdout.hasSuffix("0.400    handler   opened of card.tap1x1 ended at (300.0, 300.0)\n"))
    }
}
