import ControlModel

/// `UIEdgeInsets`: an `EdgeInsets` — `top`, `left`, `bottom`, `right`, `.zero`,
/// `init(top:left:bottom:right:)`.
public typealias UIEdgeInsets = EdgeInsets
