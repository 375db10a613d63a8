import ControlModel
import Testing

@testable import GestureModel
@testable import SceneFiles

/// The scene loader sets only the keys a file gives: every default is the model's own, so a view
/// or recognizer described by its type alone is the model as created.
@Suite("Scene files: defaults are the models'")
struct SceneLoaderDefaultsTests {
    /// Loads a scene whose only view is `view` (JSON text) and returns that view.
    static func load(view: String) throws -> View {
        let text = "{\"scene\": 1, \"window\": {\"width\": 300, \"height\": 300}, \"views\": [\(view)]}"
        let scene = try SceneLoader.load(bytes: Array(text.utf8), file: "scene.json") { _ in }
        return try #require(scene.window.subviews.first)
    }

    /// Loads a scene whose only recognizer is `recognizer` (JSON text) and returns it.
    static func load(recognizer: String) throws -> GestureRecognizer {
        let view = try load(view: "{\"id\": \"v\", \"recognizers\": [\(recognizer)]}")
        return try #require(view.gestureRecognizers.first)
    }

    @Test func controlsDescribedByTheirTypeAreTheModelsAsMade() throws {
        let slider = try #require(try Self.load(view: "{\"id\": \"s\", \"type\": \"slider\"}") as? Slider)
        let freshSlider = Slider()
        #expect(slider.minimumValue == freshSlider.minimumValue && slider.maximumValue == freshSlider.maximumValue)
        #expect(slider.value == freshSlider.value && slider.isContinuous == freshSlider.isContinuous)
        let stepper = try #require(try Self.load(view: "{\"id\": \"s\", \"type\": \"stepper\"}") as? Stepper)
        let freshStepper = Stepper()
        #expect(stepper.minimumValue == freshStepper.minimumValue && stepper.maximumValue == freshStepper.maximumValue)
        #expect(stepper.value == freshStepper.value && stepper.stepValue == freshStepper.stepValue)
        #expect(stepper.wraps == freshStepper.wraps && stepper.autorepeat == freshStepper.autorepeat)
        #expect(stepper.isContinuous == freshStepper.isContinuous)
        let toggle = try #require(try Self.load(view: "{\"id\": \"s\", \"type\": \"switch\"}") as? Switch)
        #expect(toggle.isOn == Switch().isOn)
        let segmented = try #require(try Self.load(view: "{\"id\": \"s\", \"type\": \"segmented\"}") as? SegmentedControl)
        #expect(segmented.isMomentary == SegmentedControl(segments: 2).isMomentary)
        #expect(segmented.selectedSegmentIndex == SegmentedControl(segments: 2).selectedSegmentIndex)
        let plain = try Self.load(view: "{\"id\": \"s\"}")
        #expect(plain.isHidden == View().isHidden && plain.isUserInteractionEnabled == View().isUserInteractionEnabled)
    }

    @Test func recognizersDescribedByTheirTypeAreTheModelsAsMade() throws {
        let tap = try #require(try Self.load(recognizer: "{\"id\": \"r\", \"type\": \"tap\"}") as? TapGestureRecognizer)
        let freshTap = TapGestureRecognizer()
        #expect(tap.numberOfTapsRequired == freshTap.numberOfTapsRequired)
        #expect(tap.numberOfTouchesRequired == freshTap.numberOfTouchesRequired)
        #expect(tap.allowableMovement == freshTap.allowableMovement)
        #expect(tap.isEnabled == freshTap.isEnabled && tap.cancelsTouchesInView == freshTap.cancelsTouchesInView)
        #expect(tap.delaysTouchesBegan == freshTap.delaysTouchesBegan && tap.delaysTouchesEnded == freshTap.delaysTouchesEnded)
        let press = try #require(try Self.load(recognizer: "{\"id\": \"r\", \"type\": \"longPress\"}") as? LongPressGestureRecognizer)
        let freshPress = LongPressGestureRecognizer()
        #expect(press.numberOfTapsRequired == freshPress.numberOfTapsRequired)
        #expect(press.numberOfTouchesRequired == freshPress.numberOfTouchesRequired)
        #expect(press.minimumPressDuration == freshPress.minimumPressDuration)
        let pan = try #require(try Self.load(recognizer: "{\"id\": \"r\", \"type\": \"pan\"}") as? PanGestureRecognizer)
        #expect(pan.minimumNumberOfTouches == PanGestureRecognizer().minimumNumberOfTouches)
        #expect(pan.maximumNumberOfTouches == PanGestureRecognizer().maximumNumberOfTouches)
        let swipe = try #require(try Self.load(recognizer: "{\"id\": \"r\", \"type\": \"swipe\"}") as? SwipeGestureRecognizer)
        #expect(swipe.numberOfTouchesRequired == SwipeGestureRecognizer().numberOfTouchesRequired)
        #expect(swipe.direction == SwipeGestureRecognizer().direction)
    }

    /// `UISlider`: a minimum above the maximum moves the maximum to it (before, a scene giving
    /// only `min` above the default maximum trapped in the loader).
    @Test func aSliderMinimumAboveTheDefaultMaximumMovesIt() throws {
        let slider = try #require(try Self.load(view: "{\"id\": \"s\", \"type\": \"slider\", \"min\": 5}") as? Slider)
        #expect(slider.minimumValue == 5 && slider.maximumValue == 5 && slider.value == 5)
        let low = try #require(try Self.load(view: "{\"id\": \"s\", \"type\": \"slider\", \"max\": -1}") as? Slider)
        #expect(low.minimumValue == -1 && low.maximumValue == -1 && low.value == -1)
    }

    /// A slider's value is 0 unless given (UIKit's default), clamped to the bounds: a negative
    /// minimum leaves it at 0.
    @Test func aSliderValueDefaultsToZeroWithinItsBounds() throws {
        let slider = try #require(try Self.load(view: "{\"id\": \"s\", \"type\": \"slider\", \"min\": -5}") as? Slider)
        #expect(slider.value == 0)
        let raised = try #require(try Self.load(view: "{\"id\": \"s\", \"type\": \"slider\", \"min\": 0.25}") as? Slider)
        #expect(raised.value == 0.25)
    }

    /// A stepper given bounds that exclude 0 starts at the nearest bound.
    @Test func aStepperValueIsClampedToItsBounds() throws {
        let stepper = try #require(try Self.load(view: "{\"id\": \"s\", \"type\": \"stepper\", \"min\": 8, \"max\": 30}") as? Stepper)
        #expect(stepper.value == 8)
    }

    @Test(arguments: [
        ("{\"id\": \"s\", \"type\": \"stepper\", \"min\": 150}", "scene.json:1:103: error: views[0].min (150) is above its max (100, the default)"),
        ("{\"id\": \"s\", \"type\": \"stepper\", \"max\": -5}", "scene.json:1:103: error: views[0].max (-5) is below its min (0, the default)"),
        ("{\"id\": \"s\", \"type\": \"slider\", \"min\": 5, \"max\": 3}", "scene.json:1:112: error: views[0].max (3) is below its min (5)"),
        ("{\"id\": \"s\", \"type\": \"stepper\", \"min\": 5, \"max\": 3}", "scene.json:1:113: error: views[0].max (3) is below its min (5)"),
    ])
    func boundsThatContradictEachOtherAreAnErrorNamingBoth(view: String, message: String) throws {
        #expect {
            _ = try Self.load(view: view)
        } throws: { error in
            (error as? FileError)?.description == message
        }
    }
}
