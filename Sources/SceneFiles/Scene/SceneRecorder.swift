import ControlModel
import GestureModel

/// Keeps the records of one recognizer of a loaded ``Scene``: its transitions, the runs of the
/// scene's handlers on it that run at once.
///
/// The scene is held unretained: the scene detaches its recorders from their recognizers when
/// it goes, so none is told anything after it.
final class SceneRecorder {
    private let scene: Unretained<Scene>
    /// The recognizer's id in the scene.
    let id: String
    /// ``id`` as a record name.
    let name: RecordName
    /// The scene's handlers on the recognizer that run at once, in the order they were added,
    /// with their record names. The tokens are unretained: the scene keeps them (in
    /// `gestureHandlers`) for as long as it keeps this recorder.
    @exclusivity(unchecked) private var handlers: [(token: Unretained<GestureHandlerToken>, name: RecordName)] = []

    /// What the recognizer tells: its closures call this recorder back, unretained (the scene
    /// keeps this recorder for as long as the recognizer has it).
    private(set) var hearing: GestureRecorder!

    init(scene: Scene, id: String) {
        self.scene = Unretained(scene)
        self.id = id
        name = RecordName(id)
        let me = Unretained(self)
        hearing = GestureRecorder(
            reached: { recognizer, state, location in me.with { $0.recognizer(recognizer, reached: state, at: location) } },
            performedAction: { recognizer, state, location in
                me.with { $0.recognizer(recognizer, performedActionFor: state, at: location) }
            })
    }

    /// Records the runs of `token` (a handler without closure on the recognizer).
    func records(_ token: GestureHandlerToken, named handlerName: RecordName) {
        handlers.append((Unretained(token), handlerName))
    }

    func recognizer(_ recognizer: GestureRecognizer, reached state: GestureState, at location: Point?) {
        scene.with { $0.recordTransition(named: name, to: state, at: location) }
    }

    func recognizer(_ recognizer: GestureRecognizer, performedActionFor state: GestureState, at location: Point) {
        // by index, each entry read afresh (the list is short, and nothing keeps it meanwhile)
        var index = 0
        while index < handlers.count {
            let handler = handlers[index]
            if handler.token.with({ $0.isRegistered }) {
                scene.with { $0.recordHandler(named: handler.name, of: name, state: state, location: location, scheduled: nil) }
            }
            index += 1
        }
    }
}
