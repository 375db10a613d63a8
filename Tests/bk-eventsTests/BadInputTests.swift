import Foundation
import Testing

/// Every class of bad input exits 65 with `FILE:LINE:COLUMN: error:` and never crashes
/// (File formats, The command line).
@Suite("bad input is reported with its place")
struct BadInputTests {
    static let scene = """
        {"scene": 1, "window": {"width": 320, "height": 480},
         "views": [{"id": "card", "frame": [0, 0, 320, 480],
                    "recognizers": [{"id": "tap", "type": "tap", "handlers": [{"id": "h", "delay": 1}]}],
                    "children": [{"id": "go", "type": "button", "frame": [10, 10, 50, 50]}]}]}
        """

    static let header = "{\"trace\": 1, \"scene\": \"scene.json\"}\n"
    static let down = "{\"t\": 0, \"touch\": 1, \"phase\": \"began\", \"x\": 100, \"y\": 100}\n"

    /// Replays `trace` (after the header) and returns the result.
    static func replay(_ trace: String, scene: String = scene, header: String = header) throws -> CommandRunner.Result {
        let directory = try CommandRunner.temporaryDirectory()
        try CommandRunner.write(scene, to: directory + "/scene.json")
        try CommandRunner.write(header + trace, to: directory + "/trace.jsonl")
        return try CommandRunner.run(["replay", "trace.jsonl", "--format", "jsonl"], in: directory)
    }

    static let traceCases: [(name: String, trace: String, place: String)] = [
        ("not JSON", "{\"t\": 0, \"touch\": 1,\n", "trace.jsonl:2:"),
        ("unknown key", "{\"t\": 0, \"touch\": 1, \"phase\": \"began\", \"x\": 1, \"y\": 1, \"z\": 3}\n", "trace.jsonl:2:56:"),
        ("wrong type", "{\"t\": \"soon\", \"touch\": 1, \"phase\": \"began\", \"x\": 1, \"y\": 1}\n", "trace.jsonl:2:7:"),
        ("time going back", BadInputTests.down + "{\"t\": -1, \"do\": \"idle\"}\n", "trace.jsonl:3:7:"),
        ("time going back between samples", "{\"t\": 1, \"touch\": 1, \"phase\": \"began\", \"x\": 1, \"y\": 1}\n{\"t\": 0.5, \"touch\": 1, \"phase\": \"ended\", \"x\": 1, \"y\": 1}\n", "trace.jsonl:3:7:"),
        ("move before begin", "{\"t\": 0, \"touch\": 7, \"phase\": \"moved\", \"x\": 1, \"y\": 1}\n", "trace.jsonl:2:19:"),
        ("reused touch id", BadInputTests.down + "{\"t\": 0.1, \"touch\": 1, \"phase\": \"began\", \"x\": 1, \"y\": 1}\n", "trace.jsonl:3:21:"),
        ("ended twice", BadInputTests.down + "{\"t\": 0.1, \"touch\": 1, \"phase\": \"ended\", \"x\": 1, \"y\": 1}\n{\"t\": 0.2, \"touch\": 1, \"phase\": \"ended\", \"x\": 1, \"y\": 1}\n", "trace.jsonl:4:21:"),
        ("unknown id", "{\"t\": 0, \"do\": \"cancelHandlers\", \"target\": \"nobody\"}\n", "trace.jsonl:2:44:"),
        ("wrong target kind", "{\"t\": 0, \"do\": \"sendActions\", \"target\": \"tap\", \"events\": [\"touchDown\"]}\n", "trace.jsonl:2:"),
        ("unknown event", "{\"t\": 0, \"do\": \"sendActions\", \"target\": \"go\", \"events\": [\"touchSideways\"]}\n", "trace.jsonl:2:"),
        ("unknown command", "{\"t\": 0, \"do\": \"dance\"}\n", "trace.jsonl:2:16:"),
        ("absurd number", "{\"t\": 0, \"touch\": 1, \"phase\": \"began\", \"x\": 1e300, \"y\": 1}\n", "trace.jsonl:2:45:"),
        ("non-finite number", "{\"t\": 0, \"touch\": 1, \"phase\": \"began\", \"x\": 1e999, \"y\": 1}\n", "trace.jsonl:2:45:"),
        ("absurd time", "{\"t\": 1e12, \"do\": \"idle\"}\n", "trace.jsonl:2:7:"),
        ("bad phase", "{\"t\": 0, \"touch\": 1, \"phase\": \"hover\", \"x\": 1, \"y\": 1}\n", "trace.jsonl:2:31:"),
        ("fractional touch id", "{\"t\": 0, \"touch\": 1.5, \"phase\": \"began\", \"x\": 1, \"y\": 1}\n", "trace.jsonl:2:19:"),
        ("header not first", BadInputTests.down + BadInputTests.header, "trace.jsonl:3:"),
        ("a JSON array line", "[1, 2]\n", "trace.jsonl:2:1:"),
    ]

    @Test(arguments: traceCases.indices)
    func badTraceLineExits65WithItsPlace(_ index: Int) throws {
        let (name, trace, place) = Self.traceCases[index]
        let result = try Self.replay(trace)
        #expect(result.status == 65, "\(name): \(result.stderr)")
        #expect(result.stderr.hasPrefix(place), "\(name): \(result.stderr)")
        #expect(result.stderr.contains(": error: "), "\(name)")
    }

    @Test func recordsBeforeTheBadLineStayValid() throws {
        let trace = Self.down + "{\"t\": 0.05, \"touch\": 1, \"phase\": \"ended\", \"x\": 100, \"y\": 100}\n"
            + "{\"t\": 2, \"do\": \"idle\"}\n{\"t\": 1, \"do\": \"idle\"}\n"
        let result = try Self.replay(trace)
        #expect(result.status == 65)
        #expect(result.stdout.contains("\"kind\":\"gesture\",\"id\":\"tap\",\"state\":\"ended\""))
        for line in result.stdout.split(separator: "\n") {
            #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil)
        }
    }

    static let sceneCases: [(name: String, scene: String, place: String)] = [
        ("cycle", """
            {"scene": 1, "window": {"width": 100, "height": 100}, "views": [{"id": "v", "recognizers": [
              {"id": "a", "type": "tap", "requires": ["b"]},
              {"id": "b", "type": "tap", "requires": ["a"]}]}]}
            """, "scene.json:3:43:"),
        ("duplicate id", """
            {"scene": 1, "window": {"width": 100, "height": 100}, "views": [{"id": "v"}, {"id": "v"}]}
            """, "scene.json:1:85:"),
        ("dangling reference", """
            {"scene": 1, "window": {"width": 100, "height": 100}, "views": [{"id": "v", "recognizers": [
              {"id": "a", "type": "tap", "requires": ["ghost"]}]}]}
            """, "scene.json:2:43:"),
        ("negative size", """
            {"scene": 1, "window": {"width": 100, "height": 100}, "views": [{"id": "v", "frame": [0, 0, -5, 10]}]}
            """, "scene.json:1:86:"),
        ("negative delay", """
            {"scene": 1, "window": {"width": 100, "height": 100}, "views": [{"id": "v", "recognizers": [
              {"id": "a", "type": "tap", "handlers": [{"id": "h", "delay": -1}]}]}]}
            """, "scene.json:2:64:"),
        ("unknown key", """
            {"scene": 1, "window": {"width": 100, "height": 100}, "views": [{"id": "v", "colour": "red"}]}
            """, "scene.json:1:77:"),
        ("unknown type", """
            {"scene": 1, "window": {"width": 100, "height": 100}, "views": [{"id": "v", "type": "tables"}]}
            """, "scene.json:1:85:"),
        ("empty file", "", "scene.json:1:1:"),
        ("handler without events", """
            {"scene": 1, "window": {"width": 100, "height": 100}, "views": [{"id": "b", "type": "button", "handlers": [{"id": "h"}]}]}
            """, "scene.json:1:"),
        ("deep nesting", String(repeating: "[", count: 500), "scene.json:1:"),
        ("slider bounds that contradict each other", """
            {"scene": 1, "window": {"width": 100, "height": 100}, "views": [{"id": "s", "type": "slider", "min": 5, "max": 3}]}
            """, "scene.json:1:112:"),
        ("stepper minimum above the default maximum", """
            {"scene": 1, "window": {"width": 100, "height": 100}, "views": [{"id": "s", "type": "stepper", "min": 150}]}
            """, "scene.json:1:103:"),
        ("stepper maximum below the default minimum", """
            {"scene": 1, "window": {"width": 100, "height": 100}, "views": [{"id": "s", "type": "stepper", "max": -5}]}
            """, "scene.json:1:103:"),
        ("a handler's sets naming an unknown view", """
            {"scene": 1, "window": {"width": 100, "height": 100}, "views": [{"id": "b", "type": "button", "handlers": [{"id": "h", "events": ["touchUpInside"], "sets": {"target": "ghost", "enabled": true}}]}]}
            """, "scene.json:1:168:"),
        ("a handler's sets of a property the view lacks", """
            {"scene": 1, "window": {"width": 100, "height": 100}, "views": [{"id": "v"}, {"id": "b", "type": "button", "handlers": [{"id": "h", "events": ["touchUpInside"], "sets": {"target": "v", "enabled": true}}]}]}
            """, "scene.json:1:197:"),
        ("a handler's sets focusing a button", """
            {"scene": 1, "window": {"width": 100, "height": 100}, "views": [{"id": "b", "type": "button", "handlers": [{"id": "h", "events": ["touchUpInside"], "sets": {"target": "b", "focused": true}}]}]}
            """, "scene.json:1:184:"),
    ]

    @Test(arguments: sceneCases.indices)
    func badSceneExits65WithItsPlace(_ index: Int) throws {
        let (name, scene, place) = Self.sceneCases[index]
        let result = try Self.replay("", scene: scene)
        #expect(result.status == 65, "\(name): \(result.stderr)")
        #expect(result.stderr.hasPrefix(place), "\(name): \(result.stderr)")
    }

    /// A scene whose bounds contradict each other names both numbers (and says which is a
    /// default); before, a bound given alone against the other's default trapped on a force
    /// unwrap in the loader.
    @Test func contradictoryBoundsNameBothValues() throws {
        let bothGiven = try Self.replay("", scene: Self.sceneCases[10].scene)
        #expect(bothGiven.stderr.contains("max (3) is below its min (5)"), "\(bothGiven.stderr)")
        let againstDefault = try Self.replay("", scene: Self.sceneCases[11].scene)
        #expect(againstDefault.stderr.contains("min (150) is above its max (100, the default)"), "\(againstDefault.stderr)")
    }

    /// UISlider moves the other bound when one is set across it (UIKit's documentation of
    /// `minimumValue` and `maximumValue`), so a slider given only a minimum above the default
    /// maximum loads.
    @Test func sliderMinimumAboveTheDefaultMaximumLoads() throws {
        let scene = """
            {"scene": 1, "window": {"width": 100, "height": 100}, "views": [{"id": "s", "type": "slider", "min": 5}]}
            """
        let result = try Self.replay("", scene: scene)
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func cycleErrorNamesTheRecognizers() throws {
        let result = try Self.replay("", scene: Self.sceneCases[0].scene)
        #expect(result.stderr.contains("a → b → a") || result.stderr.contains("b → a → b"))
    }

    @Test func emptyTraceWithSceneIsFine() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try CommandRunner.write(Self.scene, to: directory + "/scene.json")
        try CommandRunner.write("", to: directory + "/trace.jsonl")
        let result = try CommandRunner.run(["replay", "trace.jsonl", "--scene", "scene.json"], in: directory)
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
    }

    @Test func fileWithoutTrailingNewlineAndCRLFLinesReplayTheSame() throws {
        let lines: [String] = [String(Self.header.dropLast()), String(Self.down.dropLast()),
                               "{\"t\": 0.05, \"touch\": 1, \"phase\": \"ended\", \"x\": 100, \"y\": 100}"]
        let plain = try Self.replay(lines.joined(separator: "\n") + "\n", header: "")
        let crlf = try Self.replay(lines.joined(separator: "\r\n"), header: "")
        #expect(plain.status == 0)
        #expect(crlf.status == 0, "\(crlf.stderr)")
        #expect(plain.stdout == crlf.stdout)
        #expect(plain.stdout.contains("\"state\":\"ended\""))
    }

    @Test func tenMegabyteLineIsRefusedWithItsLine() throws {
        let long = "{\"t\": 0, \"do\": \"idle\", \"pad\": \"" + String(repeating: "x", count: 10 << 20) + "\"}\n"
        let result = try Self.replay(Self.down + long)
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("trace.jsonl:3:1: error: line is longer than"))
    }

    /// A file that cannot be opened has no line to point at: `FILE: error: …`, exit 65, in
    /// every subcommand and for every kind of input.
    @Test func aMissingFileIsReportedWithoutAPositionAndTheSameStatusEverywhere() throws {
        let missing = "/nonexistent/file"
        let map = "Examples/map.trace.jsonl", taps = "Examples/evemu/atmel-mxt_1f-fast-taps.evemu"
        let split = "Examples/evemu/wacom-isdv4-e6_1f-double-tap.events"
        let calls: [[String]] = [
            ["replay", missing, "--scene", "Examples/map.scene.json"], ["replay", missing],
            ["replay", map, "--scene", missing], ["replay", map, "--expect", missing],
            ["replay", taps, "--scene", missing], ["replay", split, "--desc", missing, "--scene", "Examples/map.scene.json"],
            ["timeline", missing, "-o", "/tmp/never-written.svg"], ["check", missing], ["check", map, "--scene", missing],
            ["import", "evemu", missing, "--width", "100"], ["import", "evemu", taps, "--scene", missing],
            ["import", "evemu", split, "--desc", missing, "--width", "100"],
        ]
        for call in calls {
            let result = try CommandRunner.run(call)
            #expect(result.status == 65, "\(call): \(result.stderr)")
            #expect(result.stderr == "\(missing): error: cannot open: No such file or directory\n", "\(call)")
        }
        let folder = try CommandRunner.run(["check", "Examples"])
        #expect(folder.status == 65)
        #expect(folder.stderr == "Examples: error: is a folder, not a file\n")
    }
}
