import ControlModel
import GestureModel
import SceneFiles
import Replay

/// The scene a ``GestureMap``'s probes run on: loaded once, and reused from probe to probe for
/// as long as the probes leave it as loaded — then a probe costs what it replays, not the
/// scene's size.
///
/// A probe ends with every finger lifted and time run on until nothing is pending, so each
/// recognizer is back to possible and no call waits. What can still outlive it is told by a
/// record: a control's value, a scroll view's content (`value` and `scroll` records), or a
/// record of a kind the recorder does not know; a text field left first responder; and a
/// replay cut by a bound. After such a
/// probe the scene is loaded anew for the next. The next probe starts ``gap`` after the last
/// one's end, on a whole second, so no time window of the models (a tap count's 0.35 s, a
/// delay) reaches across probes, and the results count time from the probe's start.
///
/// With `reuses` false (or `BK_EVENTS_GENERAL_PATH=1`) every probe gets a scene loaded for it,
/// as the map is defined: a test compares both ways on every Example.
final class ProbeStage {
    /// How long after a probe ends the next may start on the same scene.
    static let gap: Duration = .seconds(60)

    private let sceneBytes: [UInt8]
    private let file: String
    private let reuses: Bool
    /// The scene the next probe runs on (after ``run(_:at:fingerOffset:)``, the one it ran on),
    /// and the recorder it reports to: its records, and its window's events (its `eventSink`).
    private(set) var scene: Scene
    private let recorder: ProbeRecorder
    /// True when the last probe left the scene changed: the next one loads it anew.
    private var isUsed = false
    /// How many times the scene was loaded (for tests).
    private(set) var loads = 1

    /// Loads the scene in `sceneBytes` (the text of `file`) for probing; with `reuses` false,
    /// each probe loads it anew; with `reuses` nil, the probes reuse it unless the scene's
    /// switches force the general path (`BK_EVENTS_GENERAL_PATH=1`). Until the first probe,
    /// ``scene`` is the scene as loaded.
    init(sceneBytes: [UInt8], file: String, reuses: Bool?) throws(FileError) {
        self.sceneBytes = sceneBytes
        self.file = file
        recorder = ProbeRecorder()
        scene = try SceneLoader.load(bytes: sceneBytes, file: file, sink: recorder)
        scene.eventSink = recorder
        self.reuses = reuses ?? !scene.window.environment.switches.forcesGeneralPath
    }

    /// Replays `probe` aimed at `point` (two fingers `fingerOffset` either side of it) on a scene
    /// as loaded, and returns the recorder that heard it (valid until the next probe).
    ///
    /// - Complexity: O(*e*), *e* the events the probe sets off, plus the scene's size when the
    ///   scene must be loaded anew.
    func run(_ probe: ProbeGesture, at point: Point, fingerOffset: Point) throws(FileError) -> ProbeRecorder {
        let origin = try begin()
        let replayer = Replayer(scene: scene, file: "\(file) (\(probe) probe)")
        for var line in probe.traceLines(at: point, fingerOffset: fingerOffset, within: scene.window.bounds) {
            line.time = line.time.map { Timestamp(nanoseconds: $0.nanoseconds + origin.nanoseconds) }
            try replayer.feed(line)
        }
        let ending = replayer.finish()
        // a focused text field outlives the probe with no record that says so (its
        // editingDidBegin is a control record like any other): the next probe gets a fresh scene
        isUsed = recorder.leftState || ending != .drained || scene.window.firstResponder != nil
        return recorder
    }

    /// How long after the typing probe's tap the key is pressed: past the tap's recognizers'
    /// waits (a double tap's 0.35 s), so what the key sets off is the key's alone.
    static let keyDelay: Duration = .seconds(1)

    /// Taps at `point` (the tap probe, which focuses the text field hit there), then, ``keyDelay``
    /// after the probe's start, types `character` — or presses the return key when it is nil —
    /// through the trace commands `type` and `key`. Returns the recorder that heard it all (valid
    /// until the next probe) and how many of its events came before the key. The scene is loaded
    /// anew for the probe after.
    func runTyping(_ character: Character?, at point: Point) throws(FileError) -> (probe: ProbeRecorder, eventsBeforeKey: Int) {
        let origin = try begin()
        let replayer = Replayer(scene: scene, file: "\(file) (typing probe)")
        var number = 0
        func shifted(_ time: Timestamp) -> Timestamp { Timestamp(nanoseconds: time.nanoseconds + origin.nanoseconds) }
        for var line in ProbeGesture.tap.traceLines(at: point, within: scene.window.bounds) {
            line.time = line.time.map(shifted)
            number = line.line
            try replayer.feed(line)
        }
        let keyTime = shifted(Timestamp(nanoseconds: Timestamp.nanoseconds(of: ProbeStage.keyDelay)))
        // time runs to the key first, so the tap's timers fire before the key's events are counted
        try replayer.feed(TraceLine(content: .command(.idle), line: number + 1, time: keyTime, keyLocations: [:]))
        return try press(character, on: replayer, line: number + 2, at: keyTime)
    }

    /// Presents the alert `id` as ``runAlert(_:action:)`` does — its first text field takes the
    /// focus as it appears — and, when `field` names a later text field of it, moves the focus
    /// there as a tap on it does in UIKit (the trace command `focus`: an alert's fields have no
    /// place in the model's window to tap); then types `character` in the field, or presses the
    /// return key when it is nil. Returns the recorder that heard it all and how many of its
    /// events came before the key. The scene is loaded anew for the probe after.
    func runAlertTyping(_ id: String, field: String?, character: Character?) throws(FileError) -> (probe: ProbeRecorder, eventsBeforeKey: Int) {
        let origin = try begin()
        let replayer = Replayer(scene: scene, file: "\(file) (alert \(id) typing probe)")
        try replayer.feed(TraceLine(content: .command(.idle), line: 1, time: origin, keyLocations: [:]))
        guard let alert = scene.alerts[id] else { return try press(character, on: replayer, line: 2, at: origin) }
        scene.window.rootPresenter.present(alert, animated: false)
        guard let field, alert.textFields?.first?.identifier != field else { return try press(character, on: replayer, line: 2, at: origin) }
        try replayer.feed(TraceLine(content: .command(.focus(target: field)), line: 2, time: origin, keyLocations: [:]))
        return try press(character, on: replayer, line: 3, at: origin)
    }

    /// Types `character` into the first responder — the return key when nil — as line `line` of
    /// the probe fed to `replayer`, at `time`, then runs time on; returns the recorder and how
    /// many of its events came before the key.
    private func press(_ character: Character?, on replayer: Replayer, line: Int, at time: Timestamp) throws(FileError) -> (probe: ProbeRecorder, eventsBeforeKey: Int) {
        let before = recorder.events.count
        let command: TraceCommand = character.map { .type(text: String($0), paste: false) } ?? .key(.return)
        try replayer.feed(TraceLine(content: .command(command), line: line, time: time, keyLocations: [:]))
        _ = replayer.finish()
        isUsed = true
        return (recorder, before)
    }

    /// Presents the alert `id` (without animation, from the window's root, as a handler's
    /// `presents` does), then taps its action titled `action` — or, when `action` is nil, taps
    /// outside it — through the trace commands `alertAction` and `dismissAlert`, and returns the
    /// recorder that heard what followed (the presentation included; valid until the next
    /// probe). The scene is loaded anew for the probe after.
    func runAlert(_ id: String, action: String?) throws(FileError) -> ProbeRecorder {
        let origin = try begin()
        let replayer = Replayer(scene: scene, file: "\(file) (alert \(id) probe)")
        try replayer.feed(TraceLine(content: .command(.idle), line: 1, time: origin, keyLocations: [:]))
        if let alert = scene.alerts[id] { scene.window.rootPresenter.present(alert, animated: false) }
        let command: TraceCommand = action.map { .alertAction(title: $0) } ?? .dismissAlert
        try replayer.feed(TraceLine(content: .command(command), line: 2, time: origin, keyLocations: [:]))
        _ = replayer.finish()
        isUsed = true
        return recorder
    }

    /// Readies the scene for the next probe — loaded anew when the last one changed it — and
    /// empties the recorder; returns the time the probe starts at: the next whole second at
    /// least ``gap`` after the last probe (zero on a fresh scene).
    private func begin() throws(FileError) -> Timestamp {
        if isUsed || !reuses {
            scene = try SceneLoader.load(bytes: sceneBytes, file: file, sink: recorder)
            scene.eventSink = recorder
            loads += 1
            isUsed = false
        }
        let clock = scene.clock
        let second: Int64 = 1_000_000_000
        let earliest = clock.now == .zero ? 0 : clock.now.nanoseconds + Timestamp.nanoseconds(of: ProbeStage.gap)
        let origin = Timestamp(nanoseconds: (earliest + second - 1) / second * second)
        recorder.begin(at: origin)
        return origin
    }
}
