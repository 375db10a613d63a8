extension CorpusCase {
    /// Whether the case's name matches `pattern`: contains it, or, when the pattern holds `*`
    /// (any characters, `/` included) or `?` (one character), matches it whole.
    ///
    /// - Complexity: O(*n* × *m*) for a name of *n* and a pattern of *m* characters.
    public func matches(_ pattern: String) -> Bool {
        guard pattern.contains("*") || pattern.contains("?") else { return pattern.isEmpty || name.contains(pattern) }
        let name = Array(self.name.unicodeScalars), pattern = Array(pattern.unicodeScalars)
        // matched[j]: the name's characters so far match the pattern's first j
        var matched = [Bool](repeating: false, count: pattern.count + 1)
        matched[0] = true
        for j in pattern.indices where pattern[j] == "*" { matched[j + 1] = matched[j] }
        for character in name {
            var next = [Bool](repeating: false, count: pattern.count + 1)
            for j in pattern.indices {
                switch pattern[j] {
                case "*": next[j + 1] = next[j] || matched[j + 1]
                case "?": next[j + 1] = matched[j]
                default: next[j + 1] = matched[j] && pattern[j] == character
                }
            }
            matched = next
        }
        return matched[pattern.count]
    }
}
