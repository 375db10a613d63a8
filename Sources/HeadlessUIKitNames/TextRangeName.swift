/// A range of UTF-16 offsets in a text, as Foundation's `NSRange` counts them: what
/// HeadlessUIKit calls `NSRange`, so a `UITextFieldDelegate` written for UIKit compiles with its
/// `shouldChangeCharactersIn range: NSRange` unchanged. (The models use no Foundation; in a
/// file that imports Foundation too, HeadlessUIKit's scoped re-export of the name wins, as the
/// CoreGraphics names do — so Foundation's functions that take an `NSRange` need
/// `Foundation.NSRange(location:length:)` built from this one.)
public struct TextRangeName: Hashable, Sendable {
    /// The first UTF-16 offset.
    public var location: Int
    /// How many UTF-16 code units.
    public var length: Int

    /// A range of `length` code units from `location`.
    public init(location: Int, length: Int) {
        self.location = location
        self.length = length
    }
}

/// `NSRange`: a ``TextRangeName``.
public typealias NSRange = TextRangeName
