import HeadlessUIKit
import Testing

/// An alert's text field in a view controller written as UIKit code
/// (`RenameAlbumViewController`), driven with the test API: the field is focused as the alert
/// appears, `window.type` goes there, Save reads it.
@MainActor @Suite struct RenameAlbumTests {
    private let clock = TestScheduler()
    private let window: UIWindow
    private let controller = RenameAlbumViewController()

    init() {
        window = UIWindow(width: 390, height: 844, scheduler: clock)
        window.addSubview(controller.view)
    }

    @Test func typingANewTitleThenSaveRenames() throws {
        try window.tap(on: controller.renameButton)
        let alert = try #require(window.alert)
        let field = try #require(alert.textFields?.first)
        #expect(window.firstResponder === field)
        try window.clear(field)
        window.type("Winter")
        try alert.tap("Save")
        _ = try clock.runUntilIdle(limit: 10)
        #expect(controller.albumTitle == "Winter")
        #expect(window.alert == nil && window.firstResponder == nil)
    }

    @Test func anEmptyTitleDisablesSave() throws {
        try window.tap(on: controller.renameButton)
        let alert = try #require(window.alert)
        try window.clear(try #require(alert.textFields?.first))
        #expect(try !alert.tap("Save"))
        #expect(window.alert === alert)
    }

    @Test func returnSavesThroughThePreferredAction() throws {
        try window.tap(on: controller.renameButton)
        window.type("!\n")
        _ = try clock.runUntilIdle(limit: 10)
        #expect(controller.albumTitle == "Summer!")
    }

    @Test func textFieldsAreOnlyForAlerts() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        var reported: [String] = []
        sheet.onConfigurationError = { reported.append("\($0)") }
        sheet.addTextField()
        #expect(reported == ["text fields can only be added to an alert: actionSheet is an action sheet"])
        #expect(sheet.textFields?.isEmpty == true)
    }
}
