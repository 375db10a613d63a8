/// One positional argument of a subcommand, declared once like an ``Option``.
struct Positional: Sendable {
    /// The value it takes (its placeholder names it: `<trace>`).
    let value: ValueKind
    /// What it is.
    let help: String
    /// True when it takes every remaining word (`<file> ...`).
    var isRepeating = false
    /// True when it may be left out.
    var isOptional = false

    /// `<name>`, or `<name> ...` when it repeats.
    var label: String { "<\(value.placeholder)>" + (isRepeating ? " ..." : "") }

    /// As in a usage line: `<name>`, `<name> ...`, or in brackets when optional.
    var synopsis: String { isOptional ? "[\(label)]" : label }
}
