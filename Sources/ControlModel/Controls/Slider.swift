/// A slider, as `UISlider`.
///
/// Tracking starts only on the thumb. The thumb keeps its offset from the finger. Continuous
/// sliders dispatch `valueChanged` on every change; others once at the end if the value changed.
///
/// ``value``, ``minimumValue`` and ``maximumValue`` are `Float`, as `UISlider`'s. The model
/// keeps them as `Double` (what scene files give and replay output prints); the `Float`
/// properties round on the way out.
open class Slider: Control {
    /// The value, kept within the bounds.
    private var storedValue: Double = 0 { didSet { changed(.value, oldValue != storedValue) } }
    private var storedMinimum: Double = 0
    private var storedMaximum: Double = 1

    /// The value (0 by default), always within ``minimumValue``…``maximumValue``: as
    /// `UISlider`'s (UIKit's documentation of `value`), a value set below the minimum or above
    /// the maximum becomes that bound. Setting it never dispatches.
    public var value: Float {
        get { Float(storedValue) }
        set { setValue(Double(newValue)) }
    }

    /// The lower bound (0 by default). As `UISlider`'s (UIKit's documentation of
    /// `minimumValue`): set above ``maximumValue``, it moves the maximum up to it, and a value
    /// below it rises to it.
    public var minimumValue: Float {
        get { Float(storedMinimum) }
        set { preciseMinimum = Double(newValue) }
    }

    /// The upper bound (1 by default). As `UISlider`'s (UIKit's documentation of
    /// `maximumValue`): set below ``minimumValue``, it moves the minimum down to it, and a value
    /// above it falls to it.
    public var maximumValue: Float {
        get { Float(storedMaximum) }
        set { preciseMaximum = Double(newValue) }
    }

    /// ``minimumValue`` in full precision, for scene files.
    package var preciseMinimum: Double {
        get { storedMinimum }
        set {
            storedMinimum = newValue
            if storedMaximum < storedMinimum { storedMaximum = storedMinimum }
            setValue(storedValue)
        }
    }

    /// ``maximumValue`` in full precision, for scene files.
    package var preciseMaximum: Double {
        get { storedMaximum }
        set {
            storedMaximum = newValue
            if storedMinimum > storedMaximum { storedMinimum = storedMaximum }
            setValue(storedValue)
        }
    }

    /// ``value`` in full precision, for scene files and tests.
    package var preciseValue: Double { storedValue }

    /// The value in full precision.
    @available(*, deprecated, renamed: "value", message: "UISlider's name and type: value is a Float")
    public var sliderValue: Double {
        get { storedValue }
        set { setValue(newValue) }
    }

    /// Dispatch on every change (true by default) or once at the end.
    public var isContinuous = true
    /// The thumb's width in points (31, UIKit's default thumb).
    public var thumbWidth: Double = 31

    private var grabOffset: Double = 0
    private var valueAtBegin: Double = 0

    /// `valueChanged`.
    open override var primaryEvent: ControlEvents { .valueChanged }
    /// The value as a number, in full precision.
    open override var controlValue: ControlValue? { .number(storedValue) }

    /// Sets the value, kept within the bounds, without dispatching — as `UISlider`'s
    /// `setValue(_:animated:)`; nothing is animated here.
    public func setValue(_ value: Float, animated: Bool) { setValue(Double(value)) }

    /// Sets the value in full precision (what scene files give), kept within the bounds,
    /// without dispatching.
    public func setValue(_ newValue: Double) {
        storedValue = min(max(newValue, storedMinimum), max(storedMinimum, storedMaximum))
    }

    /// The thumb's centre on the x axis in the slider's coordinates.
    public var thumbCenterX: Double {
        let span = storedMaximum - storedMinimum
        let fraction = span > 0 ? (storedValue - storedMinimum) / span : 0
        return thumbWidth / 2 + fraction * max(bounds.width - thumbWidth, 0)
    }

    /// The side of the square around the thumb's centre where a touch is on the thumb, when the
    /// thumb is smaller (48 pt).
    public static let thumbHitSide: Double = 48

    /// True when `point` (own coordinates) is on the thumb: within a rect centred on the thumb
    /// (on the slider's vertical centre line) at least ``thumbHitSide`` wide and tall — the round
    /// thumb is ``thumbWidth`` on both axes, and grows to 48 × 48 pt where smaller, so a finger
    /// just past the drawn 31 pt thumb still takes it.
    ///
    /// Source: iOS 26.1 UIKitCore (decompiled): `-[_UISlideriOSVisualElement thumbHitEdgeInsets]`
    /// (each side out by `max((48 − size) / 2, 0)`) and `_shouldBeginTrackingAtPoint:pointInKnob:
    /// inKnob:` (the thumb's bounds grown by those insets contain the point).
    public func isOnThumb(_ point: Point) -> Bool {
        let halfSide = max(thumbWidth, Slider.thumbHitSide) / 2
        return abs(point.x - thumbCenterX) <= halfSide && abs(point.y - bounds.height / 2) <= halfSide
    }

    open override func beginTracking(_ touch: Touch, at point: Point) -> Bool {
        guard isOnThumb(point) else { return false }
        grabOffset = point.x - thumbCenterX
        valueAtBegin = storedValue
        return true
    }

    open override func continueTracking(_ touch: Touch, at point: Point, inside: Bool) {
        follow(point)
    }

    open override func endTracking(_ touch: Touch, at point: Point, inside: Bool) {
        follow(point)
        if !isContinuous, storedValue != valueAtBegin { dispatch(.valueChanged) }
    }

    private func follow(_ point: Point) {
        let track = max(bounds.width - thumbWidth, 0)
        let fraction = track > 0 ? min(max((point.x - grabOffset - thumbWidth / 2) / track, 0), 1) : 0
        let old = storedValue
        setValue(storedMinimum + fraction * (storedMaximum - storedMinimum))
        if isContinuous, storedValue != old { dispatch(.valueChanged) }
    }
}
