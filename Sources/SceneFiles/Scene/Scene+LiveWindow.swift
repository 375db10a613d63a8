import ControlModel
import GestureModel

/// A scene over a window someone built in code — a test's, from the app's own views — rather
/// than one loaded from a file: its objects are named as ``WindowInventory`` says, so the
/// records are those a scene file written from the window (``SceneDescription``) gives.
extension Scene {
    /// A scene that reports what `window` does, as a loaded scene does: the control events and
    /// values of its controls, the transitions of its recognizers, the moments of its scroll
    /// views and tables, and the runs of its handlers that have an identifier (a handler without
    /// one is the app's own code, not a record). Views are found by their
    /// `accessibilityIdentifier`, which a trace's commands name.
    ///
    /// While the scene lives it listens to the window's event stream (`Window.eventSink`);
    /// the sink set before is given back when the scene goes.
    ///
    /// - Throws: ``WindowSceneError`` when the window is not on a `TestScheduler` or two of
    ///   its views or recognizers share a name.
    public convenience init(observing window: Window, sink: any ReplayRecordSink) throws(WindowSceneError) {
        guard let clock = window.scheduler as? TestScheduler else { throw .notOnTestScheduler }
        let inventory = try WindowInventory(of: window)
        self.init(window: window, clock: clock, sink: sink, live: true)
        for node in inventory.all { observe(node) }
    }

    /// Joins `node`'s view and recognizers to the scene, as the loader does for a view of a file.
    private func observe(_ node: WindowInventory.Node) {
        let view = node.view, id = node.name
        views[id] = view
        if node.identified { ids.insert(id) }
        if let control = view as? Control {
            observe(control: control, name: .fixed(RecordName(id)))
        } else if let scrollView = view as? ScrollView {
            let panID = "\(id).pan"
            recognizers[panID] = scrollView.panGestureRecognizer
            ids.insert(panID)
            observe(recognizer: scrollView.panGestureRecognizer, id: panID)
            if let pinch = scrollView.pinchGestureRecognizer {
                let pinchID = "\(id).pinch"
                recognizers[pinchID] = pinch
                ids.insert(pinchID)
                observe(recognizer: pinch, id: pinchID)
            }
            observe(scrollView: scrollView, id: id, handlers: [])
            observe(list: scrollView, id: id, handlers: [])
        }
        for (recognizer, name) in node.recognizers {
            recognizers[name] = recognizer
            ids.insert(name)
            observe(recognizer: recognizer, id: name)
        }
    }

    /// The handler record of a run of a recognizer's handler that has an identifier, heard on
    /// the window's event stream (a live window's scene).
    func recordIdentifiedHandler(_ call: GestureHandlerCall) {
        guard let identifier = call.registration.identifier, let recognizer = recognizerNames[call.recognizer] else { return }
        gestureHandlerRan(call, id: RecordName(identifier), of: recognizer)
    }

    /// The handler record of a run of a control's handler that has an identifier, heard on the
    /// window's event stream while `touches` drove it (a live window's scene).
    func recordIdentifiedHandler(_ call: ControlHandlerCall, touches: EventTouches) {
        guard let identifier = call.registration.identifier, let control = controlNames[call.sender] else { return }
        let id = RecordName(identifier)
        controlHandlerRan(call, id: id, of: control.recordName, touches: touches)
        if !presenting.isEmpty || !settings.isEmpty { runEffects(after: id) }
    }
}
