import ControlModel
import GestureModel

/// A scene's alerts: their records, the handlers that present them or set a control's
/// `enabled` (<doc:FileFormats>).
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
                case .refused, .handlerRan:
                    // refusals are explained, and handler runs recorded, from the event stream
                    break
                }
            }
        })
    }

    /// The `handler` record of a run of the handler of `action`, an action of the scene's alert
    /// `alert`, heard from the window's event stream (``AlertEvent/handlerRan(_:_:)``): named by
    /// the action's ``AlertAction/handlerIdentifier``, of the alert's id.
    func alertHandlerRan(_ action: AlertAction, of alert: AlertController) {
        guard let id = alert.identifier, alerts[id] === alert, let handler = action.handlerIdentifier else { return }
        sink.receive(ReplayRecord(time: now, kind: .handler, id: RecordName(handler), of: RecordName(id)))
    }

    /// Makes the handler `handler` present `alert` (unanimated) each time it runs, after its
    /// handler record.
    func presents(_ alert: AlertController, after handler: String) {
        presenting[RecordName(handler)] = alert
    }

    /// Makes the handler `handler` apply `setting` each time it runs, after its handler record
    /// and before the alert it presents, if any.
    func sets(_ setting: SceneSetting, after handler: String) {
        settings[RecordName(handler)] = setting
    }

    /// What the handler named `handler` does as it runs, after its record: it sets what its
    /// `sets` says, then presents the alert its `presents` names.
    func runEffects(after handler: RecordName) {
        settings[handler]?.apply()
        if !presenting.isEmpty { presentAlert(after: handler) }
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
