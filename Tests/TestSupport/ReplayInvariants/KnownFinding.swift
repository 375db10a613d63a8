/// Findings of the edge-case checks left as known issues while their fix waits: each case tells
/// its violations apart, so the checks keep running on everything else. When a fix lands,
/// remove its case (its regression test in `SegmentAndLandingEdgeCaseTests` flips then). None today:
/// the last two (segment titles accepted empty, a touch hit-tested where it moved within its
/// landing instant) are fixed.
package struct KnownFinding: Hashable {
    /// What the finding is, as the known issue names it.
    package let rawValue: String

    /// The known finding `violation` is an instance of, if any.
    package static func matching(_ violation: Violation) -> KnownFinding? { nil }
}

extension StringProtocol {
    /// The text without `characters` at either end.
    package func trimmingCharacters(in characters: String) -> String {
        String(drop { characters.contains($0) }.reversed().drop { characters.contains($0) }.reversed())
    }
}
