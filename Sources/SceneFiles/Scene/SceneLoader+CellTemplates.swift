import ControlModel
import GestureModel

/// A table's or collection view's cell template (`cell`, <doc:FileFormats>): views and
/// controls that every cell of the list holds, named in records and commands by their id and
/// the row or item their cell shows now (`buy@0.3`, ``TemplateName``).
///
/// The template is read once when the scene loads — its errors at their place, its ids (and
/// its handlers' ids) joining the scene's one namespace as written — then copied into each new
/// cell the list makes; a reused cell keeps its copies, whose names follow its new row or item.
/// A template's children are laid out in a cell of the table's width and `rowHeight`, or of the
/// collection's `itemSize` (a child without `frame` fills it). They may be views and controls
/// with handlers (no recognizers, tap conveniences, scroll views, lists or `presents`).
extension SceneLoader {
    /// The keys of a list's `cell`.
    static let cellTemplateKeys: Set<String> = ["children"]
    /// The view types a cell template may not hold.
    static let typesOutsideTemplates: Set<String> = ["scroll", "table", "collection"]

    /// Reads `list`'s cell template at `value` and has the list make its cells from it.
    mutating func loadCellTemplate(_ value: JSONValue, path: String, list: SceneCellList) throws(FileError) {
        let reader = try ObjectReader(value, path: path, file: file, allowed: SceneLoader.cellTemplateKeys)
        let children = try reader.array("children") ?? []
        // the checking pass: every error at its place, the ids claimed, nothing observed
        let sample = list.makeCell()
        list.size(sample)
        inTemplate = true
        templateBases = []
        defer { inTemplate = false }
        for (index, element) in children.enumerated() {
            try loadView(element, path: "\(path).children[\(index)]", parent: sample.contentView)
        }
        for base in templateBases { scene.templatedLists[base] = list }
        let file = self.file
        list.register { [weak scene] cell in
            guard let scene else { return }
            var loader = SceneLoader(file: file, scene: scene)
            loader.inTemplate = true
            loader.templateCell = cell
            for (index, element) in children.enumerated() {
                // checked when the scene loaded: a copy cannot fail
                try? loader.loadView(element, path: "\(path).children[\(index)]", parent: cell.contentView)
            }
        }
    }

    /// The name a view or handler `id` gets in records: its id; in a template's copy, its id and
    /// its cell's row; nil on the template's checking pass (nothing is observed).
    func naming(_ id: String) -> SceneName? {
        guard inTemplate else { return .fixed(RecordName(id)) }
        return templateCell.map { .template(TemplateName(base: id, cell: $0)) }
    }
}

extension SceneLoader {
    /// An id of the scene written as a template copy's name (`buy@0.3` beside a template's
    /// `buy`) would name two things: an error at the id.
    func checkTemplateNames() throws(FileError) {
        for (id, location) in idLocations.sorted(by: { ($0.value.line, $0.value.column) < ($1.value.line, $1.value.column) }) {
            guard let at = id.lastIndex(of: "@"), scene.templatedLists[String(id[..<at])] != nil else { continue }
            throw FileError(file: file, location: location, message: "id '\(id)' is the name of a cell template's copy ('\(id[..<at])' in a row's or item's cell)")
        }
    }
}
