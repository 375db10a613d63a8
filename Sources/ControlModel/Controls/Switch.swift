/// An on/off switch, as `UISwitch`.
///
/// A touch that ends inside the tracking margin toggles ``isOn`` at the lift and dispatches
/// `valueChanged` once (before `touchUpInside`). Setting ``isOn`` in code never dispatches.
open class Switch: Control {
    /// The state.
    public var isOn = false { didSet { changed(.value, oldValue != isOn) } }

    /// The knob's width in points (31: a circle as tall as a `UISwitch`, which is 51 × 31 pt; an
    /// estimate of UIKit's drawing).
    public var knobWidth: Double = 31

    /// The knob's centre on the x axis in the switch's coordinates: at the left end when off,
    /// at the right end when on.
    public var knobCenterX: Double { isOn ? bounds.width - knobWidth / 2 : knobWidth / 2 }

    /// True when `point` (own coordinates) is on the knob.
    public func isOnKnob(_ point: Point) -> Bool {
        abs(point.x - knobCenterX) <= knobWidth / 2 && point.y >= 0 && point.y <= bounds.height
    }

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
