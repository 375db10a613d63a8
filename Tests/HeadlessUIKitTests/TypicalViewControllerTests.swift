import Foundation
import HeadlessUIKit
import Testing

/// A typical view controller's gesture and control wiring, written as UIKit code
/// (`Fixture/PhotoSettingsViewController.uikit`), compiled here against HeadlessUIKit
/// (`Fixture/PhotoSettingsViewController.swift`) and driven with gestures aimed at its views.
@MainActor @Suite("A typical view controller, written for UIKit, compiled and driven on Linux")
struct TypicalViewControllerTests {
    private let clock = TestScheduler()
    private let window: UIWindow
    private let controller = PhotoSettingsViewController()

    init() {
        window = UIWindow(width: 390, height: 844, scheduler: clock)
        window.addSubview(controller.view)
    }

    @Test func aDoubleTapZoomsAndASingleTapWaitsForIt() throws {
        try window.doubleTap(on: controller.photoView)
        #expect(controller.events == ["zoom 2.0"])
        try window.tap(on: controller.photoView)
        #expect(controller.events == ["zoom 2.0"], "the single tap waits for the double tap to fail")
        clock.advance(by: .milliseconds(350))
        #expect(controller.events == ["zoom 2.0", "tap"])
    }

    @Test func pinchRotateAndPanMoveThePhoto() throws {
        try window.pinch(on: controller.photoView, scale: 2)
        #expect(controller.zoom > 1.5 && controller.events == ["pinched"])
        try window.rotate(on: controller.photoView, angle: .pi / 4)
        #expect(controller.angle > 0)
        try window.pan(on: controller.photoView, by: CGPoint(x: 100, y: 0), duration: .milliseconds(500))
        #expect(controller.offset.x > 80 && controller.events.last == "panned right")
    }

    @Test func aLongPressOpensTheMenuAndASwipeBelowThePhotoMovesOn() throws {
        try window.longPress(on: controller.photoView)
        #expect(controller.events == ["menu"])
        let strip = UIView(frame: CGRect(x: 0, y: 640, width: 390, height: 200))
        strip.isUserInteractionEnabled = false  // a touch there goes to the controller's view
        controller.view.addSubview(strip)
        try window.swipe(on: controller.view, direction: .left)
        #expect(controller.events == ["menu", "next photo"])
    }

    @Test func theControlsUpdateTheSettings() throws {
        try window.tap(on: controller.likeButton)
        try window.tap(on: controller.wifiSwitch)
        #expect(controller.events == ["liked", "wifi on"])
        let thumb = try window.touchPoint(on: controller.volumeSlider)
        window.timedDrag(from: thumb, by: CGPoint(x: 80, y: 0), duration: .milliseconds(300))
        #expect(controller.volume > 0.6)
        let stepper = controller.copiesStepper
        window.tap(at: stepper.convert(CGPoint(x: stepper.bounds.width * 0.75, y: stepper.bounds.midY), to: nil))
        #expect(controller.copies == 2)
        let theme = controller.themeControl
        window.tap(at: theme.convert(CGPoint(x: theme.bounds.width * 5 / 6, y: theme.bounds.midY), to: nil))
        #expect(controller.theme == 2)
    }

    /// The port differs from the UIKit original only where selectors are (`#selector` and
    /// `@objc`, which no Linux code can have).
    @Test func thePortChangesOnlySelectorsAndKnownShapes() throws {
        let original = try ScreenSource.lines("Fixture/PhotoSettingsViewController.uikit")
        let port = try ScreenSource.lines("Fixture/PhotoSettingsViewController.swift")
        let changed = ScreenSource.linesNotKept(original, in: port)
        let selectors = changed.filter { $0.contains("#selector") || $0.contains("@objc") }
        let shapes = changed.filter { !($0.contains("#selector") || $0.contains("@objc")) }.map { $0.trimmingSpaces }
        #expect(shapes.isEmpty, "lines changed for another reason than selectors: \(shapes)")
        #expect(selectors.count == 22)  // 11 `#selector`s and their 11 `@objc` methods
        // 137 lines (115 not blank): 115 unchanged, 22 selectors — every line but the
        // selectors unchanged
        #expect(original.count == 137 && changed.count == 22)
    }
}

extension String {
    fileprivate var trimmingSpaces: String { String(drop { $0 == " " }) }
}
