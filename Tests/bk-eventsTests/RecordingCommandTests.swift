import Foundation
import Testing

/// `import FORMAT`, `replay` and `check` on the recording examples of every format, through the
/// executable.
@Suite struct RecordingCommandTests {
    /// The examples: recording, scene (beside it) and the format's name.
    static let examples: [(recording: String, scene: String, format: String)] = [
        ("Examples/getevent/galaxys_protoA_open-calendar_drag-2-taps.getevent-lt.txt", "Examples/getevent/galaxys_protoA_open-calendar_drag-2-taps.scene.json", "getevent"),
        ("Examples/evtest/atmel-mxt-touchscreen_5-taps.evtest", "Examples/evtest/atmel-mxt-touchscreen_5-taps.scene.json", "evtest"),
        ("Examples/libinput/atmel-mxt_2f-press-hold-release.yml", "Examples/libinput/atmel-mxt_2f-press-hold-release.scene.json", "libinput"),
        ("Examples/evemu/atmel-mxt_1f-fast-taps.evemu", "Examples/photo-viewer.scene.json", "evemu"),
    ]

    @Test(arguments: examples.map(\.recording))
    func anImportedTraceReplaysAsTheRecordingItself(_ recording: String) throws {
        let example = try #require(Self.examples.first { $0.recording == recording })
        let directory = try CommandRunner.temporaryDirectory()
        let trace = directory + "/imported.trace.jsonl"
        let imported = try CommandRunner.run(["import", example.format, recording, "--scene", example.scene, "-o", trace])
        #expect(imported.status == 0, "\(imported.stderr)")
        let viaTrace = try CommandRunner.run(["replay", trace, "--format", "jsonl"])
        let direct = try CommandRunner.run(["replay", recording, "--scene", example.scene, "--format", "jsonl"])
        #expect(direct.status == 0, "\(direct.stderr)")
        #expect(viaTrace.status == 0, "\(viaTrace.stderr)")
        #expect(!direct.stdout.isEmpty)
        #expect(viaTrace.stdout == direct.stdout)
        // read from standard input, the recording's format is still told from its content
        let piped = try CommandRunner.run(["replay", "-", "--scene", example.scene, "--format", "jsonl"], stdin: try String(contentsOfFile: CommandRunner.packageRoot + "/" + recording, encoding: .utf8))
        #expect(piped.stdout == direct.stdout, "\(piped.stderr)")
    }

    @Test func checkDescribesEachRecording() throws {
        let result = try CommandRunner.run(["check"] + Self.examples.map(\.recording) + ["--width", "1024", "--height", "1024"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
            Examples/getevent/galaxys_protoA_open-calendar_drag-2-taps.getevent-lt.txt: ok (getevent recording, multitouch protocol A, 31 samples, 3 contacts)
            Examples/evtest/atmel-mxt-touchscreen_5-taps.evtest: ok (evtest recording, multitouch protocol B, 15 samples, 5 contacts)
            Examples/libinput/atmel-mxt_2f-press-hold-release.yml: ok (libinput recording, multitouch protocol B, 18 samples, 2 contacts)
            Examples/evemu/atmel-mxt_1f-fast-taps.evemu: ok (evemu recording, multitouch protocol B, 18 samples, 9 contacts)

            """)
    }

    @Test func aFormatThatIsNotTheContentsIsAnError() throws {
        let result = try CommandRunner.run(["import", "evemu", "Examples/getevent/galaxys_protoA_1f-tap.getevent-lt.txt", "--width", "100"])
        #expect(result.status == 65)
        #expect(result.stderr == "Examples/getevent/galaxys_protoA_1f-tap.getevent-lt.txt:1:1: error: this looks like a getevent recording, not evemu (bk-events import getevent)\n")
    }

    @Test func aLogWithoutRangesNeedsAWindowInItsUnits() throws {
        let recording = "Examples/getevent/galaxys_protoA_1f-tap.getevent-lt.txt"
        let widthOnly = try CommandRunner.run(["import", "getevent", recording, "--width", "1024"])
        #expect(widthOnly.status == 65)
        #expect(widthOnly.stderr.contains("--width and --height to take its coordinates as window points"))
        let both = try CommandRunner.run(["import", "getevent", recording, "--width", "1024", "--height", "1024"])
        #expect(both.status == 0)
        #expect(both.stdout.contains(#"{"t":0.000000,"touch":1,"phase":"began","x":531.0,"y":761.0}"#))
        // a listing gives the ranges: the vivo tablet's touchscreen, 0…20639 × 0…30959 (a
        // protocol-B device, as is the paint session's phone)
        let listing = "Examples/getevent/vivo-tablet_device-list.getevent-lp.txt"
        let listed = try CommandRunner.run(["import", "getevent", "Examples/getevent/phone_protoB_paint-session.getevent-lt.txt", "--desc", listing, "--width", "1000"])
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stdout.contains("window 1000.0 x 1500.024 pt"))
        // the Galaxy S's protocol-A taps read with that listing (slots): an error, not one merged contact
        let mismatched = try CommandRunner.run(["import", "getevent", recording, "--desc", listing, "--width", "1000"])
        #expect(mismatched.status == 65)
        #expect(mismatched.stderr.hasPrefix(recording + ":6:6: error: SYN_MT_REPORT (multitouch protocol A) in a recording read as protocol B"), "\(mismatched.stderr)")
    }

    /// Replaying a recording without --scene is a usage error; when the scene `bk-events test`
    /// would pair with it is beside it, the message names that file.
    @Test func aRecordingWithoutSceneNamesTheSceneBesideIt() throws {
        let recording = "Examples/getevent/galaxys_protoA_open-calendar_drag-2-taps.getevent-lt.txt"
        let result = try CommandRunner.run(["replay", recording])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: \(recording): a recording names no scene: pass --scene (its window also gives the scale, unless --width is given); Examples/getevent/galaxys_protoA_open-calendar_drag-2-taps.scene.json is beside it\n"), "\(result.stderr)")
        let alone = try CommandRunner.run(["replay", "Examples/getevent/galaxys_protoA_1f-tap.getevent-lt.txt"])
        #expect(alone.status == 64)
        #expect(!alone.stderr.contains("beside"), "\(alone.stderr)")
    }

    /// The recording options given for a trace are a usage error naming the option, not
    /// ignored: a trace takes its window from its scene.
    @Test(arguments: [["--desc", "Examples/evemu/n4.desc"], ["--device", "/dev/input/event2"], ["--width", "100"], ["--height", "100"]])
    func recordingOptionsForATraceAreAUsageError(option: [String]) throws {
        for command in ["replay", "timeline"] {
            let output = command == "timeline" ? ["-o", "-"] : []
            let result = try CommandRunner.run([command, "Examples/photo-viewer.trace.jsonl"] + output + option)
            #expect(result.status == 64, "\(command) \(option): \(result.stderr)")
            #expect(result.stderr.hasPrefix("Error: \(option[0]) applies to recordings, and 'Examples/photo-viewer.trace.jsonl' is a trace"), "\(result.stderr)")
        }
    }

    @Test func aDeviceOfAMultiDeviceLogIsChosenByNodeOrName() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let log = directory + "/two.txt"
        try CommandRunner.write("""
            [ 1.000000] /dev/input/event1: 0003 0035 00000010
            [ 1.000000] /dev/input/event1: 0003 0036 00000020
            [ 1.000000] /dev/input/event1: 0000 0002 00000000
            [ 1.000000] /dev/input/event1: 0000 0000 00000000
            [ 1.000100] /dev/input/event2: 0003 0035 00000030
            [ 1.000100] /dev/input/event2: 0003 0036 00000040
            [ 1.000100] /dev/input/event2: 0000 0002 00000000
            [ 1.000100] /dev/input/event2: 0000 0000 00000000

            """, to: log)
        let first = try CommandRunner.run(["import", "getevent", log, "--width", "100", "--height", "100"])
        #expect(first.stdout.contains(#""x":16.0,"y":32.0"#))
        let second = try CommandRunner.run(["import", "getevent", log, "--width", "100", "--height", "100", "--device", "/dev/input/event2"])
        #expect(second.stdout.contains(#""x":48.0,"y":64.0"#) && !second.stdout.contains(#""x":16.0"#))
    }

    @Test func helpListsEveryFormat() throws {
        let help = try CommandRunner.run(["help", "import"])
        for format in ["evemu", "evtest", "getevent", "libinput"] { #expect(help.stdout.contains("  \(format) "), "\(format)") }
    }
}
