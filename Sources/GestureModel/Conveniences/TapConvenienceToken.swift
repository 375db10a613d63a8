import ControlModel

/// Removes one `whenTapped`-style convenience; the shared recognizer goes when its last
/// convenience is removed.
public final class TapConvenienceToken {
    /// The shared recognizer the convenience's handler runs on.
    public let recognizer: ConvenienceTapGestureRecognizer
    private let handler: GestureHandlerToken

    init(recognizer: ConvenienceTapGestureRecognizer, handler: GestureHandlerToken) {
        self.recognizer = recognizer
        self.handler = handler
    }

    /// True until removed.
    public var isActive: Bool { handler.isRegistered }

    /// Removes the convenience; idempotent.
    public func remove() {
        guard handler.isRegistered else { return }
        handler.remove()
        guard recognizer.registeredHandlers.isEmpty, let view = recognizer.view else { return }
        view.removeGestureRecognizer(recognizer)
        view.relinkTapConveniences(touches: recognizer.numberOfTouchesRequired)
    }
}
