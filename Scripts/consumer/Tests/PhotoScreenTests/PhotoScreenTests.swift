import ControlModel
import GestureModel
import PhotoScreen
import Testing

@Test func aTapWaitsForTheDoubleTapToFail() {
    let screen = PhotoScreen()
    screen.window.tap(at: Point(x: 100, y: 200))  // down and up, 50 ms apart
    screen.clock.advance(by: .milliseconds(349))
    #expect(screen.log == [])
    screen.clock.advance(by: .milliseconds(1))
    #expect(screen.log == ["toggle chrome"])
}

@Test func aDoubleTapZoomsAndNothingElse() {
    let screen = PhotoScreen()
    screen.window.doubleTap(at: Point(x: 100, y: 200))
    screen.clock.advance(by: .seconds(1))
    #expect(screen.log == ["zoom"])
}

@Test func tappingTheButtonLikesWithoutTogglingTheChrome() {
    let screen = PhotoScreen()
    screen.window.tap(at: Point(x: 320, y: 140))
    #expect(screen.log == [])  // the button's touch-up waits for the photo's double tap to fail
    screen.clock.advance(by: .seconds(1))
    #expect(screen.log == ["like"])
}
