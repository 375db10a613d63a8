/// How a scene names a control or handler in its records: by its id, or, made from a cell
/// template, by its id and its cell's row now (``TemplateName``).
enum SceneName {
    /// A fixed id.
    case fixed(RecordName)
    /// A template child's id and its cell's row.
    case template(TemplateName)

    /// The name now.
    var recordName: RecordName {
        switch self {
        case .fixed(let name): return name
        case .template(let name): return RecordName(name.text)
        }
    }

    /// The name now, as text.
    var text: String {
        switch self {
        case .fixed(let name): return name.string
        case .template(let name): return name.text
        }
    }
}
