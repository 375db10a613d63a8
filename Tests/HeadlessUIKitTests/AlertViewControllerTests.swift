import HeadlessUIKit
import Testing

/// Alerts presented by a view controller written as UIKit code (`PhotoActionsViewController`),
/// driven with the test API: `window.alert`, `alert.tap("Delete")`, the clock for animations.
@MainActor @Suite struct AlertViewControllerTests {
    private let clock = TestScheduler()
    private let window: UIWindow
    private let controller = PhotoActionsViewController()

    init() {
        window = UIWindow(width: 390, height: 844, scheduler: clock)
        window.addSubview(controller.view)
    }

    @Test func deleteAsksTwiceThenDeletes() throws {
        try window.tap(on: controller.moreButton)
        let sheet = try #require(window.alert)
        #expect(sheet.preferredStyle == .actionSheet)
        #expect(controller.presentedViewController === sheet)
        clock.advance(by: UIAlertController.transitionDuration)
        #expect(controller.events == ["shown"])
        try sheet.tap("Delete")
        clock.advance(by: UIAlertController.transitionDuration)
        let alert = try #require(window.alert)
        #expect(alert.title == "Delete photo?" && alert.preferredAction?.title == "Delete")
        try alert.tap("Delete")
        _ = try clock.runUntilIdle(limit: 10)
        #expect(controller.photos == ["beach"])
        #expect(controller.events == ["shown", "deleted"])
        #expect(window.alert == nil && controller.presentedViewController == nil)
    }

    @Test func aTapOutsideTheSheetCancels() throws {
        try window.tap(on: controller.moreButton)
        window.tapOutsideAlert()
        _ = try clock.runUntilIdle(limit: 10)
        #expect(controller.events == ["shown", "cancel"])
        #expect(controller.photos.count == 2)
    }

    @Test func theSheetIsModal() throws {
        try window.tap(on: controller.moreButton)
        #expect(throws: GestureMiss.self) { try window.tap(on: controller.moreButton) }
    }

    @Test func dismissingInCodeRunsNoAction() throws {
        try window.tap(on: controller.moreButton)
        var dismissed = false
        controller.dismiss(animated: false) { dismissed = true }
        #expect(dismissed && window.alert == nil)
        #expect(controller.events.isEmpty)
    }

    @Test func aViewControllerAndItsPresentedAlertDoNotKeepEachOtherAlive() throws {
        weak var weakController: PhotoActionsViewController?
        weak var weakSheet: UIAlertController?
        do {
            let other = PhotoActionsViewController()
            let otherWindow = UIWindow(width: 390, height: 844, scheduler: TestScheduler())
            otherWindow.addSubview(other.view)
            try otherWindow.tap(on: other.moreButton)
            weakSheet = otherWindow.alert
            weakController = other
            #expect(weakSheet != nil)
        }
        #expect(weakController == nil)
        #expect(weakSheet == nil)
    }
}
