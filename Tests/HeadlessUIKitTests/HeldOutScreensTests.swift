import HeadlessUIKit
import Testing

/// Four screens written as production iOS code before HeadlessUIKit was consulted
/// (`Screens/*.uikit`: a sign-in form, an inbox table in a navigation controller, a grouped
/// settings table, a photo grid that zooms), compiled on Linux with only their `import`,
/// `#selector` and `@objc` lines changed (`Screens/*.swift`), and driven through the test API.
@MainActor @Suite("Held-out screens written for UIKit")
struct HeldOutScreensTests {
    private let clock = TestScheduler()
    private let window: UIWindow

    init() { window = UIWindow(width: 390, height: 844, scheduler: clock) }

    private func show(_ controller: UIViewController) {
        window.rootViewController = controller
        window.makeKeyAndVisible()
    }

    // MARK: Sign in

    @Test func returnMovesFromEmailToPasswordAndSignsIn() throws {
        let login = LoginViewController()
        var asked: [String] = []
        var signedIn: [String] = []
        login.authenticate = { email, password, done in
            asked.append("\(email) \(password)")
            done(.success(()))
        }
        login.onSignedIn = { signedIn.append($0) }
        show(login)
        #expect(login.emailField.isFirstResponder, "viewWillAppear focused the email field")
        window.type("ada @example.com")
        #expect(login.emailField.text == "ada@example.com", "the delegate refused the space")
        window.pressReturn()
        #expect(login.passwordField.isFirstResponder && !login.signInButton.isEnabled)
        window.type("lovelace1")
        #expect(login.signInButton.isEnabled && login.signInButton.alpha == 1)
        window.pressReturn()
        #expect(asked == ["ada@example.com lovelace1"] && signedIn == ["ada@example.com"])
        #expect(!login.passwordField.isFirstResponder && login.spinner.isHidden)
    }

    @Test func theSpinnerShowsWhileTheServerAnswersAndAFailureShowsAnAlert() throws {
        let login = LoginViewController()
        var pending: ((Result<Void, LoginViewController.SignInError>) -> Void)?
        login.authenticate = { _, _, done in pending = done }
        show(login)
        try window.type("bob@example.com", into: login.emailField)
        try window.type("swordfish", into: login.passwordField)
        #expect(login.spinner.isHidden && !login.spinner.isAnimating, "hidden while stopped, from the start")
        try window.tap(on: login.signInButton)
        #expect(login.spinner.isAnimating && !login.spinner.isHidden && !login.signInButton.isEnabled)
        #expect(throws: GestureMiss.self) { try window.tap(on: login.signInButton) }
        let answer = try #require(pending)
        answer(.failure(.noAccount))
        let alert = try #require(window.alert)
        #expect(alert.title == "Couldn’t Sign In" && alert.message == "There is no account for bob@example.com.")
        #expect(login.spinner.isHidden && login.signInButton.isEnabled)
        try alert.tap("Try Again")
        _ = try clock.runUntilIdle(limit: 10)
        #expect(window.alert == nil && login.passwordField.text == "" && login.passwordField.isFirstResponder)
    }

    @Test func forgotPasswordAsksForTheEmailFirst() throws {
        let login = LoginViewController()
        show(login)
        login.emailField.resignFirstResponder()
        try window.tap(on: login.forgotButton)
        #expect(login.emailField.isFirstResponder && window.alert == nil && login.resetRequests.isEmpty)
        window.type("ada@example.com")
        try window.tap(on: login.forgotButton)
        #expect(login.resetRequests == ["ada@example.com"])
        #expect(window.alert?.message == "We sent a link to ada@example.com.")
    }

    // MARK: Inbox

    private static let mail = [
        InboxTableViewController.Message(id: 1, sender: "Grace", subject: "Compiler", isRead: false, isFlagged: false),
        InboxTableViewController.Message(id: 2, sender: "Alan", subject: "Tea", isRead: true, isFlagged: false),
        InboxTableViewController.Message(id: 3, sender: "Ada", subject: "Engine", isRead: false, isFlagged: true),
    ]

    private func showInbox() -> (InboxTableViewController, UINavigationController) {
        let inbox = InboxTableViewController(messages: Self.mail)
        let navigation = UINavigationController(rootViewController: inbox)
        show(navigation)
        return (inbox, navigation)
    }

    @Test func aTapOpensTheMessageMarksItReadAndPushesIt() throws {
        let (inbox, navigation) = showInbox()
        #expect(inbox.title == "Inbox (2)" && navigation.tabBarItem.badgeValue == "2")
        #expect(inbox.navigationController === navigation && inbox.tableView.numberOfRows(inSection: 0) == 3)
        let cell = try #require(inbox.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.textLabel?.font == .boldSystemFont(ofSize: 17))
        #expect(cell.detailTextLabel == nil, "a registered cell has the default style: no detail label, as on iOS")
        try window.tap(row: 0, in: inbox.tableView)
        #expect(inbox.openedMessageIDs == [1] && inbox.messages[0].isRead && inbox.title == "Inbox (1)")
        #expect(navigation.topViewController?.title == "Compiler" && navigation.viewControllers.count == 2)
        #expect(throws: GestureMiss.self, "the inbox's view left the window") { try window.tap(row: 1, in: inbox.tableView) }
        let reloaded = try #require(inbox.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(reloaded.textLabel?.font == .systemFont(ofSize: 17), "reloadRows asked for the row's cell again")
        navigation.popViewController(animated: true)
        try window.tap(row: 1, in: inbox.tableView)
        #expect(inbox.openedMessageIDs == [1, 2] && navigation.topViewController?.title == "Tea")
    }

    @Test func swipingLeftDeletesAndAFlaggedMessageAsksFirst() throws {
        let (inbox, _) = showInbox()
        try window.swipe(row: 1, in: inbox.tableView, direction: .left)
        try window.tap(action: "Delete")
        #expect(inbox.messages.map(\.id) == [1, 3] && inbox.tableView.invalidUpdate == nil)
        try window.swipe(row: 1, in: inbox.tableView, direction: .left)
        try window.tap(action: "Delete")
        let confirm = try #require(window.alert)
        #expect(confirm.title == "Delete Flagged Message?" && confirm.message == "“Engine” is flagged.")
        try confirm.tap("Cancel")
        _ = try clock.runUntilIdle(limit: 10)
        #expect(inbox.messages.map(\.id) == [1, 3] && inbox.tableView.swipedRow == nil)
        try window.swipe(row: 1, in: inbox.tableView, direction: .left)
        try window.tap(action: "Delete")
        try #require(window.alert).tap("Delete")
        _ = try clock.runUntilIdle(limit: 10)
        #expect(inbox.messages.map(\.id) == [1] && inbox.title == "Inbox (1)")
        #expect(inbox.tableView.numberOfRows(inSection: 0) == 1 && inbox.tableView.invalidUpdate == nil)
    }

    @Test func swipingRightTogglesRead() throws {
        let (inbox, navigation) = showInbox()
        try window.swipe(row: 1, in: inbox.tableView, direction: .right)
        #expect(inbox.tableView.shownSwipeActions.map(\.title) == ["Unread"])
        try window.tap(action: "Unread")
        #expect(!inbox.messages[1].isRead && navigation.tabBarItem.badgeValue == "3")
    }

    // MARK: Settings

    private func showSettings() -> (SettingsViewController, () -> [SettingsViewController.Settings]) {
        let settings = SettingsViewController(settings: .init())
        var saved: [SettingsViewController.Settings] = []
        settings.onChange = { saved.append($0) }
        show(settings)
        return (settings, { saved })
    }

    @Test func turningNotificationsOffHidesTheSoundsRow() throws {
        let (settings, saved) = showSettings()
        let table: UITableView = settings.tableView
        #expect(table.numberOfSections == 3 && table.numberOfRows(inSection: 0) == 2)
        #expect(settings.notificationsSwitch.frame.size == CGSize(width: 51, height: 31))
        #expect(settings.notificationsSwitch.superview === table.cellForRow(at: IndexPath(row: 0, section: 0)))
        try window.tap(on: settings.notificationsSwitch)
        #expect(!settings.notificationsSwitch.isOn && table.numberOfRows(inSection: 0) == 1)
        #expect(saved().last?.notificationsOn == false && table.invalidUpdate == nil)
        try window.tap(on: settings.notificationsSwitch)
        #expect(table.numberOfRows(inSection: 0) == 2 && saved().count == 2)
        try window.tap(on: settings.soundsSwitch)
        #expect(saved().last == SettingsViewController.Settings(soundsOn: false))
    }

    @Test func theSliderStepperAndSegmentsSave() throws {
        let (settings, saved) = showSettings()
        // slowly: the table delays the touch 150 ms (delaysContentTouches), and a thumb the
        // finger has left by then is not tracked here (UIKit's answer is not documented)
        try window.slide(settings.textSizeSlider, to: 20.3, duration: .seconds(2))
        #expect(settings.settings.textSize == 20 && settings.textSizeSlider.value == 20 && saved().count == 1,
                "not continuous: one valueChanged at the lift, rounded by the handler")
        try window.tap(increment: settings.daysStepper)
        try window.tap(increment: settings.daysStepper)
        try window.tap(decrement: settings.daysStepper)
        #expect(settings.settings.daysToKeep == 31)
        try window.tap(segmentTitled: "Dark", of: settings.themeControl)
        #expect(settings.settings.theme == 1 && window.overrideUserInterfaceStyle == .dark)
        #expect(saved().count == 5)
    }

    // MARK: Photo grid

    private func showGrid() -> PhotoGridViewController {
        let grid = PhotoGridViewController(photoNames: (1...20).map { "photo\($0)" })
        show(grid)
        return grid
    }

    @Test func theGridLaysOutThreeColumnsAndScrolls() throws {
        let grid = showGrid()
        let side = (390.0 - 4) / 3
        #expect(grid.thumbnails[4].frame == CGRect(x: side + 2, y: side + 2, width: side, height: side))
        #expect(grid.gridView.contentSize.height == 7 * (side + 2) - 2)
        try window.pan(on: grid.gridView, by: CGPoint(x: 0, y: -300))
        clock.advance(by: .seconds(3))
        #expect(grid.gridView.contentOffset.y == grid.gridView.maximumContentOffset.y, "seven rows: 68.7 pt to scroll")
        #expect(grid.openPhotoIndex == nil, "a drag opens nothing")
    }

    @Test func aTapOpensThePhotoAndCloseReturnsToTheGrid() throws {
        let grid = showGrid()
        try window.tap(on: grid.thumbnails[4])
        #expect(grid.openPhotoIndex == 4 && grid.fullImageView.image == UIImage(named: "photo5"))
        #expect(!grid.zoomView.isHidden && !grid.closeButton.isHidden)
        clock.advance(by: .milliseconds(300))
        #expect(grid.zoomView.alpha == 1)
        try window.tap(on: grid.closeButton)
        #expect(grid.openPhotoIndex == 4, "the fade-out completes after its 0.25 s")
        clock.advance(by: .milliseconds(300))
        #expect(grid.openPhotoIndex == nil && grid.zoomView.isHidden)
        try window.tap(on: grid.thumbnails[0])
        #expect(grid.openPhotoIndex == 0)
    }

    @Test func aDoubleTapZoomsToThreeTimesAndBack() throws {
        let grid = showGrid()
        try window.tap(on: grid.thumbnails[1])
        try window.doubleTap(on: grid.fullImageView)
        clock.advance(by: .seconds(1))
        #expect(grid.zoomView.zoomScale == 3 && grid.closeButton.isHidden, "scrollViewDidZoom hid Close")
        try window.doubleTap(on: grid.fullImageView)
        clock.advance(by: .seconds(1))
        #expect(grid.zoomView.zoomScale == 1 && !grid.closeButton.isHidden)
    }

    @Test func aPinchZoomsWithinTheLimits() throws {
        let grid = showGrid()
        try window.tap(on: grid.thumbnails[2])
        try window.pinch(on: grid.zoomView, scale: 2)
        clock.advance(by: .seconds(1))
        #expect(grid.zoomView.zoomScale > 1.5 && grid.zoomView.zoomScale <= 4)
        try window.pinch(on: grid.zoomView, scale: 10)
        clock.advance(by: .seconds(1))
        #expect(grid.zoomView.zoomScale == 4, "bounced back to maximumZoomScale")
    }

    // MARK: The ports

    /// Each port differs from its iOS original only in its `import` line, its `#selector`
    /// arguments and its `@objc` attributes.
    @Test(arguments: [
        ("LoginViewController", 174, 8), ("InboxTableViewController", 133, 1),
        ("SettingsViewController", 169, 11), ("PhotoGridViewController", 144, 7),
    ])
    func thePortChangesOnlyImportAndSelectorLines(screen: String, lines: Int, changed: Int) throws {
        let original = try ScreenSource.lines("Screens/\(screen).uikit")
        let port = try ScreenSource.lines("Screens/\(screen).swift")
        let changes = ScreenSource.linesNotKept(original, in: port)
        #expect(changes.allSatisfy { $0 == "import UIKit" || $0.contains("#selector") || $0.contains("@objc") }, "\(changes)")
        #expect(original.count == lines && changes.count == changed && port.count == lines)
    }
}
