/// What a control or a handler store did, told to the event sink of the control's window
/// (``ControlModelEventSink``): the ControlModel part of the window's one event stream.
///
/// Why a part of its own: controls and their handler stores live in ControlModel, which knows
/// nothing of windows, recognizers or reasons. The smallest honest shape is this enum and the
/// sink protocol here; GestureModel's window is the sink, gives each event its id from the
/// stream's one counter and forwards it, wrapped, to the sink a user attached (`Window.eventSink`).
/// Each case is emitted once, at the home of the rule that decides it.
public enum ControlModelEvent {
    /// `control` dispatched `event`. `beyondMargin` is how far outside the bounds grown by
    /// ``Control/trackingMargin`` the touch lifted, for a `touchUpOutside` dispatched by the
    /// tracking rule (``Control/touchesEnded(_:)``, computed there once), and, negative, how
    /// far inside them for its `touchUpInside` (``Control/distanceInsideTrackingArea(_:)``);
    /// nil otherwise.
    case dispatched(control: Control, event: ControlEvents, beyondMargin: Double?)
    /// `control`'s value changed to `value`.
    case valueChanged(control: Control, value: ControlValue)
    /// `control` was enabled or disabled (``Control/isEnabled`` changed; a disabled control
    /// takes no touches): by code, a trace's `set`, or a scene handler's `sets` — caused by the
    /// handler's run when a handler did it.
    case enabledChanged(control: Control)
    /// `field`'s text changed (``TextField/text``; its ``TextField/printableText`` for output).
    case textChanged(field: TextField)
    /// A text field turned `action` down for `reason`; `field` is nil for a key pressed with no
    /// first responder (``Keyboard``).
    case textRefused(field: TextField?, action: TextInputAction, reason: TextRefusal)
    /// A delayed call of `registration` for `event` was scheduled (it runs after its delay).
    case handlerScheduled(registration: ControlHandlerToken, event: ControlEvents)
    /// A handler ran: `call` says for which event, and when the event was dispatched.
    case handlerRan(call: ControlHandlerCall)
    /// A delayed call of `registration` was cancelled before it ran.
    case handlerCancelled(registration: ControlHandlerToken)
}
