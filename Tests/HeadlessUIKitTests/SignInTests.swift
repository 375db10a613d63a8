import Foundation
import HeadlessUIKit
import Testing

/// A sign-in screen written as UIKit code (`Fixture/SignInViewController.swift`), compiled
/// against HeadlessUIKit and driven with the window's typing API: the "Testing a form" story of
/// the docs.
@MainActor @Suite("A sign-in form, written for UIKit, typed into on Linux")
struct SignInTests {
    private let clock = TestScheduler()
    private let window: UIWindow
    private let screen = SignInViewController()

    init() {
        window = UIWindow(width: 390, height: 844, scheduler: clock)
        window.addSubview(screen.view)
    }

    @Test func signInIsEnabledOnlyWhenBothFieldsAreFilled() throws {
        #expect(screen.signInButton.isEnabled == false)
        try window.type("ada@example.com", into: screen.emailField)
        #expect(screen.signInButton.isEnabled == false)
        try window.type("pw", into: screen.passwordField)
        #expect(screen.signInButton.isEnabled)
        window.deleteBackward()
        window.deleteBackward()
        #expect(screen.signInButton.isEnabled == false)
    }

    @Test func returnMovesToThePasswordThenSignsIn() throws {
        try window.type("ada@example.com\n", into: screen.emailField)
        #expect(window.firstResponder === screen.passwordField)
        window.type("secret\n")
        #expect(screen.signIns == ["ada@example.com"])
        #expect(window.firstResponder == nil, "signing in ends editing")
    }

    @Test func theEmailTakesNoSpacesThroughItsUIKitShapedDelegate() throws {
        try window.type("ada @x", into: screen.emailField)
        #expect(screen.emailField.text == "ada@x")
        #expect(screen.emailField.lastRefusal?.reason == .delegateSaidNo(question: "shouldChangeCharacters"))
        window.paste(" y")
        #expect(screen.emailField.text == "ada@x", "a paste is one question, refused whole")
    }

    @Test func theClearButtonShowsWhileEditing() throws {
        #expect(throws: GestureMiss.self) { try window.clear(screen.emailField) }
        try window.type("a", into: screen.emailField)
        try window.clear(screen.emailField)
        #expect(screen.emailField.text == "")
        #expect(screen.signInButton.isEnabled == false)
    }

    @Test func typingIntoADisabledFieldIsAMissThatSaysSo() {
        screen.emailField.isEnabled = false
        #expect {
            try window.type("a", into: screen.emailField)
        } throws: { error in
            (error as? GestureMiss)?.reason == .disabled("unnamed TextField")
        }
    }

    @Test func keysWithNoFirstResponderGoNowhere() {
        window.type("abc")
        #expect(screen.emailField.text == "" && screen.passwordField.text == "")
    }

    @Test func passwordsArePrintedAsBullets() throws {
        try window.type("pw!", into: screen.passwordField)
        #expect(screen.passwordField.printableText == "•••")
    }
}
