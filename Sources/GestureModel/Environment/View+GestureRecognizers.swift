import ControlModel

extension View {
    /// The gesture recognizers attached to this view, in the order they were added. Setting
    /// it, as `UIView.gestureRecognizers`, detaches those not in the new list (as
    /// ``removeGestureRecognizer(_:)``), attaches the new ones (as ``addGestureRecognizer(_:)``)
    /// and keeps the list's order.
    public var gestureRecognizers: [GestureRecognizer] {
        get { attachments.compactMap { $0 as? GestureRecognizer } }
        set {
            for old in gestureRecognizers where !newValue.contains(where: { $0 === old }) { removeGestureRecognizer(old) }
            for recognizer in newValue {
                if recognizer.view === self {
                    // kept: moved to the end, so the list ends in the order given
                    attachments.removeAll { $0 === recognizer }
                    attachments.append(recognizer)
                } else {
                    addGestureRecognizer(recognizer)
                }
            }
        }
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
