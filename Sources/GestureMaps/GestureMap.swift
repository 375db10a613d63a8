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
/// `Replayer` on the scene as loaded from the same file, so nothing one probe leaves behind
/// (a tap count, a pending call, a control's value) changes another, and the result is the
/// same on every run. (The scene is loaded once and reused while the probes leave it as
/// loaded, and loaded anew after one that changed it: the map is the same as with a scene
/// loaded for each probe, in time linear in the scene.)
public struct GestureMap: Hashable, Sendable {
    /// The scene file, as given.
    public var scene: String
    /// The scene's window size.
    public var window: Size
    /// The scene's views and controls, each before its subviews, siblings back to front (the
    /// scene file's order).
    public var views: [MappedView]
    /// The scene's alerts and action sheets, in the scene's order, each probed by a tap on
    /// every action (and, for a sheet, a tap outside).
    public var alerts: [MappedAlert] = []
    /// The recognizers no probe made recognize (begin or end), in the scene's order.
    public var neverRecognized: [String]
    /// The handlers no probe ran, in the scene's order: the views' (controls' and
    /// recognizers'), then the alerts' (their actions', then their text fields').
    public var neverRun: [String]

    /// Maps the scene file at `scenePath` (`-` for standard input).
    ///
    /// - Throws: the scene's first problem, with its line and column.
    public init(scenePath: String) throws(FileError) {
        try self.init(sceneBytes: LineReader(path: scenePath).readAll(), file: scenePath)
    }

    /// Maps the scene in `sceneBytes` (the text of a scene file read from `file`, which names
    /// it in messages and in ``scene``), telling `progress`, if given, how many of the scene's
    /// views are mapped (of how many) after each.
    ///
    /// - Throws: the scene's first problem, with its line and column; a scene of more than
    ///   ``maximumObjects`` views and recognizers.
    /// - Complexity: O(*s* + *e*): the scene's size *s* (loaded once, read before the first
    ///   probe runs on it) and the events *e* the probes set off — each view's 11 to 13 probes run on
    ///   the scene as loaded, which is loaded anew only after a probe changed it (a control's
    ///   value, a scroll view's content) — plus finding each view's hit point. A probe that
    ///   focuses a text field, types, or presents an alert leaves the scene changed: each costs
    ///   a load, O(*s*) (a text field's probes and 2 typing probes, an alert's, and 2 typing
    ///   probes per text field of an alert).
    public init(sceneBytes: [UInt8], file: String, progress: ((_ mapped: Int, _ views: Int) -> Void)? = nil) throws(FileError) {
        try self.init(sceneBytes: sceneBytes, file: file, reusingScene: nil, progress: progress)
    }

    /// The most views and recognizers a mapped scene may hold (a conveniences' shared
    /// recognizer and a scroll view's own count too): past it, mapping is refused with an error
    /// rather than left to run for minutes.
    public static let maximumObjects = 50_000

    /// ``init(sceneBytes:file:progress:)``, reusing the probed scene from probe to probe when
    /// `reusingScene` is true, loading it for each when false; by default, reusing it unless
    /// `BK_EVENTS_GENERAL_PATH=1`.
    init(sceneBytes: [UInt8], file: String, reusingScene: Bool?, progress: ((Int, Int) -> Void)?) throws(FileError) {
        // the scene is loaded once: everything read from it as loaded is read before the first
        // probe, which may run on this very scene
        let stage = try ProbeStage(sceneBytes: sceneBytes, file: file, reuses: reusingScene)
        let template = stage.scene
        let objects = template.views.count + template.recognizers.count
        guard objects <= GestureMap.maximumObjects else {
            throw FileError(
                file: file, location: SourceLocation(line: 1, column: 1),
                message: "the scene holds \(objects) views and recognizers; analyze maps at most \(GestureMap.maximumObjects)")
        }
        scene = file
        window = template.window.frame.size
        views = []
        // recognizers and controls in scene order, for listing them the same way in every probe
        var rank: [String: Int] = [:]
        let tree = GestureMap.tree(below: template.window)
        for view in tree {
            if view is Control { rank[HitMiss.name(of: view)] = rank.count }
            for recognizer in view.gestureRecognizers { rank[recognizer.identifier ?? ""] = rank.count }
        }
        // each view's entry, the characters a text field's typing probes type, and the rows or
        // items a list's probes aim at
        var entries: [(entry: MappedView, typed: [Character?], list: ListTargets)] = []
        entries.reserveCapacity(tree.count)
        for view in tree {
            var ancestors: [String] = []
            var node = view.superview
            while let current = node, current !== template.window {
                ancestors.append(HitMiss.name(of: current))
                node = current.superview
            }
            ancestors.reverse()
            var entry = MappedView(id: HitMiss.name(of: view), kind: MappedView.kind(of: view), ancestors: ancestors, hit: HitPoint(for: view))
            var typed: [Character?] = []
            if let point = entry.hit.point {
                let chain = GestureMap.recognizers(on: view)
                entry.isInert = chain.isEmpty && !(view is Control)
                entry.wantsTwoFingers = chain.contains(where: GestureMap.takesSeveralFingers)
                if entry.wantsTwoFingers { entry.fingerOffset = GestureMap.fingerOffset(on: view, around: point) }
                if !entry.isInert, let field = view as? TextField { typed = [TypingProbe.character(for: field), nil] }
            }
            // rows and items have points of their own, even when the cells cover the list
            entries.append((entry, typed, GestureMap.listTargets(of: view, in: template.window)))
        }
        // the alerts' probes: (id, style, the actions' titles, each named text field's name and
        // the characters typed there)
        let alertProbes: [(id: String, style: String, titles: [String?], fields: [(name: String, typed: [Character?])])] =
            template.alertIDs.compactMap { id in
                guard let alert = template.alerts[id] else { return nil }
                let titles: [String?] = alert.actions.map { $0.title ?? "" } + (alert.preferredStyle == .actionSheet ? [nil] : [])
                let fields = (alert.textFields ?? []).compactMap { field in
                    field.identifier.map { (name: $0, typed: [TypingProbe.character(for: field), nil]) }
                }
                return (id, alert.preferredStyle.name, titles, fields)
            }
        // the recognizers that may never recognize and the handlers that may never run, in the
        // scene's order
        var recognizerIDs: [String] = [], handlerIDs: [String] = []
        for view in tree {
            if let control = view as? Control { handlerIDs += control.handlers.all.compactMap(\.identifier) }
            // a scroll view's private delay never recognizes by design: no probe is missing it
            for recognizer in view.gestureRecognizers where !(recognizer is ContentTouchDelayRecognizer) {
                if let id = recognizer.identifier { recognizerIDs.append(id) }
                handlerIDs += recognizer.registeredHandlers.compactMap(\.identifier)
            }
        }
        for id in template.alertIDs {
            // a disabled action's handler is reached by no tap
            handlerIDs += template.alertHandlerIDs[id] ?? []
            for field in template.alerts[id]?.textFields ?? [] { handlerIDs += field.handlers.all.compactMap(\.identifier) }
        }
        var recognized: Set<String> = [], ran: Set<String> = []
        // room for every id that can be recognized or run, so the sets never grow
        recognized.reserveCapacity(recognizerIDs.count)
        ran.reserveCapacity(handlerIDs.count)
        for (var entry, typed, list) in entries {
            if let point = entry.hit.point, !entry.isInert {
                let probes = ProbeGesture.oneFinger + (entry.fingerOffset == nil ? [] : ProbeGesture.twoFinger)
                for probe in probes {
                    let result = try GestureMap.run(probe, at: point, fingerOffset: entry.fingerOffset, on: stage, rank: rank)
                    for recognizer in result.recognizers where recognizer.recognized { recognized.insert(recognizer.id) }
                    for handler in result.handlers { ran.insert(handler.id) }
                    entry.probes.append(result)
                }
                for character in typed {
                    let (probe, before) = try stage.runTyping(character, at: point)
                    // the field in the scene the probe ran on (loaded anew for it)
                    let probed = stage.scene.views[entry.id]
                    let result = GestureMap.typingProbe(character, in: probed, heard: probe, after: before)
                    for handler in result.handlers { ran.insert(handler) }
                    entry.typing.append(result)
                }
            }
            entry.lists = try GestureMap.listProbes(of: entry.id, at: list, on: stage)
            for probe in entry.lists { ran.formUnion(probe.handlers) }
            views.append(entry)
            progress?(views.count, tree.count)
        }
        for alert in alertProbes {
            var mapped = MappedAlert(id: alert.id, style: alert.style)
            for title in alert.titles {
                let probe = try stage.runAlert(alert.id, action: title)
                let result = GestureMap.alertProbe(title, of: alert.id, heard: probe)
                for handler in result.handlers { ran.insert(handler) }
                mapped.probes.append(result)
            }
            for field in alert.fields {
                for character in field.typed {
                    let (probe, before) = try stage.runAlertTyping(alert.id, field: field.name, character: character)
                    var result = GestureMap.typingProbe(character, in: stage.scene.views[field.name], heard: probe, after: before)
                    result.field = field.name
                    for handler in result.handlers { ran.insert(handler) }
                    mapped.typing.append(result)
                }
            }
            alerts.append(mapped)
        }
        neverRecognized = recognizerIDs.filter { !recognized.contains($0) }
        neverRun = handlerIDs.filter { !ran.contains($0) }
    }

    /// What the probe of alert `id` tapping `action` (nil: outside it) set off, from the
    /// records and refusals `probe` heard: the handlers that ran, the alerts presented after
    /// its own presentation, and the refusal that stopped it.
    private static func alertProbe(_ action: String?, of id: String, heard probe: ProbeRecorder) -> AlertProbe {
        var result = AlertProbe(action: action)
        var ownPresentation = true
        for record in probe.records {
            switch record.kind {
            case .handler where !result.handlers.contains(record.id):
                result.handlers.append(record.id)
            case .alert where record.event == "presented":
                // the probe's own presentation comes first
                if ownPresentation, record.id == id { ownPresentation = false } else { result.presents.append(record.id) }
            default:
                continue
            }
        }
        result.refusal = probe.refusals.first
        return result
    }

    /// What the typing probe of `character` (nil: return) in `field` set off, from the window's
    /// events `probe` heard after the key (the first `before` are the tap's or the
    /// presentation's): the handlers that ran, the field's events, the alert actions tapped, the
    /// alerts presented, the other fields that took the focus; and the first refusal of the whole
    /// probe.
    private static func typingProbe(_ character: Character?, in field: View?, heard probe: ProbeRecorder, after before: Int) -> TypingProbe {
        var result = TypingProbe(character: character)
        for event in probe.events[before...] {
            switch event.kind {
            case .control(.handlerRan(let call)):
                if let id = call.registration.identifier, !result.handlers.contains(id) { result.handlers.append(id) }
            case .handlerRan(let call):
                if let id = call.registration.identifier, !result.handlers.contains(id) { result.handlers.append(id) }
            case .control(.dispatched(let control, let controlEvent, _)):
                if control === field, let name = controlEvent.name {
                    result.events.append(name)
                } else if controlEvent == .editingDidBegin {
                    // another field took the focus (a handler's becomeFirstResponder)
                    result.focuses.append(HitMiss.name(of: control))
                }
            case .alert(.presented(let alert, _)):
                result.presents.append(alert.identifier ?? "")
            case .alert(.actionTapped(_, let action)):
                result.taps.append(action.title ?? "")
            case .alert(.handlerRan(_, let action)):
                if let id = action.handlerIdentifier, !result.handlers.contains(id) { result.handlers.append(id) }
            default:
                continue
            }
        }
        result.refusal = probe.refusals.first
        return result
    }

    /// The rows or items a list's probes aim at: the gestures probed on each, each one's index
    /// path and point, and whether they are a collection view's items.
    private typealias ListTargets = (gestures: [ProbeGesture], cells: [(path: TableIndexPath, point: Point)], isItem: Bool)

    /// The rows or items in view of `view`, when it is a table or collection view (none
    /// otherwise), with their points in `window`: a tap on each, and on a table whose rows have
    /// swipe actions a swipe left and right. Read from the scene as loaded, before any probe
    /// runs on it (a probe may scroll the list or select a row).
    ///
    /// - Complexity: O(*c*), *c* the cells in view.
    private static func listTargets(of view: View, in window: Window) -> ListTargets {
        let cells: [View]
        var gestures: [ProbeGesture] = [.tap]
        switch view {
        case let table as TableView:
            cells = table.visibleCells
            if table.swipeActionPanGestureRecognizer != nil { gestures += [.swipe(.left), .swipe(.right)] }
        case let collection as CollectionView:
            cells = collection.visibleCells
        default:
            return ([], [], false)
        }
        var targets: [(path: TableIndexPath, point: Point)] = []
        for cell in cells {
            guard let path = (cell as? ReusableCell)?.indexPath, case .found(let point) = GestureAim.rowPoint(on: cell, in: window) else { continue }
            targets.append((path, point))
        }
        return (gestures, targets, view is CollectionView)
    }

    /// The probes of the rows or items `list` of the table or collection view `id`, each
    /// replayed on `stage`'s scene as loaded.
    ///
    /// - Complexity: O(*c* · (*s* + *e*)), *c* the cells in view, *s* the scene's size (a probe
    ///   that selects or swipes leaves the scene changed, so the next loads it anew), *e* the
    ///   events a probe sets off.
    private static func listProbes(of id: String, at list: ListTargets, on stage: ProbeStage) throws(FileError) -> [ListProbe] {
        var results: [ListProbe] = []
        for cell in list.cells {
            for gesture in list.gestures {
                let probe = try stage.run(gesture, at: cell.point, fingerOffset: ProbeGesture.defaultFingerOffset)
                results.append(listProbe(gesture, at: cell.path, point: cell.point, of: stage.scene.views[id], isItem: list.isItem, heard: probe))
            }
        }
        return results
    }

    /// What `gesture` aimed at `point`, on the row or item `path` of `list` (the table or
    /// collection view of the scene the probe ran on), set off, from what `probe` heard: the
    /// moments of that row or item and the list's reason when it did nothing (from the stream),
    /// the actions a swipe revealed, and the handlers that ran (from the records).
    private static func listProbe(
        _ gesture: ProbeGesture, at path: TableIndexPath, point: Point, of list: View?, isItem: Bool, heard probe: ProbeRecorder
    ) -> ListProbe {
        var result = ListProbe(gesture: gesture, path: path, isItem: isItem, point: point)
        for event in probe.events {
            let moment: TableEvent
            switch event.kind {
            case .table(let table, let told) where table === list: moment = told
            case .collection(let collection, let told) where collection === list: moment = told
            case .tableDecision(let table, let at, let reason) where table === list && at == path:
                if result.refusal == nil { result.refusal = reason }
                continue
            case .collectionDecision(let collection, let at, let reason) where collection === list && at == path:
                if result.refusal == nil { result.refusal = reason }
                continue
            default:
                continue
            }
            guard moment.kind != .cell, moment.indexPath == path else { continue }
            result.events.append(moment.kind)
            if let titles = probe.revealedActions[event.id] { result.actions += titles }
        }
        for record in probe.records where record.kind == .handler && !result.handlers.contains(record.id) {
            result.handlers.append(record.id)
        }
        return result
    }

    /// Replays `probe` aimed at `point` on a scene as loaded (`stage`'s).
    private static func run(
        _ probe: ProbeGesture, at point: Point, fingerOffset: Point?, on stage: ProbeStage, rank: [String: Int]
    ) throws(FileError) -> ProbeResult {
        let offset = probe.fingers > 1 ? fingerOffset ?? ProbeGesture.defaultFingerOffset : ProbeGesture.defaultFingerOffset
        let recorder = try stage.run(probe, at: point, fingerOffset: offset)
        return ProbeResult(
            gesture: probe, point: point, fingerOffset: probe.fingers > 1 ? offset : nil, probe: recorder, scene: stage.scene, rank: rank)
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
