import Foundation
import Testing

/// `bk-events analyze`: the gesture maps checked into docs/analyze stay what the command
/// prints, the JSON Lines form parses back, and the exit statuses follow the conventions.
@Suite("analyze")
struct AnalyzeCommandTests {
    static let names = ["photo-viewer", "settings", "mail-list", "map", "login-form", "feed", "carousel", "fling", "sign-in", "photo-grid", "swipe-delete"]

    static func golden(_ file: String) throws -> String {
        try String(contentsOfFile: CommandRunner.packageRoot + "/docs/analyze/" + file, encoding: .utf8)
    }

    @Test(arguments: names)
    func theCheckedInMapOfEachExampleIsWhatAnalyzePrints(_ name: String) throws {
        let result = try CommandRunner.run(["analyze", "Examples/\(name).scene.json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == (try Self.golden("\(name).txt")), "stale: run Scripts/gesture-maps.sh")
    }

    @Test func theCheckedInPageIsWhatAnalyzeWrites() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(["analyze", "Examples/photo-viewer.scene.json", "--format", "html", "-o", directory + "/map.html"])
        #expect(result.status == 0 && result.stdout.isEmpty, "\(result.stderr)")
        let page = try String(contentsOfFile: directory + "/map.html", encoding: .utf8)
        #expect(page == (try Self.golden("photo-viewer.html")), "stale: run Scripts/gesture-maps.sh")
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(!page.contains("<script") && !page.contains("href"))
        // the single tap's wait stands out: a long-latency badge and a 70 px bar
        #expect(page.contains("<span class=\"latency long\">350 ms</span> <span class=\"bar\" style=\"width: 70px\"></span>toggleChrome"))
    }

    @Test func theMapOfTheArticleIsThePhotoViewers() throws {
        let article = try String(
            contentsOfFile: CommandRunner.packageRoot + "/Sources/GestureMaps/GestureMaps.docc/TheGestureMapOfAScene.md", encoding: .utf8)
        let map = try Self.golden("photo-viewer.txt")
        // the article quotes the map's first block
        let block = map.components(separatedBy: "\n\n")[1]
        #expect(article.contains("```text\n" + block + "\n```"))
    }

    @Test func jsonLinesParseBackAndSayWhatTheTextSays() throws {
        let result = try CommandRunner.run(["analyze", "Examples/photo-viewer.scene.json", "--format", "jsonl"])
        #expect(result.status == 0, "\(result.stderr)")
        let objects = try result.stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(objects.map { $0["kind"] as? String ?? "" } == ["scene", "view"] + Array(repeating: "probe", count: 11) + ["view"]
            + Array(repeating: "probe", count: 11) + ["unreached"])
        #expect(objects[0]["window"] as? [Int] == [390, 844])
        let tap = try #require(objects.first { $0["view"] as? String == "photo" && $0["probe"] as? String == "tap" })
        let handler = try #require((tap["handlers"] as? [[String: Any]])?.first)
        #expect(handler["id"] as? String == "toggleChrome" && handler["of"] as? String == "single")
        #expect(handler["latency"] as? Double == 0.35 && handler["after"] as? String == "ended")
        let cause = try #require((handler["causes"] as? [[String: Any]])?.first)
        #expect(cause["code"] as? String == "waitsForFailure" && cause["recognizer"] as? String == "double")
        #expect(cause["seconds"] as? Double == 0.35)
        let like = try #require(objects.first { $0["view"] as? String == "like" && $0["kind"] as? String == "view" })
        #expect(like["type"] as? String == "button" && like["in"] as? [String] == ["photo"])
        // the like button's touch-up, held by the photo's double tap
        let likeTap = try #require(objects.first { $0["view"] as? String == "like" && $0["probe"] as? String == "tap" })
        let held = try #require(((likeTap["handlers"] as? [[String: Any]])?.first?["causes"] as? [[String: Any]])?.first)
        #expect(held["code"] as? String == "touchesHeld" && held["phase"] as? String == "ended" && held["recognizer"] as? String == "double")
        #expect(held["rule"] as? String == "delaysTouchesEnded" && held["seconds"] as? Double == 0.35 && held["state"] as? String == "failed")
        let swipe = try #require(objects.first { $0["view"] as? String == "like" && $0["probe"] as? String == "swipe" && $0["direction"] as? String == "up" })
        #expect(swipe["probe"] as? String == "swipe")
        let events = try #require(((swipe["controls"] as? [[String: Any]])?.first?["events"]) as? [[String: Any]])
        #expect(events.first?["event"] as? String == "touchDown" && events.first?["count"] as? Int == 1)
        #expect(objects.last?["recognizers"] as? [String] == [] && objects.last?["handlers"] as? [String] == [])
    }

    /// A text field's and an alert's typing probes are `typingProbe` lines, under the view or
    /// the alert, with what the key ran, the field's events, the actions it tapped and the fields
    /// it focused.
    @Test func typingProbesInJSON() throws {
        let result = try CommandRunner.run(["analyze", "Examples/sign-in.scene.json", "--format", "jsonl"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").filter { $0.contains(#""kind":"typingProbe""#) }
        #expect(lines.first == #"{"kind":"typingProbe","view":"email","probe":"type","text":"a","handlers":["emailEdited"],"events":["editingChanged"],"taps":[],"presents":[],"focuses":[]}"#)
        // return runs emailNext, which focuses the password field
        #expect(lines.contains(#"{"kind":"typingProbe","view":"email","probe":"return","handlers":["emailNext"],"events":["editingDidEndOnExit","editingDidEnd"],"taps":[],"presents":[],"focuses":["password"]}"#))
        #expect(lines.contains(#"{"kind":"typingProbe","view":"code","probe":"type","text":"0","handlers":[],"events":["editingChanged"],"taps":[],"presents":[],"focuses":[]}"#))
        // return taps Send link, whose handler runs once the alert is gone
        #expect(lines.last == #"{"kind":"typingProbe","alert":"resetPassword","field":"resetEmail","probe":"return","handlers":["sendLink"],"events":["editingDidEndOnExit","editingDidEnd"],"taps":["Send link"],"presents":[],"focuses":[]}"#)
        #expect(lines.count == 8)
        for line in lines { #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil) }
    }

    /// The grid's first item: 120 pt items three to a 390 pt line, justified 15 pt apart, in a
    /// grid at y 100: its middle is (60, 160). Its tap selects it and runs `open`.
    @Test func listProbesInJSON() throws {
        let result = try CommandRunner.run(["analyze", "Examples/photo-grid.scene.json", "--format", "jsonl"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").filter { $0.contains(#""kind":"listProbe""#) }
        #expect(lines.first == #"{"kind":"listProbe","view":"grid","probe":"tap","item":[0,0],"x":60.0,"y":160.0,"events":["didHighlight","didUnhighlight","willSelect","didSelect"],"actions":[],"handlers":["open"]}"#)
        for line in lines { #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil) }
    }

    @Test func aSceneFromStandardInputAndUnhitViewsInJSON() throws {
        let scene = #"""
            {"scene": 1, "window": {"width": 100, "height": 100},
             "views": [{"id": "a", "frame": [0, 0, 100, 100], "recognizers": [{"id": "t", "type": "tap"}]},
                       {"id": "b", "frame": [0, 0, 100, 100], "hidden": true}]}
            """#
        let result = try CommandRunner.run(["analyze", "-", "--format", "jsonl"], stdin: scene)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#"{"kind":"view","view":"b","type":"view","in":[],"missed":{"code":"hidden","view":"b"}}"#))
        #expect(result.stdout.hasSuffix(#"{"kind":"unreached","recognizers":[],"handlers":[]}"# + "\n"))
        let text = try CommandRunner.run(["analyze", "-"], stdin: scene)
        #expect(text.stdout.contains("\nb (view) not probed: hidden (b is hidden)\n"))
    }

    @Test func exitStatuses() throws {
        let directory = try CommandRunner.temporaryDirectory()
        // usage: 64
        for words in [["analyze"], ["analyze", "Examples/map.scene.json", "--format", "svg"], ["analyze", "a.json", "b.json"],
                      ["analyze", "Examples/map.scene.json", "--bogus"],
                      ["analyze", "Examples/map.scene.json", "-o", "Examples/map.scene.json"]] {
            let result = try CommandRunner.run(words)
            #expect(result.status == 64, "\(words)")
            #expect(result.stderr.hasPrefix("Error: "), "\(words)")
            #expect(result.stderr.contains("Usage: bk-events analyze <scene>"), "\(words)")
        }
        // bad scene: 65 with FILE:LINE:COLUMN
        try CommandRunner.write("{\"scene\": 1,\n \"window\": {\"width\": 390},\n \"views\": []}\n", to: directory + "/bad.scene.json")
        let bad = try CommandRunner.run(["analyze", directory + "/bad.scene.json", "-o", directory + "/out.txt"])
        #expect(bad.status == 65)
        #expect(bad.stderr.hasPrefix(directory + "/bad.scene.json:2:"))
        #expect(!FileManager.default.fileExists(atPath: directory + "/out.txt"))
        let missing = try CommandRunner.run(["analyze", directory + "/none.scene.json"])
        #expect(missing.status == 65 && missing.stderr.hasPrefix(directory + "/none.scene.json: error: "))
        // unwritable output: 74
        let folder = try CommandRunner.run(["analyze", "Examples/map.scene.json", "-o", directory + "/no/such/folder/map.txt"])
        #expect(folder.status == 74 && folder.stderr.contains("cannot write"))
        if FileManager.default.fileExists(atPath: "/dev/full") {
            let full = try CommandRunner.run(["analyze", "Examples/map.scene.json"], stdoutPath: "/dev/full")
            #expect(full.status == 74)
        }
        // -o - is standard output
        let dash = try CommandRunner.run(["analyze", "Examples/map.scene.json", "-o", "-"])
        let map = try Self.golden("map.txt")
        #expect(dash.status == 0 && dash.stdout == map)
    }
}
