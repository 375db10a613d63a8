/// Keeps an observation alive: the observation stops when ``cancel()`` is called or when the
/// token is released. The token never keeps the observed object alive.
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

    deinit { onCancel?() }
}
