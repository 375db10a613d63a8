/// Findings of issue 23 whose fixes belong to code being restructured (issue 16), left for after
/// it: each tells its violations apart, so the checks keep running on everything else. When a
/// fix lands, remove its case (its regression test in `KnownIssuesRoundTwoTests` flips then).
enum KnownFinding: String, CaseIterable {
    /// `"segments": []` makes a segmented control with no segment, and titles that are no
    /// strings are taken; the format asks for a count ≥ 1 or a list of titles.
    case segmentTitles = "segment titles: an empty list, or titles that are no strings, are accepted"
    /// A touch sampled twice at one `t` (landing, then moving) is hit-tested at its later place.
    /// (The checks allow for it: see `ReplayInvariants`.)
    case hitTestAtLaterPlace = "a touch sampled twice in one event is hit-tested at its later place"

    /// The known finding `violation` is an instance of, if any.
    static func matching(_ violation: Violation) -> KnownFinding? {
        switch violation.rule {
        case .sceneAcceptance:
            if violation.detail.hasPrefix("accepted, though "),
                violation.detail.dropFirst("accepted, though ".count).split(separator: ";")
                    .allSatisfy({ ["no segment titles", "a segment title that is no string"].contains($0.trimmingCharacters(in: " ")) })
            {
                return .segmentTitles
            }
        default: break
        }
        return nil
    }
}

extension StringProtocol {
    /// The text without `characters` at either end.
    func trimmingCharacters(in characters: String) -> String {
        String(drop { characters.contains($0) }.reversed().drop { characters.contains($0) }.reversed())
    }
}
