import ControlModel

/// The part of every recognizer's API that hands closures the recognizer's own type: a target
/// method added to a ``PanGestureRecognizer`` receives a `PanGestureRecognizer`, so it reads
/// ``PanGestureRecognizer/translation(in:)`` without a cast.
///
/// ``GestureRecognizer`` conforms, so every recognizer has these methods; `Self` is the type
/// the recognizer is known as where the method is called.
public protocol TypedGestureRecognizer: GestureRecognizer {}

extension GestureRecognizer: TypedGestureRecognizer {}

extension TypedGestureRecognizer {
    /// Calls `action` on `target` at each action of the gesture (began, every changed, ended,
    /// cancelled; for a discrete gesture, when it is recognized), as
    /// `UIGestureRecognizer.addTarget(_:action:)` with a method reference in place of a
    /// selector: `addTarget(self, action: Self.didPan)` for `func didPan(_ pan:
    /// PanGestureRecognizer)`.
    ///
    /// The target is held weakly, as UIKit holds it: once it is gone the call does nothing.
    /// The recognizer keeps the registration (a handler, see ``GestureRecognizer/addHandler(delay:_:)``)
    /// until the returned token removes it.
    ///
    /// - Complexity: O(1) amortized.
    @discardableResult
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> (Self) -> Void
    ) -> GestureHandlerToken {
        addHandler { [weak target] recognizer, _, _ in
            guard let target, let recognizer = recognizer as? Self else { return }
            action(target)(recognizer)
        }
    }

    /// `addTarget(_:action:)` for a method that takes no argument (`func didTap()`).
    ///
    /// - Complexity: O(1) amortized.
    @discardableResult
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) -> GestureHandlerToken {
        addHandler { [weak target] _, _, _ in
            guard let target else { return }
            action(target)()
        }
    }
}

extension GestureRecognizer {
    /// Where the touch at `index` of ``touches`` is, in `view`'s coordinates (window
    /// coordinates for nil), as `UIGestureRecognizer.location(ofTouch:in:)`; the index runs
    /// up to ``numberOfTouches`` − 1.
    public func location(ofTouch index: Int, in view: View?) -> Point {
        precondition(touches.indices.contains(index), "touch index \(index) beyond the \(numberOfTouches) touches")
        return touches[index].location(in: view)
    }
}
