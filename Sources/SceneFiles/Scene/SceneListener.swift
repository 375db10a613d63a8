import ControlModel
import GestureModel

/// Hears a loaded ``Scene``'s window's event stream (``Window/eventSink``): the scene's records
/// are made of its events, each with its reason when the scene explains them (`replay
/// --explain`), as emitted at the rule's home, none recomputed here. It hears the actions
/// only, unless the scene explains its records or draws holds (``Scene/onHeld``).
///
/// The scene is held unretained: the scene detaches the listener from its window when it goes.
final class SceneListener: GestureEventSink {
    private let scene: Unretained<Scene>
    /// What the listener hears.
    let detail: GestureEventDetail

    init(scene: Scene, detail: GestureEventDetail) {
        self.scene = Unretained(scene)
        self.detail = detail
    }

    func receive(_ event: GestureEvent) {
        scene.with { $0.heard(event) }
    }
}
