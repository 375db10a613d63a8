import ControlModel

extension View {
    /// The gesture recognizers attached to this view, in the order they were added.
    public var gestureRecognizers: [GestureRecognizer] {
        attachments.compactMap { $0 as? GestureRecognizer }
    }

    /// Attaches `recognizer` (removing it from its previous view).
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        attachments.append(recognizer)
        recognizer.view = self
    }

    /// Detaches `recognizer`; its pending delayed handler calls are cancelled.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view === self else { return }
        recognizer.isEnabled = false
        attachments.removeAll { $0 === recognizer }
        recognizer.cancelPendingHandlers()
        recognizer.view = nil
        recognizer.isEnabled = true
    }
}
