import ControlModel

/// Pairs the contacts of one protocol-A frame with the previous frame's, so fingers keep their
/// identity.
///
/// When every contact of both frames carries a tracking id (unique within its frame), contacts
/// with the same id are the same finger (as Android's input reader does for protocol A with
/// ids). Otherwise the pairing minimises the total distance, exactly: the Hungarian method
/// (shortest augmenting paths with potentials) on the distance matrix.
///
/// - Complexity: O(n²·m) for n ≤ m contacts, at most 64 each (``RecordingImporter`` refuses more
///   in a frame): a few hundred thousand steps for the largest frame, a few dozen for usual ones.
enum ContactMatcher {
    /// Pairs `old` and `new` points by least total distance; every contact of the smaller side is
    /// paired.
    static func match(_ old: [Point], _ new: [Point]) -> [(old: Int, new: Int)] {
        if old.isEmpty || new.isEmpty { return [] }
        let swap = old.count > new.count
        let rows = swap ? new : old, columns = swap ? old : new
        let assignment = assign(rows.count, columns.count) { rows[$0].distance(to: columns[$1]) }
        return assignment.enumerated().map { swap ? (old: $0.element, new: $0.offset) : (old: $0.offset, new: $0.element) }
    }

    /// Pairs contacts with equal tracking ids, or nil when some contact has none (or ids repeat
    /// within a frame).
    static func matchByID(_ old: [Int?], _ new: [Int?]) -> [(old: Int, new: Int)]? {
        var index: [Int: Int] = [:]
        for (position, id) in old.enumerated() {
            guard let id, index.updateValue(position, forKey: id) == nil else { return nil }
        }
        var seen: Set<Int> = []
        var pairs: [(old: Int, new: Int)] = []
        for (position, id) in new.enumerated() {
            guard let id, seen.insert(id).inserted else { return nil }
            if let previous = index[id] { pairs.append((previous, position)) }
        }
        return pairs
    }

    /// The column assigned to each of `rowCount` rows (`rowCount` ≤ `columnCount`) minimising the
    /// total `cost`.
    private static func assign(_ rowCount: Int, _ columnCount: Int, cost: (Int, Int) -> Double) -> [Int] {
        if rowCount == 1 {
            var best = 0
            for column in 1..<columnCount where cost(0, column) < cost(0, best) { best = column }
            return [best]
        }
        let n = rowCount, m = columnCount
        var matrix = [Double](repeating: 0, count: n * m)
        for row in 0..<n { for column in 0..<m { matrix[row * m + column] = cost(row, column) } }
        // potentials u (rows, 1-based) and v (columns, 1-based); owner[j]: the row holding column j
        var u = [Double](repeating: 0, count: n + 1), v = [Double](repeating: 0, count: m + 1)
        var owner = [Int](repeating: 0, count: m + 1), way = [Int](repeating: 0, count: m + 1)
        var reach = [Double](repeating: 0, count: m + 1), used = [Bool](repeating: false, count: m + 1)
        for row in 1...n {
            owner[0] = row
            var column0 = 0
            for j in 0...m { reach[j] = .infinity; used[j] = false }
            repeat {
                used[column0] = true
                let row0 = owner[column0]
                var delta = Double.infinity, column1 = 0
                for j in 1...m where !used[j] {
                    let current = matrix[(row0 - 1) * m + (j - 1)] - u[row0] - v[j]
                    if current < reach[j] {
                        reach[j] = current
                        way[j] = column0
                    }
                    if reach[j] < delta {
                        delta = reach[j]
                        column1 = j
                    }
                }
                for j in 0...m {
                    if used[j] {
                        u[owner[j]] += delta
                        v[j] -= delta
                    } else {
                        reach[j] -= delta
                    }
                }
                column0 = column1
            } while owner[column0] != 0
            repeat {
                let column1 = way[column0]
                owner[column0] = owner[column1]
                column0 = column1
            } while column0 != 0
        }
        var result = [Int](repeating: 0, count: n)
        for j in 1...m where owner[j] != 0 { result[owner[j] - 1] = j - 1 }
        return result
    }
}
