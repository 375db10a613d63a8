/// `CGColor`: a ``UIColor`` (what `UIColor.cgColor` gives, for a layer's `borderColor` and
/// `shadowColor`).
public typealias CGColor = UIColor
