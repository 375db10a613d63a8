/// Owns an observation: the observation stops when ``cancel()`` is called or when the token is
/// released — as KVO's `NSKeyValueObservation` and Combine's `AnyCancellable` do. The token
/// never keeps the observed object alive.
///
/// This is the one kind of token that owns what it stands for, and the API shows it: calls
/// that return one (`observe`, `ObserverList.add`) are not `@discardableResult`, so leaving
/// the result unused is a compiler warning. Keep the token in a property, or collect several:
///
/// ```swift
/// var observations: [ObservationToken] = []
/// slider.observe(.value) { slider in print(slider.value) }.store(in: &observations)
/// ```
///
/// Every other token is a handle: ``ControlHandlerToken``, a gesture handler's token, a tap
/// convenience's token and ``ScheduledCall`` can be dropped, and what they stand for stays
/// until removed (or cancelled) or until its owner goes.
public final class ObservationToken {
    private var onCancel: (() -> Void)?

    init(onCancel: @escaping () -> Void) { self.onCancel = onCancel }

    /// Stops the observation; idempotent.
    public func cancel() {
        onCancel?()
        onCancel = nil
    }

    /// True until ``cancel()`` is called.
    public var isActive: Bool { onCancel != nil }

    /// Appends the token to `collection`, which then keeps the observation alive.
    public func store<Tokens: RangeReplaceableCollection>(in collection: inout Tokens)
    where Tokens.Element == ObservationToken {
        collection.append(self)
    }

    deinit { onCancel?() }
}
