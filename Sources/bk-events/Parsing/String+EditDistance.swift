extension String {
    /// The Levenshtein distance to `other`: the fewest single-character insertions, deletions
    /// and substitutions that turn one into the other (for "Did you mean …?" suggestions).
    ///
    /// - Complexity: O(*n* × *m*) time, O(*m*) memory, for lengths *n* and *m*.
    func editDistance(to other: String) -> Int {
        let source = Array(self), target = Array(other)
        guard !source.isEmpty else { return target.count }
        var previous = Array(0...target.count)
        var current = previous
        for (i, character) in source.enumerated() {
            current[0] = i + 1
            for (j, wanted) in target.enumerated() {
                current[j + 1] = Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (character == wanted ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[target.count]
    }
}
