import ControlModel
import GestureModel
import SceneFiles
import Replay

/// A gesture map of a scene: for every view and control, the gestures of
/// `ProbeGesture` aimed at a point where it is hit (`HitPoint`), each replayed alone on a
/// fresh copy of the scene, and what each set off — recognizers, control events, handlers and
/// how long after the deciding touch they ran (<doc:GestureMaps>).
///
/// ```swift
/// let map = try GestureMap(scenePath: "Examples/photo-viewer.scene.json")
/// let photo = map.views.first { $0.id == "photo" }
/// let tap = photo?.probes.first { $0.gesture == .tap }
/// print(tap?.handlers.first?.description ?? "")   // toggleChrome 350 ms after lift: waits 0.35 s for double to fail
/// ```
///
/// Each probe is an ordinary trace (`ProbeGesture.traceLines(at:fingerOffset:within:)`) fed to a
/// `Replayer` on a scene loaded anew from the same file, so nothing one probe leaves behind
/// (a tap count, a pending call, a control's value) changes another, and the result is the
/// same on every run.
public struct GestureMap: Hashable, Sendable {
    /// The scene file, as given.
    public var scene: String
    /// The scene's window size.
    public var window: Size
    /// The scene's views and controls, each before its subviews, siblings back to front (the
    /// scene file's order).
    public var views: [MappedView]
    /// The recognizers no probe made recognize (begin or end), in the scene's order.
    public var neverRecognized: [String]
    /// The handlers no probe ran, in the scene's order.
    public var neverRun: [String]

    /// Maps the scene file at `scenePath` (`-` for standard input).
    ///
    /// - Throws: the scene's first problem, with its line and column.
    public init(scenePath: String) throws(FileError) {
        try self.init(sceneBytes: LineReader(path: scenePath).readAll(), file: scenePath)
    }

    /// Maps the scene in `sceneBytes` (the text of a scene file read from `file`, which names
    /// it in messages and in ``scene``).
    ///
    /// - Throws: the scene's first problem, with its line and column.
    /// - Complexity: O(*v* · *p* · *s*): *v* views, *p* probes each (11 to 13), each replay
    ///   loading the scene anew (*s*, its size) — plus finding each view's hit point.
    public init(sceneBytes: [UInt8], file: String) throws(FileError) {
        let template = try SceneLoader.load(bytes: sceneBytes, file: file, sink: ProbeRecorder())
        scene = file
        window = template.window.frame.size
        views = []
        var recognized: Set<String> = [], ran: Set<String> = []
        // recognizers and controls in scene order, for listing them the same way in every probe
        var rank: [String: Int] = [:]
        for view in GestureMap.tree(below: template.window) {
            if view is Control { rank[HitMiss.name(of: view)] = rank.count }
            for recognizer in view.gestureRecognizers { rank[recognizer.identifier ?? ""] = rank.count }
        }
        for view in GestureMap.tree(below: template.window) {
            var ancestors: [String] = []
            var node = view.superview
            while let current = node, current !== template.window {
                ancestors.insert(HitMiss.name(of: current), at: 0)
                node = current.superview
            }
            var entry = MappedView(id: HitMiss.name(of: view), kind: MappedView.kind(of: view), ancestors: ancestors, hit: HitPoint(for: view))
            if let point = entry.hit.point {
                let chain = GestureMap.recognizers(on: view)
                entry.isInert = chain.isEmpty && !(view is Control)
                entry.wantsTwoFingers = chain.contains(where: GestureMap.takesSeveralFingers)
                if entry.wantsTwoFingers { entry.fingerOffset = GestureMap.fingerOffset(on: view, around: point) }
                if !entry.isInert {
                    let probes = ProbeGesture.oneFinger + (entry.fingerOffset == nil ? [] : ProbeGesture.twoFinger)
                    for probe in probes {
                        let result = try GestureMap.run(probe, at: point, fingerOffset: entry.fingerOffset, sceneBytes: sceneBytes, file: file, template: template, rank: rank)
                        for recognizer in result.recognizers where recognizer.recognized { recognized.insert(recognizer.id) }
                        for handler in result.handlers { ran.insert(handler.id) }
                        entry.probes.append(result)
                    }
                }
            }
            views.append(entry)
        }
        var neverRecognized: [String] = [], neverRun: [String] = []
        for view in GestureMap.tree(below: template.window) {
            if let control = view as? Control {
                neverRun += control.handlers.all.compactMap(\.identifier).filter { !ran.contains($0) }
            }
            // a scroll view's private delay never recognizes by design: no probe is missing it
            for recognizer in view.gestureRecognizers where !(recognizer is ContentTouchDelayRecognizer) {
                if let id = recognizer.identifier, !recognized.contains(id) { neverRecognized.append(id) }
                neverRun += recognizer.registeredHandlers.compactMap(\.identifier).filter { !ran.contains($0) }
            }
        }
        self.neverRecognized = neverRecognized
        self.neverRun = neverRun
    }

    /// Replays `probe` aimed at `point` on a fresh copy of the scene.
    private static func run(
        _ probe: ProbeGesture, at point: Point, fingerOffset: Point?, sceneBytes: [UInt8], file: String, template: Scene,
        rank: [String: Int]
    ) throws(FileError) -> ProbeResult {
        let recorder = ProbeRecorder()
        let scene = try SceneLoader.load(bytes: sceneBytes, file: file, sink: recorder)
        let offset = probe.fingers > 1 ? fingerOffset ?? ProbeGesture.defaultFingerOffset : ProbeGesture.defaultFingerOffset
        let replayer = Replayer(scene: scene, file: "\(file) (\(probe) probe)")
        replayer.onTouchEvent = { time, changes in
            recorder.touches.append(ProbeTouchEvent(recordsBefore: recorder.records.count, time: time, changes: changes))
        }
        for line in probe.traceLines(at: point, fingerOffset: offset, within: scene.window.bounds) { try replayer.feed(line) }
        replayer.finish()
        return ProbeResult(
            gesture: probe, point: point, fingerOffset: probe.fingers > 1 ? offset : nil, probe: recorder, scene: template, rank: rank)
    }

    /// Every view below `root`, each before its subviews (back to front).
    static func tree(below root: View) -> [View] {
        var found: [View] = []
        var pending = Array(root.subviews.reversed())
        while let view = pending.popLast() {
            found.append(view)
            pending += view.subviews.reversed()
        }
        return found
    }

    /// The recognizers a touch on `view` is offered to: those on it and on its ancestors.
    static func recognizers(on view: View) -> [GestureRecognizer] {
        var found: [GestureRecognizer] = []
        var node: View? = view
        while let current = node {
            found += current.gestureRecognizers
            node = current.superview
        }
        return found
    }

    /// True for a recognizer that takes two fingers or more.
    static func takesSeveralFingers(_ recognizer: GestureRecognizer) -> Bool {
        switch recognizer {
        case is PinchGestureRecognizer, is RotationGestureRecognizer: return true
        case let tap as TapGestureRecognizer: return tap.numberOfTouchesRequired > 1
        case let press as LongPressGestureRecognizer: return press.numberOfTouchesRequired > 1
        case let swipe as SwipeGestureRecognizer: return swipe.numberOfTouchesRequired > 1
        case let pan as PanGestureRecognizer: return pan.minimumNumberOfTouches > 1
        default: return false
        }
    }

    /// The fingers' offset from `point` for a two-finger probe on `view`: the first of 50, 25
    /// and 12 pt across, then the same down, for which both fingers land on `view` itself.
    static func fingerOffset(on view: View, around point: Point) -> Point? {
        let root = view.root
        for half in [50.0, 25, 12] {
            for offset in [Point(x: half, y: 0), Point(x: 0, y: half)] {
                if root.hitTest(point - offset) === view, root.hitTest(point + offset) === view { return offset }
            }
        }
        return nil
    }
}
