import GestureModel

/// `IndexPath`: a `TableIndexPath` — `row` (or `item`) and `section`, `init(row:section:)`
/// and `init(item:section:)`, as UIKit's additions to Foundation's `IndexPath` give them. In a
/// file that imports Foundation too, HeadlessUIKit's scoped re-export of the name wins, as the
/// CoreGraphics names do (Foundation's own `IndexPath` is then `Foundation.IndexPath`).
public typealias IndexPath = TableIndexPath
