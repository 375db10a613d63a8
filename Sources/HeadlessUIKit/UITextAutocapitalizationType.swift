/// When the keyboard turns on Shift by itself, as UIKit's `UITextAutocapitalizationType`
/// (stored only: typed text is taken as it is given).
public enum UITextAutocapitalizationType: Int, Sendable, CaseIterable {
    /// Never.
    case none
    /// At each word.
    case words
    /// At each sentence.
    case sentences
    /// Always.
    case allCharacters
}
