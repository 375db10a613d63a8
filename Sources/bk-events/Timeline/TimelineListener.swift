import ControlModel
import GestureModel
import SceneFiles

/// What the timeline hears of a replay, in one place: attached to the loaded scene as its event
/// sink (``listen(to:)``), it takes the touch phases, the holds and the scroll views' moments
/// from the window's event stream as the models emit them, and the records (each with its reason, with `--explain`)
/// from the sink the scene writes them to, which made them of the same events. Nothing is
/// passed beside the stream: no touch callback from the replayer, no hold callback from the
/// scene.
final class TimelineListener: GestureEventSink {
    /// The picture being collected.
    private(set) var builder = TimelineBuilder()
    /// True with `--explain`: holds keep their reasons for the picture's hover texts.
    private let explains: Bool
    /// The scene listened to, which names the recognizers as its records do.
    private weak var scene: Scene?
    /// The scene's scroll views' ids, by the views' identity.
    private var scrollViewIDs: [ObjectIdentifier: String] = [:]

    /// A listener for a timeline drawn with reasons when `explains`.
    init(explains: Bool) {
        self.explains = explains
    }

    /// Everything: the touch phases coming in are only told a sink that hears everything.
    var detail: GestureEventDetail { .everything }

    /// Listens to `scene`'s window's event stream, before the replay starts.
    func listen(to scene: Scene) {
        self.scene = scene
        for (id, view) in scene.views where view is ScrollView { scrollViewIDs[ObjectIdentifier(view)] = id }
        scene.eventSink = self
    }

    func receive(_ event: GestureEvent) {
        switch event.kind {
        case .touch(let touch, let phase):
            builder.addTouch(touch.identifier, phase, at: touch.location, time: event.time)
        case .held(let recognizer, let state, let reason):
            // the recognizers the scene keeps records of, under their records' name
            guard let id = scene?.observedName(of: recognizer) else { return }
            builder.addHeld(event.time, id, state, because: explains ? reason : nil)
        case .scroll(let scrollView, let moment):
            guard let id = scrollViewIDs[ObjectIdentifier(scrollView)] else { return }
            builder.addScroll(moment, of: id, at: event.time)
        default:
            break
        }
    }

    /// A record, as the scene wrote it.
    func add(_ record: ReplayRecord) { builder.add(record) }

    /// A recognizer's gesture record with its decision (`--explain`), as the scene wrote them.
    func add(_ record: ReplayRecord, decided decision: GestureDecision) { builder.add(record, decided: decision) }

    /// A reason for what the view or control `id` was told at `time` (`--explain`).
    func addControlReason(_ reason: GestureReason, of id: String, at time: Timestamp) { builder.addControlReason(reason, of: id, at: time) }
}
