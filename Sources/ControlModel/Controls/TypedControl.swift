/// The part of every control's API that hands closures the control's own type: a handler added
/// to a ``Switch`` receives a `Switch`, not a ``Control``, so it reads `isOn` without a cast.
///
/// ``Control`` conforms, so every control has these methods; `Self` is the type the control
/// is known as where the method is called.
///
/// ```swift
/// let wifi = Switch()
/// wifi.addEventHandler(for: .valueChanged) { wifi, _ in print(wifi.isOn) }
/// wifi.addAction(ControlAction { action in print(action.sender as? Switch as Any) }, for: .valueChanged)
/// wifi.addTarget(settings, action: Settings.wifiChanged, for: .valueChanged)  // func wifiChanged(_ sender: Switch)
/// ```
///
/// Registrations (handlers, actions, targets) live as long as the control unless removed; the
/// token `addEventHandler` returns is only a handle. An observation lives as long as the
/// ``ObservationToken`` that `observe` returns.
public protocol TypedControl: Control {}

extension Control: TypedControl {}

extension TypedControl {
    /// The control a call was dispatched from, as `Self`. The store belongs to this control,
    /// so the sender is this control (a store driven by hand with another sender is misuse).
    private static func typed(_ sender: Control) -> Self {
        guard let control = sender as? Self else {
            preconditionFailure("a handler of a \(Self.self) was dispatched with a \(type(of: sender)) as sender")
        }
        return control
    }

    /// Registers `handler` for `events` (not empty), with an optional delay; see
    /// ``ControlEventHandlers``. The handler receives the control as `Self`, so it never needs
    /// to capture it (BlocksKit #317: handler ↔ control retain cycles).
    ///
    /// The control keeps the registration until it is removed (by the returned token, or
    /// ``Control/removeEventHandlers(for:)``) or the control goes: dropping the token does not
    /// remove it.
    ///
    /// - Complexity: O(1) amortized.
    @discardableResult
    public func addEventHandler(
        for events: ControlEvents, delay: Duration = .zero, _ handler: @escaping (Self, ControlEvents) -> Void
    ) -> ControlHandlerToken {
        handlers.add(for: events, delay: delay) { call in handler(Self.typed(call.sender), call.event) }
    }

    /// Adds `action` for `events`, as `UIControl.addAction(_:for:)`: an action with the same
    /// ``ControlAction/identifier`` already registered for some of `events` is replaced for those
    /// events. While the handler runs, ``ControlAction/sender`` is this control.
    ///
    /// - Complexity: O(n) in the number of registrations.
    public func addAction(_ action: ControlAction, for events: ControlEvents) {
        let identifier = action.identifier
        handlers.removeEventHandlers(for: events) { $0.action?.identifier == identifier }
        let registration = handlers.add(for: events) { call in action.perform(from: call.sender) }
        registration.action = action
    }

    /// Strips `events` from the registrations of `action` (by its identifier), as
    /// `UIControl.removeAction(_:for:)`.
    ///
    /// - Complexity: O(n) in the number of registrations.
    public func removeAction(_ action: ControlAction, for events: ControlEvents) {
        removeAction(identifiedBy: action.identifier, for: events)
    }

    /// Strips `events` from the registrations of the action named `identifier`, as
    /// `UIControl.removeAction(identifiedBy:for:)`.
    ///
    /// - Complexity: O(n) in the number of registrations.
    public func removeAction(identifiedBy identifier: ControlAction.Identifier, for events: ControlEvents) {
        handlers.removeEventHandlers(for: events) { $0.action?.identifier == identifier }
    }

    /// Calls `action` on `target` for `events`, as `UIControl.addTarget(_:action:for:)` with a
    /// method reference in place of a selector: `addTarget(self, action: Self.didTap, for:
    /// .touchUpInside)` for `func didTap(_ sender: Button)` (a method taking any supertype of
    /// the control, such as `Control` or `Any`, fits too).
    ///
    /// The target is held weakly, as UIKit holds it: once it is gone the registration does
    /// nothing. Remove it with ``removeTarget(_:for:)``.
    ///
    /// - Complexity: O(1) amortized.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> (Self) -> Void, for events: ControlEvents
    ) {
        let registration = handlers.add(for: events) { [weak target] call in
            guard let target else { return }
            action(target)(Self.typed(call.sender))
        }
        registration.target = ObjectIdentifier(target)
    }

    /// `addTarget(_:action:for:)` for a method that takes no sender (`func didTap()`).
    ///
    /// - Complexity: O(1) amortized.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> () -> Void, for events: ControlEvents
    ) {
        let registration = handlers.add(for: events) { [weak target] _ in
            guard let target else { return }
            action(target)()
        }
        registration.target = ObjectIdentifier(target)
    }

    /// Strips `events` from the registrations `target` made with `addTarget(_:action:for:)`
    /// (every target's, for nil), as `UIControl.removeTarget(_:action:for:)` with a nil action.
    ///
    /// - Complexity: O(n) in the number of registrations.
    public func removeTarget(_ target: AnyObject?, for events: ControlEvents) {
        let identity = target.map(ObjectIdentifier.init)
        handlers.removeEventHandlers(for: events) { registration in
            registration.target != nil && (identity == nil || registration.target == identity)
        }
    }

    /// Observes changes of `property`; the closure receives the control as `Self`, so it need
    /// not capture it.
    ///
    /// The observation lives as long as the returned token: keep it (in a property, or with
    /// ``ObservationToken/store(in:)``); releasing it, or ``ObservationToken/cancel()``, stops
    /// the observation — as KVO's `NSKeyValueObservation` does. The result is not discardable
    /// for that reason.
    ///
    /// - Complexity: O(1)
    public func observe(_ property: ControlProperty, _ callback: @escaping (Self) -> Void) -> ObservationToken {
        propertyChanges.add { change in if change.property == property { callback(Self.typed(change.control)) } }
    }
}
