/// A stepper, as `UIStepper`: a decrement half on the left and an increment half on
/// the right.
///
/// Touch-down only highlights a half. With ``autorepeat``, the first step comes
/// ``autorepeatDelay`` after touch-down, the next ``slowRepeats`` every ``slowInterval``, then
/// every ``fastInterval`` up to repeat ``fastRepeatsEnd``, then every ``fastestInterval``
/// (repeats counted from zero; the fast intervals are uncertain in UIKit). A touch that lifts
/// inside before any repeat steps once at the lift. Values wrap (``wraps``) or clamp at the
/// bounds. Continuous steppers dispatch `valueChanged` on every step, others once at the end.
open class Stepper: Control {
    /// Which half of the stepper.
    public enum Half: Sendable, Equatable {
        /// The left, decrementing half.
        case decrement
        /// The right, incrementing half.
        case increment
    }

    private var storedValue: Double = 0 { didSet { changed(.value, oldValue != storedValue) } }

    /// The value (0 by default), kept within ``minimumValue``…``maximumValue``: as `UIStepper`'s
    /// (UIKit's documentation of `value`: clamped at the lower extreme to the minimum and at the
    /// upper extreme to the maximum). Setting it never dispatches.
    public var value: Double {
        get { storedValue }
        set { setValue(newValue) }
    }

    /// The value.
    @available(*, deprecated, renamed: "value", message: "UIStepper's name")
    public var stepperValue: Double {
        get { storedValue }
        set { setValue(newValue) }
    }

    /// The lower bound (0 by default); a value below it rises to it. Set above
    /// ``maximumValue``, it moves the maximum up to it.
    ///
    /// Source: iOS 26.1 UIKitCore (decompiled): `-[UIStepper setMinimumValue:]` sets the
    /// maximum to a minimum above it, then clamps the value. Apple's page for `minimumValue`
    /// says such a minimum raises an exception; the code does not, and the model follows the
    /// code (scene files refuse it: GestureModel's "Choices where the contract is silent").
    public var minimumValue: Double = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            setValue(storedValue)
        }
    }
    /// The upper bound (100 by default); a value above it falls to it. Set below
    /// ``minimumValue``, it moves the minimum down to it (`-[UIStepper setMaximumValue:]`,
    /// iOS 26.1, as ``minimumValue``).
    public var maximumValue: Double = 100 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            setValue(storedValue)
        }
    }
    /// The step (1 by default; must be positive).
    public var stepValue: Double = 1 {
        willSet { precondition(newValue > 0, "a stepper's step must be positive") }
    }
    /// Wrap past a bound to the other one instead of clamping.
    public var wraps = false
    /// Repeat while held (true by default).
    public var autorepeat = true
    /// Dispatch on every step (true by default) or once at the end.
    public var isContinuous = true
    /// The delay of the first repeat after touch-down (0.5 s).
    public var autorepeatDelay: Duration = .milliseconds(500)
    /// The interval of repeats 1 through ``slowRepeats`` (0.5 s).
    public var slowInterval: Duration = .milliseconds(500)
    /// How many repeats after the first use ``slowInterval`` (3).
    public var slowRepeats = 3
    /// The interval of the following repeats up to ``fastRepeatsEnd`` (0.1 s).
    public var fastInterval: Duration = .milliseconds(100)
    /// The last repeat at ``fastInterval`` (18).
    public var fastRepeatsEnd = 18
    /// The interval from then on (0.05 s).
    public var fastestInterval: Duration = .milliseconds(50)

    /// The half being pressed, if any.
    public private(set) var pressedHalf: Half?
    private var repeatCall: ScheduledCall?
    private var repeatCount = 0
    private var valueAtBegin: Double = 0

    deinit { repeatCall?.cancel() }

    /// `valueChanged`.
    open override var primaryEvent: ControlEvents { .valueChanged }
    /// ``value`` as a number.
    open override var controlValue: ControlValue? { .number(storedValue) }

    /// Sets the value, clamped to the bounds (as `UIStepper`'s `value`), without dispatching.
    public func setValue(_ newValue: Double) {
        storedValue = min(max(newValue, minimumValue), maximumValue)
    }

    /// The half under `point` (own coordinates).
    public func half(at point: Point) -> Half { point.x < bounds.width / 2 ? .decrement : .increment }

    /// Steps once in `half`'s direction, wrapping or clamping; dispatches when continuous.
    public func step(_ half: Half) {
        var next = storedValue + (half == .increment ? stepValue : -stepValue)
        if next > maximumValue { next = wraps ? minimumValue : maximumValue }
        if next < minimumValue { next = wraps ? maximumValue : minimumValue }
        guard next != storedValue else { return }
        storedValue = next
        if isContinuous { dispatch(.valueChanged) }
    }

    open override func beginTracking(_ touch: Touch, at point: Point) -> Bool {
        pressedHalf = half(at: point)
        repeatCount = 0
        valueAtBegin = storedValue
        if autorepeat { scheduleRepeat(after: autorepeatDelay) }
        return true
    }

    private func scheduleRepeat(after delay: Duration) {
        guard let scheduler else { return }
        repeatCall = scheduler.perform(after: delay) { [unowned self] in fireRepeat() }
    }

    private func fireRepeat() {
        guard let half = pressedHalf, isTracking else { return }
        if isTouchInside { step(half) }
        repeatCount += 1
        let interval =
            repeatCount <= slowRepeats ? slowInterval : (repeatCount <= fastRepeatsEnd ? fastInterval : fastestInterval)
        scheduleRepeat(after: interval)
    }

    open override func endTracking(_ touch: Touch, at point: Point, inside: Bool) {
        if let half = pressedHalf, repeatCount == 0, inside { step(half) }
        finish()
        if !isContinuous, storedValue != valueAtBegin { dispatch(.valueChanged) }
    }

    open override func cancelTracking() {
        finish()
        if !isContinuous, storedValue != valueAtBegin { dispatch(.valueChanged) }
    }

    private func finish() {
        repeatCall?.cancel()
        repeatCall = nil
        pressedHalf = nil
    }
}
