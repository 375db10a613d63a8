import ControlModel

/// Why no point of a view is hit: the answer of ``HitPoint/init(for:)`` when a touch aimed at
/// the view could not reach it, in the terms of `UIView.hitTest(_:with:)`.
///
/// Views are named by their `View.identifier` (an unnamed view by its type, as
/// `unnamed Button`).
public enum HitMiss: Hashable, Sendable, CustomStringConvertible {
    /// The view is not in a window (its tree's root is not a ``Window``).
    case notInWindow
    /// The view is in another window than the one a gesture was performed on (a touch on one
    /// window never reaches another's views).
    case inAnotherWindow
    /// The view has no area: a width or height of 0.
    case zeroSize
    /// The view, or the ancestor named, is hidden: hit-testing skips a hidden view with its
    /// subviews.
    case hidden(String)
    /// The view, or the ancestor named, has user interaction off: hit-testing skips it with its
    /// subviews.
    case userInteractionOff(String)
    /// The control named (the view or an ancestor) is disabled: hit-testing skips it with its
    /// subviews.
    case disabled(String)
    /// The view or ancestor named takes no touches for another reason (a subclass's
    /// `View.acceptsTouches` says no).
    case refusesTouches(String)
    /// No part of the view lies inside the window.
    case outsideWindow
    /// No part of the view lies inside the bounds of the ancestor named: hit-testing looks at a
    /// view's subviews only where the view itself contains the point, so what sticks out of a
    /// superview is never hit.
    case outsideSuperview(String)
    /// Everywhere the view is visible, hit-testing picks another view; the one named wins at
    /// the middle of the view's visible area (a later sibling, a subview, or a view on top).
    case covered(by: String)
    /// Hit-testing never returns the view, and nothing else covers it: the view's own
    /// `View.hitTest(_:)` (or an ancestor's) is overridden to pass its points on.
    case declinedByHitTest
    /// A text field's clear button is not shown: its `clearButtonMode` (named) hides it now,
    /// the field `editing` or not (`TextField.isClearButtonShown`).
    case noClearButton(mode: String, editing: Bool)
    /// A gesture of this many fingers finds no room on the view: wherever its fingers land
    /// (in a row, as close as an eighth of their spacing), one falls outside the part of the
    /// view that takes touches.
    case noRoomForFingers(Int)
    /// An alert is presented over the window (the one named): it is modal, and no touch
    /// reaches the views below it (<doc:Alerts>).
    case belowAlert(String)
    /// The control has no such part: a segmented control no segment of that title (the
    /// words say which part was asked for and which there are).
    case noSuchPart(String)

    /// A short code naming the case, for programs: `hidden`, `covered`, …
    public var code: String {
        switch self {
        case .notInWindow: return "notInWindow"
        case .inAnotherWindow: return "inAnotherWindow"
        case .zeroSize: return "zeroSize"
        case .hidden: return "hidden"
        case .userInteractionOff: return "userInteractionOff"
        case .disabled: return "disabled"
        case .refusesTouches: return "refusesTouches"
        case .outsideWindow: return "outsideWindow"
        case .outsideSuperview: return "outsideSuperview"
        case .covered: return "covered"
        case .declinedByHitTest: return "declinedByHitTest"
        case .noRoomForFingers: return "noRoomForFingers"
        case .belowAlert: return "belowAlert"
        case .noClearButton: return "noClearButton"
        case .noSuchPart: return "noSuchPart"
        }
    }

    /// The view the case names, if it names one.
    public var view: String? {
        switch self {
        case .hidden(let name), .userInteractionOff(let name), .disabled(let name), .refusesTouches(let name),
            .outsideSuperview(let name), .covered(by: let name):
            return name
        case .notInWindow, .inAnotherWindow, .zeroSize, .outsideWindow, .declinedByHitTest, .noRoomForFingers, .belowAlert, .noClearButton,
            .noSuchPart:
            return nil
        }
    }

    /// The reason in words: `hidden (photo is hidden)`, `covered by overlay`, …
    public var description: String {
        switch self {
        case .notInWindow: return "not in a window"
        case .inAnotherWindow: return "in another window"
        case .zeroSize: return "zero size"
        case .hidden(let name): return "hidden (\(name) is hidden)"
        case .userInteractionOff(let name): return "user interaction off (on \(name))"
        case .disabled(let name): return "disabled (\(name) is a disabled control)"
        case .refusesTouches(let name): return "takes no touches (\(name) refuses them)"
        case .outsideWindow: return "outside the window"
        case .outsideSuperview(let name): return "outside its ancestor \(name)"
        case .covered(by: let name): return "covered by \(name)"
        case .declinedByHitTest: return "its hit-test declines every point of it"
        case .noClearButton(let mode, let editing):
            return "its clear button is not shown (clearButton \(mode), the field is \(editing ? "editing" : "not editing"))"
        case .noRoomForFingers(let count): return "no room for \(count) fingers on the part of it that takes touches"
        case .belowAlert(let alert): return "below the presented alert \(alert) (modal)"
        case .noSuchPart(let words): return "no such part (\(words))"
        }
    }

    /// The name a miss gives `view`: its identifier, or `unnamed` and its type.
    package static func name(of view: View) -> String { view.identifier ?? "unnamed \(type(of: view))" }
}
