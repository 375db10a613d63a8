import SceneFiles

/// How many times something happened during an import, and where it first did.
struct Tally {
    var count: Int
    var first: SourceLocation
}

extension Optional where Wrapped == Tally {
    /// Counts one more, first at `location`.
    mutating func count(_ location: SourceLocation) {
        if let tally = self {
            self = Tally(count: tally.count + 1, first: tally.first)
        } else {
            self = Tally(count: 1, first: location)
        }
    }
}
