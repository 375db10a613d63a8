import ControlModel
import GestureModel

/// A scene's alerts: their records, the handlers that present them (<doc:FileFormats>).
extension Scene {
    /// Starts reporting what `alert` does, under `id`: `alert` records when it is presented or
    /// dismissed, `alertAction` records when an action is tapped.
    func observe(alert: AlertController, id: String) {
        alerts[id] = alert
        alertIDs.append(id)
        let name = RecordName(id)
        let presented = RecordName("presented"), dismissed = RecordName("dismissed")
        observations.append(alert.events.add { [me = Unretained(self)] event in
            me.with { scene in
                switch event {
                case .presented:
                    scene.sink.receive(ReplayRecord(time: scene.clock.now, kind: .alert, id: name, event: presented))
                case .actionTapped(_, let action):
                    scene.sink.receive(ReplayRecord(time: scene.clock.now, kind: .alertAction, id: name, event: RecordName(action.title ?? "")))
                case .dismissed:
                    scene.sink.receive(ReplayRecord(time: scene.clock.now, kind: .alert, id: name, event: dismissed))
                case .refused:
                    break
                }
            }
        })
    }

    /// The handler of an alert action named `id`, of the alert `alertID`: its runs are
    /// `handler` records of the alert. Weak: the alert may be kept by user code after the scene goes.
    func actionHandler(named id: String, of alertID: String) -> (AlertAction) -> Void {
        let name = RecordName(id), alertName = RecordName(alertID)
        return { [weak self] _ in
            guard let self else { return }
            self.sink.receive(ReplayRecord(time: self.clock.now, kind: .handler, id: name, of: alertName))
        }
    }

    /// Makes the handler `handler` present `alert` (unanimated) each time it runs, after its
    /// handler record.
    func presents(_ alert: AlertController, after handler: String) {
        presenting[RecordName(handler)] = alert
    }

    /// Presents the alert the handler named `handler` presents, if it presents one.
    func presentAlert(after handler: RecordName) {
        guard let alert = presenting[handler] else { return }
        window.rootPresenter.present(alert, animated: false)
    }

    /// Tells the explainer a refusal of an alert (`alert` nil: none was presented).
    func explainRefusal(of alert: AlertController?, because reason: GestureReason, at time: Timestamp) {
        explainer?.explainRefusal(of: alert?.identifier ?? "window", action: nil, because: reason, at: time)
    }
}
