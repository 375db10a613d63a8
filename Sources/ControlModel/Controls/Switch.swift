/// An on/off switch, as `UISwitch`.
///
/// A touch that ends inside the tracking margin toggles ``isOn`` at the lift and dispatches
/// `valueChanged` once (before `touchUpInside`). Setting ``isOn`` in code never dispatches.
open class Switch: Control {
    /// The state.
    public var isOn = false { didSet { changed(.value, oldValue != isOn) } }

    /// `valueChanged`.
    open override var primaryEvent: ControlEvents { .valueChanged }
    /// ``isOn`` as a bool.
    open override var controlValue: ControlValue? { .bool(isOn) }

    open override func endTracking(_ touch: Touch, at point: Point, inside: Bool) {
        guard inside else { return }
        isOn.toggle()
        dispatch(.valueChanged)
    }
}
