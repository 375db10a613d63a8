import ControlModel

// CoreGraphics' names for the models' geometry. They live in a module of their own so that
// HeadlessUIKit can re-export each with a scoped import (`@_exported import typealias …`): a
// scoped import takes precedence over a plain one, so in a file that imports Foundation too —
// whose Linux build declares its own CGPoint, CGRect, CGSize and CGFloat — these names win
// instead of being ambiguous.

/// `CGPoint`: a `Point` (x and y in points, `Double`s).
public typealias CGPoint = Point
/// `CGSize`: a `Size`.
public typealias CGSize = Size
/// `CGRect`: a `Rect`.
public typealias CGRect = Rect
/// `CGFloat`: a `Double`, the type of every coordinate here (on Apple's 64-bit platforms a
/// `CGFloat` is a `Double` too, and Swift converts between them implicitly).
public typealias CGFloat = Double
