/// The row counts a scene's table answers, per section (<doc:FileFormats>): shared by the
/// table's data source closures and the swipe actions that delete rows (`deletes`), which take
/// a row off before they tell the table, so the update's count check holds.
final class SceneRowCounts {
    /// The rows of each section.
    var counts: [Int]

    init(_ counts: [Int]) { self.counts = counts }
}
