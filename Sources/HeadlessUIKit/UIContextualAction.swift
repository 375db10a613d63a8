import GestureModel

/// `UIContextualAction`: a `ContextualAction` — `init(style:title:handler:)` with `.normal` or
/// `.destructive`, and UIKit's handler shape `(UIContextualAction, UIView, @escaping (Bool) ->
/// Void) -> Void`, whose completion says whether the action was performed.
public typealias UIContextualAction = ContextualAction
