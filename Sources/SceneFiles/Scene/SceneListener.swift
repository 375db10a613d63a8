import ControlModel
import GestureModel

/// Hears a loaded ``Scene``'s window's event stream (``Window/eventSink``): the scene's records
/// are made of its events, each with its reason when the scene explains them (`replay
/// --explain`), as emitted at the rule's home, none recomputed here. It hears the actions
/// only, unless the scene explains its records or passes the events on (``Scene/eventSink``,
/// told each after the scene: a timeline, a gesture map's probe, margins).
///
/// The scene is held unretained: when it goes, the scene silences the listener (``stop()``)
/// and detaches it from its window. Silenced, not only detached: a touch routed before keeps
/// the stream it was routed with, and tearing the scene down may deliver a phase it withheld.
final class SceneListener: GestureEventSink {
    /// The scene told each event; nil once stopped. Read for every event; unchecked for
    /// exclusive access, as the scene's tables are (no access to it is ever open while another
    /// begins: it is written once, by the scene's deinit).
    @exclusivity(unchecked) private var scene: Unretained<Scene>?
    /// What the listener hears.
    let detail: GestureEventDetail
    /// The sink told each event after the scene (``Scene/eventSink``).
    let forward: (any GestureEventSink)?

    init(scene: Scene, detail: GestureEventDetail, forward: (any GestureEventSink)?) {
        self.scene = Unretained(scene)
        self.detail = detail
        self.forward = forward
    }

    func receive(_ event: GestureEvent) {
        guard let scene else { return }
        scene.with { $0.heard(event) }
        if let forward { forward.receive(event) }
    }

    /// Tells nothing more, to the scene or onwards: the scene is going.
    func stop() {
        scene = nil
    }
}
