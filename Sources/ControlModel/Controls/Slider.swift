/// A slider, as `UISlider`.
///
/// Tracking starts only on the thumb. The thumb keeps its offset from the finger. Continuous
/// sliders dispatch `valueChanged` on every change; others once at the end if the value changed.
open class Slider: Control {
    /// The value, clamped to ``minimumValue``…``maximumValue``.
    public var sliderValue: Double = 0 { didSet { changed(.value, oldValue != sliderValue) } }
    /// The lower bound (0 by default). As `UISlider`'s (UIKit's documentation of
    /// `minimumValue`): set above ``maximumValue``, it moves the maximum up to it, and a value
    /// below it rises to it.
    public var minimumValue: Double = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            setValue(sliderValue)
        }
    }
    /// The upper bound (1 by default). As `UISlider`'s (UIKit's documentation of
    /// `maximumValue`): set below ``minimumValue``, it moves the minimum down to it, and a value
    /// above it falls to it.
    public var maximumValue: Double = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            setValue(sliderValue)
        }
    }
    /// Dispatch on every change (true by default) or once at the end.
    public var isContinuous = true
    /// The thumb's width in points (31, UIKit's default thumb).
    public var thumbWidth: Double = 31

    private var grabOffset: Double = 0
    private var valueAtBegin: Double = 0

    /// `valueChanged`.
    open override var primaryEvent: ControlEvents { .valueChanged }
    /// ``sliderValue`` as a number.
    open override var value: ControlValue? { .number(sliderValue) }

    /// Sets the value, clamped to the bounds, without dispatching.
    public func setValue(_ newValue: Double) {
        sliderValue = min(max(newValue, minimumValue), max(minimumValue, maximumValue))
    }

    /// The thumb's centre on the x axis in the slider's coordinates.
    public var thumbCenterX: Double {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? (sliderValue - minimumValue) / span : 0
        return thumbWidth / 2 + fraction * max(bounds.width - thumbWidth, 0)
    }

    /// True when `point` (own coordinates) is on the thumb.
    public func isOnThumb(_ point: Point) -> Bool { abs(point.x - thumbCenterX) <= thumbWidth / 2 }

    open override func beginTracking(_ touch: Touch, at point: Point) -> Bool {
        guard isOnThumb(point) else { return false }
        grabOffset = point.x - thumbCenterX
        valueAtBegin = sliderValue
        return true
    }

    open override func continueTracking(_ touch: Touch, at point: Point, inside: Bool) {
        follow(point)
    }

    open override func endTracking(_ touch: Touch, at point: Point, inside: Bool) {
        follow(point)
        if !isContinuous, sliderValue != valueAtBegin { dispatch(.valueChanged) }
    }

    private func follow(_ point: Point) {
        let track = max(bounds.width - thumbWidth, 0)
        let fraction = track > 0 ? min(max((point.x - grabOffset - thumbWidth / 2) / track, 0), 1) : 0
        let old = sliderValue
        setValue(minimumValue + fraction * (maximumValue - minimumValue))
        if isContinuous, sliderValue != old { dispatch(.valueChanged) }
    }
}
