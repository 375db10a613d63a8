import ControlModel
import GestureModel

/// Hears a loaded ``Scene``'s window's event stream (``Window/eventSink``) while the scene
/// explains its records (`replay --explain`) or draws holds (``Scene/onHeld``): each reason goes
/// to the scene's explainer as it is emitted at its rule's home, none recomputed here.
///
/// The scene is held unretained: the scene detaches the listener from its window when it goes.
final class SceneListener: GestureEventSink {
    private let scene: Unretained<Scene>

    init(scene: Scene) {
        self.scene = Unretained(scene)
    }

    func receive(_ event: GestureEvent) {
        scene.with { $0.heard(event) }
    }
}
