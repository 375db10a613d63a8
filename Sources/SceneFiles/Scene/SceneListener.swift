import ControlModel
import GestureModel

/// Hears a loaded ``Scene``'s window's event stream (``Window/eventSink``): the scene's records
/// are made of its events, each with its reason when the scene explains them (`replay
/// --explain`), as emitted at the rule's home, none recomputed here. It hears the actions
/// only, unless the scene explains its records, draws holds (``Scene/onHeld``) or passes the
/// events on (``Scene/eventSink``, told each after the scene).
///
/// The scene is held unretained: the scene detaches the listener from its window when it goes.
final class SceneListener: GestureEventSink {
    private let scene: Unretained<Scene>
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
        scene.with { $0.heard(event) }
        if let forward { forward.receive(event) }
    }
}
