import ControlModel

/// Where a touch went when it landed (`GestureEnvironment+Binding.swift`, the rule's home):
/// the view it was hit-tested to, what that view's touch properties admitted, and the
/// recognizers of that view and its ancestors that took it, will take it once reset, or
/// refused it and why. Told to the window's event stream (``GestureEventKind/landed(_:)``).
public struct TouchBinding {
    /// The touch.
    public let touch: Touch
    /// The view it was hit-tested to (nil: outside every view).
    public let view: View?
    /// What the view's `isMultipleTouchEnabled` and `isExclusiveTouch` admitted.
    public let admission: TouchAdmission
    /// The recognizers bound to it, nearest view first.
    public let bound: [GestureRecognizer]
    /// The recognizers that get it once they reset (held or finished when it landed).
    public let deferred: [GestureRecognizer]
    /// The recognizers that did not take it: `disabled`, or `shouldReceive` (the delegate said no).
    public let refused: [(GestureRecognizer, String)]
    /// The views under its point that did not get it, and why (`hidden`, `userInteraction`,
    /// `disabled`, `refusesTouches`, `exclusiveTouch`), front-most first.
    public internal(set) var skipped: [(View, String)] = []

    /// The landing by name: the views' and recognizers' identifiers (types when they have none).
    package var landing: TouchLanding {
        let admissionName: String
        switch admission {
        case .delivered: admissionName = "delivered"
        case .recognizersOnly: admissionName = "recognizersOnly"
        case .ignored: admissionName = "ignored"
        }
        return TouchLanding(
            touch: touch.identifier, view: view.map(Self.name(of:)), admission: admissionName,
            bound: bound.map(\.displayName), deferred: deferred.map(\.displayName),
            refused: refused.map { "\($0.0.displayName) (\($0.1))" },
            skipped: skipped.map { SkippedView(view: Self.name(of: $0.0), why: $0.1) })
    }

    /// A view by name: its identifier, or its type when it has none.
    private static func name(of view: View) -> String { view.identifier ?? "\(type(of: view))" }

    /// The views hit-testing `point` (in `view`'s coordinates) tries and that refuse touches,
    /// front-most first, as `View.hitTest(_:)` walks: later siblings before earlier ones, a
    /// view's subviews before it; a refusing view's subviews are not tried. Stops at the view
    /// hit-testing finds (true when it found one).
    ///
    /// Sources: Apple, `UIView.hitTest(_:with:)` ("ignores view objects that are hidden, that
    /// have disabled user interactions, or have an alpha level less than 0.01"),
    /// `UIControl.isEnabled`.
    @discardableResult
    static func collectSkipped(under point: Point, in view: View, into skipped: inout [(View, String)]) -> Bool {
        guard view.bounds.contains(point) else { return false }
        guard view.acceptsTouches else {
            let why =
                view.isHidden ? "hidden" : !view.isUserInteractionEnabled ? "userInteraction"
                : view.alpha < View.minimumHitTestAlpha ? "transparent"
                : (view as? Control)?.isEnabled == false ? "disabled" : "refusesTouches"
            skipped.append((view, why))
            return false
        }
        for child in view.subviews.reversed()
        where collectSkipped(under: point - child.frame.origin + child.boundsOrigin, in: child, into: &skipped) {
            return true
        }
        return true
    }
}
