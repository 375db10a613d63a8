import HeadlessUIKit
import Testing

/// Appearance as stored no-ops, `alpha` under 0.01 taking a view out of hit-testing (UIKit's
/// `hitTest(_:with:)`), `UIView.animate` on the key window's clock, and `TimeInterval`
/// literals for the models' durations.
@MainActor @Suite("HeadlessUIKit: appearance, animation and time intervals")
struct AppearanceTests {
    private let clock = TestScheduler()
    private let window: UIWindow

    init() { window = UIWindow(width: 390, height: 844, scheduler: clock) }

    @Test func appearanceIsStoredAndReadBack() {
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 350, height: 200))
        #expect(card.backgroundColor == nil && card.isOpaque && card.transform.isIdentity && card.contentMode == .scaleToFill)
        #expect(card.tintColor == .systemBlue, "the default tint")
        card.backgroundColor = .secondarySystemBackground
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 1
        card.layer.borderColor = UIColor.separator.cgColor
        card.clipsToBounds = true
        card.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        card.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        window.tintColor = .systemRed
        window.addSubview(card)
        #expect(card.backgroundColor == .secondarySystemBackground && card.layer.cornerRadius == 12)
        #expect(card.layer.masksToBounds && card.autoresizingMask.contains(.flexibleWidth))
        #expect(card.tintColor == .systemRed, "inherited from the window")
        #expect(card.transform == CGAffineTransform(scaleX: 0.9, y: 0.9) && card.frame.width == 350, "stored, not applied")
    }

    @Test func transformsComposeAsCoreGraphicsDoes() {
        let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(abs(quarter.a) < 1e-15 && quarter.b == 1 && quarter.c == -1)
        #expect(CGAffineTransform.identity.rotated(by: 0).isIdentity)
    }

    @Test func aButtonsTitlesFollowItsState() throws {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        button.setTitle("Pay", for: .normal)
        button.setTitle("Paying…", for: .disabled)
        button.setTitleColor(.white, for: .normal)
        #expect(button.currentTitle == "Pay" && button.titleLabel?.text == "Pay" && button.title(for: .highlighted) == "Pay")
        button.isEnabled = false
        #expect(button.currentTitle == "Paying…" && button.titleColor(for: .disabled) == .white)
    }

    /// UIKit's `hitTest(_:with:)` ignores views "that have an alpha level less than 0.01".
    @Test func aNearlyTransparentViewTakesNoTouches() throws {
        let behind = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let overlay = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        overlay.identifier = "overlay"
        window.addSubview(behind)
        window.addSubview(overlay)
        overlay.alpha = 0.01
        #expect(window.hitTest(CGPoint(x: 100, y: 100)) === overlay, "0.01 is still hit")
        overlay.alpha = 0.009
        #expect(window.hitTest(CGPoint(x: 100, y: 100)) === behind)
        #expect(HitPoint(for: overlay) == .missed(.transparent("overlay", alpha: 0.009)))
        var taps = 0
        behind.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        try window.tap(on: behind)
        #expect(taps == 1)
    }

    @Test func animateAppliesAtOnceAndCompletesOnTheKeyWindowsClock() {
        let banner = UIView(frame: CGRect(x: 0, y: -80, width: 390, height: 80))
        window.addSubview(banner)
        window.makeKeyAndVisible()
        #expect(window.isKeyWindow)
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.3, delay: 0.1, options: [.curveEaseOut]) {
            banner.frame.origin.y = 0
            banner.alpha = 0.5
        } completion: { finished.append($0) }
        #expect(banner.frame.origin.y == 0 && banner.alpha == 0.5 && finished.isEmpty)
        clock.advance(by: .milliseconds(399))
        #expect(finished.isEmpty)
        clock.advance(by: .milliseconds(1))
        #expect(finished == [true])
        UIView.animate(withDuration: 0.2) { banner.alpha = 1 }
        #expect(banner.alpha == 1)
    }

    @Test func aTimeIntervalLiteralSetsAMinimumPressDuration() {
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = 0.8
        #expect(press.minimumPressDuration == .milliseconds(800))
        press.minimumPressDuration = 1
        #expect(press.minimumPressDuration == .seconds(1))
    }
}
