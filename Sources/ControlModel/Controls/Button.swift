/// A push button, as `UIButton`: plain tracking; the primary event is `touchUpInside`.
open class Button: Control {
    /// `touchUpInside`.
    open override var primaryEvent: ControlEvents { .touchUpInside }
}
