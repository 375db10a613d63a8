import Foundation
import Testing

/// What an import changed or left out is said on standard error, by `import`, `replay` and
/// `check` alike, and those three give the same answer for one recording (issue 32).
@Suite struct RecordingWarningTests {
    /// The Galaxy S tap (raw x 531, y 761, no axis ranges) in a phone's window: taken as window
    /// points, the tap is past the window's right edge.
    static let tap = "Examples/getevent/galaxys_protoA_1f-tap.getevent-lt.txt"
    static let clamped = "Examples/getevent/galaxys_protoA_1f-tap.getevent-lt.txt:1:6: warning: 1 position was outside the window and put at its edge (the first is here): the recording has no axis ranges, so its raw coordinates are taken as window points\n"

    /// A scene of `width` × `height` with nothing in it.
    static func scene(width: Int, height: Int) throws -> String {
        let path = try CommandRunner.temporaryDirectory() + "/phone.scene.json"
        try CommandRunner.write(#"{"scene": 1, "window": {"width": \#(width), "height": \#(height)}, "views": []}"#, to: path)
        return path
    }

    @Test func positionsPutAtTheWindowsEdgeAreCountedOnStandardError() throws {
        let scene = try Self.scene(width: 390, height: 844)
        let replay = try CommandRunner.run(["replay", Self.tap, "--scene", scene])
        #expect(replay.status == 0)
        #expect(replay.stderr == Self.clamped)
        let imported = try CommandRunner.run(["import", "getevent", Self.tap, "--width", "390", "--height", "844"])
        #expect(imported.status == 0)
        #expect(imported.stderr == Self.clamped)
        // in a window large enough, nothing is said
        let large = try CommandRunner.run(["import", "getevent", Self.tap, "--width", "1000", "--height", "1000"])
        #expect(large.status == 0 && large.stderr.isEmpty, "\(large.stderr)")
    }

    @Test func checkAndReplayGiveTheSameAnswer() throws {
        let scene = try Self.scene(width: 390, height: 844)
        // with the scene's window, check accepts what replay accepts, and says the same
        let check = try CommandRunner.run(["check", Self.tap, "--scene", scene])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout == "\(Self.tap): ok (getevent recording, multitouch protocol A, 2 samples, 1 contacts)\n")
        #expect(check.stderr == Self.clamped)
        // without a window in the log's units, both refuse
        let refused = try CommandRunner.run(["check", Self.tap])
        #expect(refused.status == 65)
        let noScene = try CommandRunner.run(["replay", Self.tap, "--width", "390"])
        #expect(noScene.status == 64)
    }

    @Test func aRecordingCutInItsLastLineIsImportedWithAWarning() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let path = directory + "/cut.getevent.txt"
        let whole = try String(contentsOfFile: CommandRunner.packageRoot + "/" + Self.tap, encoding: .utf8)
        try CommandRunner.write(whole + "[    1193.700000] EV_ABS       ABS_MT_POSI", to: path)
        let result = try CommandRunner.run(["import", "getevent", path, "--width", "1000", "--height", "1000"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "\(path):10:1: warning: the recording ends in the middle of this line (was the recorder stopped?): imported up to the last whole frame\n")
        #expect(result.stdout.split(separator: "\n").count == 4)
    }
}
