/// What a text field holds, for the keyboard's suggestions and AutoFill, as UIKit's
/// `UITextContentType` (stored only: there is no keyboard).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The type's name.
    public let rawValue: String

    /// The type named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A user name or account name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password (a sign-up form).
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    /// A person's name.
    public static let name = UITextContentType(rawValue: "name")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
}
