/// The differences between the records an expectation holds and those a replay produced, as a
/// unified diff over records (`-` expected, `+` produced, two records of context around each
/// change), so a failure reads like a code review.
///
/// The longest common subsequence aligns the records between the common start and end when
/// that middle is small (at most ``alignmentLimit`` pairs of lines); a larger middle is shown
/// as removed and added without alignment. At most ``lineLimit`` lines are shown.
struct LineDiff: Equatable, Sendable {
    /// The most pairs of lines aligned (the table's cells).
    static let alignmentLimit = 1 << 20
    /// The most diff lines shown.
    static let lineLimit = 40
    /// Records of context around each change.
    static let context = 2

    /// Records only in the expectation.
    var removed = 0
    /// Records only in the output.
    var added = 0
    /// The diff's text: hunks headed `@@ -A,B +C,D @@` (record numbers from 1), then lines
    /// starting with ` `, `-` or `+`, each ending with a newline.
    var text = ""

    private enum Edit: Equatable {
        case same(Int, Int)
        case removed(Int)
        case added(Int)
    }

    /// The diff from `expected` to `produced`.
    ///
    /// - Complexity: O(*n* + *m*) apart from the middle that differs, O(*a* × *b*) for it when
    ///   aligned.
    init(expected: [Substring], produced: [Substring]) {
        var prefix = 0
        while prefix < expected.count, prefix < produced.count, expected[prefix] == produced[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < expected.count - prefix, suffix < produced.count - prefix,
            expected[expected.count - 1 - suffix] == produced[produced.count - 1 - suffix]
        {
            suffix += 1
        }
        let oldMiddle = prefix..<(expected.count - suffix)
        let newMiddle = prefix..<(produced.count - suffix)
        var edits: [Edit] = (0..<prefix).map { .same($0, $0) }
        edits += LineDiff.align(expected, oldMiddle, produced, newMiddle)
        edits += (0..<suffix).map { .same(expected.count - suffix + $0, produced.count - suffix + $0) }
        removed = edits.filter { if case .removed = $0 { return true } else { return false } }.count
        added = edits.filter { if case .added = $0 { return true } else { return false } }.count
        text = LineDiff.render(edits, expected, produced)
    }

    /// The edits turning `old[a]` into `new[b]`: aligned by their longest common subsequence
    /// when small enough, otherwise all removed, then all added.
    private static func align(_ old: [Substring], _ a: Range<Int>, _ new: [Substring], _ b: Range<Int>) -> [Edit] {
        guard !a.isEmpty, !b.isEmpty, a.count * b.count <= alignmentLimit else {
            return a.map { .removed($0) } + b.map { .added($0) }
        }
        // lengths[i][j]: the longest common subsequence of old[a][i...] and new[b][j...]
        let width = b.count + 1
        var lengths = [Int32](repeating: 0, count: (a.count + 1) * width)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i * width + j] = old[a.lowerBound + i] == new[b.lowerBound + j]
                    ? lengths[(i + 1) * width + j + 1] + 1
                    : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, old[a.lowerBound + i] == new[b.lowerBound + j] {
                edits.append(.same(a.lowerBound + i, b.lowerBound + j))
                i += 1
                j += 1
            } else if j < b.count, i == a.count || lengths[i * width + j + 1] >= lengths[(i + 1) * width + j] {
                edits.append(.added(b.lowerBound + j))
                j += 1
            } else {
                edits.append(.removed(a.lowerBound + i))
                i += 1
            }
        }
        // removals before additions within a run of changes, as diff tools show them
        var ordered: [Edit] = []
        var run: [Edit] = []
        func flush() {
            ordered += run.filter { if case .removed = $0 { return true } else { return false } }
            ordered += run.filter { if case .added = $0 { return true } else { return false } }
            run.removeAll()
        }
        for edit in edits {
            if case .same = edit {
                flush()
                ordered.append(edit)
            } else {
                run.append(edit)
            }
        }
        flush()
        return ordered
    }

    /// The hunks of `edits` as text.
    private static func render(_ edits: [Edit], _ old: [Substring], _ new: [Substring]) -> String {
        var shown = [Bool](repeating: false, count: edits.count)
        for (index, edit) in edits.enumerated() {
            if case .same = edit { continue }
            for near in max(0, index - context)...min(edits.count - 1, index + context) { shown[near] = true }
        }
        var text = ""
        var lines = 0
        var index = 0
        while index < edits.count {
            guard shown[index] else {
                index += 1
                continue
            }
            var end = index
            while end < edits.count, shown[end] { end += 1 }
            let hunk = edits[index..<end]
            text += header(hunk)
            for (offset, edit) in zip(hunk.indices, hunk) {
                guard lines < lineLimit else {
                    let rest = edits[offset...].filter { if case .same = $0 { return false } else { return true } }.count
                    return text + "… \(rest) more changed record(s) not shown\n"
                }
                switch edit {
                case .same(let i, _): text += "  " + old[i] + "\n"
                case .removed(let i): text += "- " + old[i] + "\n"
                case .added(let j): text += "+ " + new[j] + "\n"
                }
                lines += 1
            }
            index = end
        }
        return text
    }

    /// `@@ -A,B +C,D @@` for a hunk: where it starts in each side (from 1) and how many lines.
    private static func header(_ hunk: ArraySlice<Edit>) -> String {
        var oldStart: Int?, newStart: Int?
        var oldCount = 0, newCount = 0
        for edit in hunk {
            switch edit {
            case .same(let i, let j):
                oldStart = oldStart ?? i
                newStart = newStart ?? j
                oldCount += 1
                newCount += 1
            case .removed(let i):
                oldStart = oldStart ?? i
                oldCount += 1
            case .added(let j):
                newStart = newStart ?? j
                newCount += 1
            }
        }
        // a side without lines in the hunk is empty as a whole (context lines would be there
        // otherwise): it starts at 0, as diff prints it
        func start(_ value: Int?) -> Int { value.map { $0 + 1 } ?? 0 }
        return "@@ -\(start(oldStart)),\(oldCount) +\(start(newStart)),\(newCount) @@\n"
    }
}
