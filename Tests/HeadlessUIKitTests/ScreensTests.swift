import HeadlessUIKit
import Testing

/// Two screens written as iOS code (`Screens/*.uikit`), compiled on Linux with only their
/// selector lines changed (`Screens/*.swift`), set up as an app's scene does and driven with
/// aimed gestures, typing and the clock.
@MainActor @Suite("Screens written for UIKit, compiled and driven on Linux")
struct ScreensTests {
    private let clock = TestScheduler()
    private let window: UIWindow

    init() { window = UIWindow(width: 390, height: 844, scheduler: clock) }

    // MARK: The photo viewer

    private func showPhoto() -> PhotoViewerViewController {
        let viewer = PhotoViewerViewController(photo: UIImage(named: "beach"), caption: "Beach, August")
        window.rootViewController = viewer
        window.makeKeyAndVisible()
        return viewer
    }

    @Test func aDoubleTapZoomsInAndASecondZoomsBackOut() throws {
        let viewer = showPhoto()
        try window.doubleTap(on: viewer.imageView)
        #expect(viewer.scrollView.zoomScale == 2.5, "a rectangle of 1/2.5 of the view")
        #expect(viewer.captionLabel.isHidden, "the delegate's scrollViewDidZoom hid the caption")
        clock.advance(by: .seconds(1))
        try window.doubleTap(on: viewer.imageView)
        #expect(viewer.scrollView.zoomScale == 1 && !viewer.captionLabel.isHidden)
    }

    @Test func aSingleTapWaitsForTheDoubleTapThenHidesTheCaption() throws {
        let viewer = showPhoto()
        #expect(viewer.captionLabel.text == "Beach, August" && viewer.title == "Beach, August")
        try window.tap(on: viewer.imageView)
        #expect(!viewer.isChromeHidden, "the single tap waits for the double tap to fail")
        clock.advance(by: .milliseconds(350))
        #expect(viewer.isChromeHidden && viewer.captionLabel.alpha == 0)
    }

    @Test func aPinchZoomsThePhoto() throws {
        let viewer = showPhoto()
        try window.pinch(on: viewer.scrollView, scale: 2)
        #expect(viewer.scrollView.zoomScale > 1.5 && viewer.scrollView.decelerationRate == .fast)
    }

    @Test func theLongPressMenuSavesAndDeletes() throws {
        let viewer = showPhoto()
        var deleted = 0
        viewer.onDelete = { deleted += 1 }
        try window.longPress(on: viewer.imageView, duration: .milliseconds(500))
        let sheet = try #require(window.alert)
        #expect(sheet.preferredStyle == .actionSheet && sheet.message == "Beach, August")
        try sheet.tap("Save to Photos")
        _ = try clock.runUntilIdle(limit: 10)
        #expect(viewer.savedCount == 1 && window.alert == nil)
        try window.longPress(on: viewer.imageView, duration: .milliseconds(500))
        try #require(window.alert).tap("Delete")
        _ = try clock.runUntilIdle(limit: 10)
        let confirmation = try #require(window.alert)
        #expect(confirmation.title == "Delete Photo?")
        try confirmation.tap("Delete")
        _ = try clock.runUntilIdle(limit: 10)
        #expect(deleted == 1)
    }

    @Test func aPressShorterThanTheMinimumOpensNoMenu() throws {
        let viewer = showPhoto()
        try window.longPress(on: viewer.imageView, duration: .milliseconds(300))
        #expect(window.alert == nil, "minimumPressDuration = 0.4 (a TimeInterval literal)")
    }

    // MARK: The checkout form

    private func showCheckout() -> CheckoutViewController {
        let checkout = CheckoutViewController()
        window.rootViewController = checkout
        window.makeKeyAndVisible()
        return checkout
    }

    @Test func theFormRefusesWhatTheDelegateRefuses() throws {
        let checkout = showCheckout()
        try window.type("4242x4242424242424242", into: checkout.cardField)
        #expect(checkout.cardField.text == "4242424242424242", "letters and a 17th digit are refused")
        try window.type("12/345", into: checkout.expiryField)
        #expect(checkout.expiryField.text == "12/34")
    }

    @Test func payIsEnabledOnceTheFormIsCompleteAndTheTotalFollowsTheControls() throws {
        let checkout = showCheckout()
        #expect(checkout.totalLabel.text == "Total: $24.00" && checkout.quantityLabel.text == "1 item")
        #expect(!checkout.payButton.isEnabled && checkout.payButton.alpha == 0.5)
        let stepper = checkout.quantityStepper
        window.tap(at: stepper.convert(CGPoint(x: stepper.bounds.width * 0.75, y: stepper.bounds.midY), to: nil))
        try window.tap(on: checkout.giftWrapSwitch)
        #expect(checkout.quantityLabel.text == "2 items" && checkout.totalLabel.text == "Total: $52.50")
        try window.type("Ada Lovelace", into: checkout.nameField)
        try window.type("4242424242424242", into: checkout.cardField)
        try window.type("12/34", into: checkout.expiryField)
        #expect(checkout.payButton.isEnabled && checkout.payButton.alpha == 1)
    }

    @Test func returnMovesToTheNextFieldAndADragEndsEditing() throws {
        let checkout = showCheckout()
        try window.type("Ada", into: checkout.nameField)
        window.pressReturn()
        #expect(checkout.cardField.isFirstResponder)
        window.pressReturn()
        #expect(checkout.expiryField.isFirstResponder)
        try window.pan(on: checkout.scrollView, by: CGPoint(x: 0, y: -200))
        #expect(!checkout.expiryField.isFirstResponder, "scrollViewWillBeginDragging ended editing")
    }

    @Test func payIsBelowTheFoldUntilTheFormScrolls() throws {
        let checkout = showCheckout()
        try window.type("Ada Lovelace", into: checkout.nameField)
        try window.type("4242424242424242", into: checkout.cardField)
        try window.type("12/34", into: checkout.expiryField)
        #expect(throws: GestureMiss.self) { try window.tap(on: checkout.payButton) }
        let bottom = checkout.scrollView.maximumContentOffset
        #expect(bottom == CGPoint(x: 0, y: 162))
        checkout.scrollView.setContentOffset(bottom, animated: true)
        clock.advance(by: .seconds(2))
        try window.tap(on: checkout.payButton)
        let alert = try #require(window.alert)
        #expect(alert.title == "Order Placed" && alert.message == "1 × $24.00 for Ada Lovelace")
        #expect(checkout.placedOrders == ["1 × $24.00 for Ada Lovelace"])
    }

    // MARK: The ports

    /// Each port differs from its iOS original only in selector lines (`#selector` and
    /// `@objc`), and the checkout form, written with `UIAction`, not at all.
    @Test func thePortsChangeOnlySelectorLines() throws {
        let viewer = try ScreenSource.lines("Screens/PhotoViewerViewController.uikit")
        let viewerPort = try ScreenSource.lines("Screens/PhotoViewerViewController.swift")
        let viewerChanges = ScreenSource.linesNotKept(viewer, in: viewerPort)
        #expect(viewerChanges.allSatisfy { $0.contains("#selector") || $0.contains("@objc") }, "\(viewerChanges)")
        #expect(viewer.count == 123 && viewerChanges.count == 6)  // 3 `#selector`s, 3 `@objc`s
        let checkout = try ScreenSource.lines("Screens/CheckoutViewController.uikit")
        let checkoutPort = try ScreenSource.lines("Screens/CheckoutViewController.swift")
        #expect(checkout == checkoutPort && checkout.count == 142)
    }
}
