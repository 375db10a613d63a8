import ControlModel
import GestureModel
import PhotoScreen
import SceneFiles
import Testing

@Test func aTapWaitsForTheDoubleTapToFail() throws {
    let screen = PhotoScreen()
    try screen.window.tap(on: screen.photo)  // down and up, 50 ms apart, where the photo is hit
    screen.clock.advance(by: .milliseconds(349))
    #expect(screen.log == [])
    screen.clock.advance(by: .milliseconds(1))
    #expect(screen.log == ["toggle chrome"])
}

@Test func aDoubleTapZoomsAndNothingElse() throws {
    let screen = PhotoScreen()
    try screen.window.doubleTap(on: screen.photo)
    screen.clock.advance(by: .seconds(1))
    #expect(screen.log == ["zoom"])
}

@Test func tappingTheButtonLikesWithoutTogglingTheChrome() throws {
    let screen = PhotoScreen()
    try screen.window.tap(on: screen.like)
    #expect(screen.log == [])  // the button's touch-up waits for the photo's double tap to fail
    screen.clock.advance(by: .seconds(1))
    #expect(screen.log == ["like"])
}

@Test func aSceneLoadedFromATestRecordsTheSwitchItToggles() throws {
    let json = #"{"scene": 1, "window": {"width": 390, "height": 844}, "views": [{"id": "wifi", "type": "switch", "frame": [300, 100, 51, 31], "handlers": [{"id": "wifiChanged", "events": ["valueChanged"]}]}]}"#
    var records: [ReplayRecord] = []
    let scene = try SceneLoader.load(bytes: Array(json.utf8), file: "inline.scene.json") { records.append($0) }
    scene.window.tap(at: Point(x: 320, y: 115))
    #expect(records.contains { RecordFormat.text.line(for: $0).contains("wifiChanged") })
}
