import ControlModel

extension Window {
    /// The alert shown on top (the last presented of those still presented), as a test finds
    /// it: `try window.alert?.tap("Delete")`. Nil when none is.
    public var alert: AlertController? { presentedAlerts.last }

    /// A tap outside the top alert (<doc:Alerts>): an action sheet is dismissed and its cancel
    /// action runs; an alert stays; with none presented, nothing happens. Each refusal is told
    /// to the event stream with its reason. True when an alert was dismissed.
    @discardableResult
    public func tapOutsideAlert() -> Bool {
        guard let alert else {
            environment.stream?.emit(.alert(.refused(nil, .noAlertPresented)))
            return false
        }
        return alert.tapOutside()
    }
}

extension Window {
    /// The view a touch at `point` would reach were no alert presented (for the reason on a
    /// touch a presented alert keeps from the views below).
    func viewBelowAlerts(at point: Point) -> View? { super.hitTest(point) }
}
