import HeadlessUIKit
import Testing

/// UIKit's names are the models' types, with UIKit's values and defaults.
@MainActor @Suite("HeadlessUIKit: UIKit's names for the models")
struct UIKitNameTests {
    @Test func nestedNamesHaveUIKitsValues() {
        #expect(UIControl.Event.valueChanged.rawValue == 4096 && UIControl.Event.touchUpInside.rawValue == 64)
        #expect(UIGestureRecognizer.State.recognized == .ended)
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = .left
        #expect(swipe.direction == UISwipeGestureRecognizer.Direction.left)
        #expect(UIAction.Identifier("save") == "save")
    }

    @Test func namesAreTheModelsTypes() {
        let button: Button = UIButton(type: .system)
        let control: UIControl = button
        let recognizer: GestureRecognizer = UITapGestureRecognizer()
        #expect(control === button && recognizer is TapGestureRecognizer)
        #expect(UISegmentedControl(items: ["Light", "Dark", "Auto"]).numberOfSegments == 3)
    }

    /// UIKit's image views and labels have user interaction off: a touch on them goes to the
    /// view behind.
    @Test func imageViewsAndLabelsLetTouchesThrough() throws {
        let clock = TestScheduler()
        let window = UIWindow(width: 200, height: 200, scheduler: clock)
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let image = UIImageView(frame: card.bounds)
        let label = UILabel(frame: card.bounds)
        window.addSubview(card)
        card.addSubview(image)
        card.addSubview(label)
        #expect(window.hitTest(CGPoint(x: 50, y: 50)) === card)
        image.isUserInteractionEnabled = true
        #expect(window.hitTest(CGPoint(x: 50, y: 50)) === image)
    }

    private final class Counter: UIViewController {
        var loads = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            loads += 1
        }
    }

    /// A view controller loads its view on first use, then calls `viewDidLoad`, once.
    @Test func aViewControllerLoadsItsViewOnce() {
        let controller = Counter()
        #expect(!controller.isViewLoaded && controller.loads == 0)
        #expect(controller.view.frame == UIViewController.defaultViewFrame)
        _ = controller.view
        #expect(controller.isViewLoaded && controller.loads == 1)
    }
}
