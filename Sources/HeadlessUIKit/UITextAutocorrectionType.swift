/// Whether the keyboard corrects spelling, as UIKit's `UITextAutocorrectionType` (stored only:
/// typed text is taken as it is given).
public enum UITextAutocorrectionType: Int, Sendable, CaseIterable {
    /// The system's choice.
    case `default`
    /// Off.
    case no
    /// On.
    case yes
}
