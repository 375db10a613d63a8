import ControlModel
import GestureModel

/// A scene's keys of a view of type `textField` (<doc:FileFormats>): read and
/// checked here, applied to a ``TextField``. The delegate's answers are values: `shouldBeginEditing`,
/// `shouldEndEditing`, `shouldReturn`, `shouldClear` (bools), and `maxLength` and
/// `allowedCharacters` (a `shouldChangeCharacters` that refuses a change making the text longer
/// than N, or holding another character). Meaningless values — a negative or fractional
/// `maxLength`, an empty `allowedCharacters`, an unknown clear-button mode, a `text` longer than
/// `maxLength` or outside `allowedCharacters` — are errors at their place.
enum TextFieldKeys {
    /// The keys a text field takes besides a control's.
    static let names: Set<String> = [
        "text", "placeholder", "secure", "clearButton", "clearsOnBeginEditing", "shouldBeginEditing", "shouldEndEditing",
        "shouldReturn", "shouldClear", "maxLength", "allowedCharacters",
    ]

    /// Applies the keys `reader` holds to `field`.
    static func apply(_ reader: ObjectReader, to field: TextField) throws(FileError) {
        if let placeholder = try reader.string("placeholder") { field.placeholder = placeholder }
        if let secure = try reader.bool("secure") { field.isSecureTextEntry = secure }
        if let flag = try reader.bool("clearsOnBeginEditing") { field.clearsOnBeginEditing = flag }
        if let name = try reader.string("clearButton") {
            guard let mode = TextFieldViewMode(rawValue: name) else {
                let known = TextFieldViewMode.allCases.map(\.rawValue).joined(separator: ", ")
                throw reader.error(reader.at("clearButton"), "unknown clear button mode \(FileError.quoted(name)) at \(reader.keyPath("clearButton")) (expected one of: \(known))")
            }
            field.clearButtonMode = mode
        }
        if let answer = try reader.bool("shouldBeginEditing") { field.delegateClosures.shouldBeginEditing = { _ in answer } }
        if let answer = try reader.bool("shouldEndEditing") { field.delegateClosures.shouldEndEditing = { _ in answer } }
        if let answer = try reader.bool("shouldReturn") { field.delegateClosures.shouldReturn = { _ in answer } }
        if let answer = try reader.bool("shouldClear") { field.delegateClosures.shouldClear = { _ in answer } }
        if let maximum = try reader.integer("maxLength", minimum: 0) { field.maximumLength = maximum }
        if let allowed = try reader.string("allowedCharacters") {
            guard !allowed.isEmpty else {
                throw reader.error(reader.at("allowedCharacters"), "\(reader.keyPath("allowedCharacters")) must list at least one character")
            }
            field.allowedCharacters = Set(allowed)
        }
        if let text = try reader.string("text") {
            let place = reader.at("text")
            if let maximum = field.maximumLength, text.count > maximum {
                throw reader.error(place, "\(reader.keyPath("text")) is \(text.count) characters long, more than its maxLength (\(maximum))")
            }
            if let allowed = field.allowedCharacters, let other = text.first(where: { !allowed.contains($0) }) {
                throw reader.error(place, "\(reader.keyPath("text")) holds \(FileError.quoted(String(other))), which its allowedCharacters do not")
            }
            field.text = text
        }
    }
}
