import ControlModel

// `init(target:action:)` for each recognizer, as UIKit's, with a method reference in place of
// a selector: the recognizer with its defaults, and `addTarget(_:action:)`.

extension TapGestureRecognizer {
    /// A tap recognizer with UIKit's defaults whose actions call `action` on `target` (held
    /// weakly), as `UITapGestureRecognizer(target:action:)`.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> (TapGestureRecognizer) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// The same, for a method that takes no argument.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }
}

extension LongPressGestureRecognizer {
    /// A long-press recognizer with UIKit's defaults whose actions call `action` on `target`
    /// (held weakly), as `UILongPressGestureRecognizer(target:action:)`.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> (LongPressGestureRecognizer) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// The same, for a method that takes no argument.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }
}

extension PanGestureRecognizer {
    /// A pan recognizer with UIKit's defaults whose actions call `action` on `target` (held
    /// weakly), as `UIPanGestureRecognizer(target:action:)`.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> (PanGestureRecognizer) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// The same, for a method that takes no argument.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }
}

extension SwipeGestureRecognizer {
    /// A swipe recognizer with UIKit's defaults (to the right) whose actions call `action` on
    /// `target` (held weakly), as `UISwipeGestureRecognizer(target:action:)`.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> (SwipeGestureRecognizer) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// The same, for a method that takes no argument.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }
}

extension PinchGestureRecognizer {
    /// A pinch recognizer whose actions call `action` on `target` (held weakly), as
    /// `UIPinchGestureRecognizer(target:action:)`.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> (PinchGestureRecognizer) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// The same, for a method that takes no argument.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }
}

extension RotationGestureRecognizer {
    /// A rotation recognizer whose actions call `action` on `target` (held weakly), as
    /// `UIRotationGestureRecognizer(target:action:)`.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> (RotationGestureRecognizer) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// The same, for a method that takes no argument.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }
}
