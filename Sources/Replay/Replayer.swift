import ControlModel
import GestureModel
import SceneFiles
import Recordings

/// Replays trace lines through a `Scene` (SceneFiles' File formats article): advances the clock to each line's
/// time (timers due by then fire first, in order), groups consecutive samples with the same
/// `t` into one touch event, applies commands in file order, and checks the trace's rules.
///
/// A line that breaks a rule throws before anything of it is applied; everything before it
/// has been applied and reported, so what was written stays true.
public final class Replayer {
    /// The scene being driven.
    public let scene: Scene
    /// The file the lines come from, for messages.
    public let file: String
    // `@exclusivity(unchecked)` here and below disables the dynamic exclusivity check of the
    // property's accesses (swift_beginAccess/endAccess, debug builds included); each is kept
    // after a callgrind audit (Benchmarks/README.md, "Exclusivity audit").
    /// Stop at this time: later lines are not applied and time runs on to it at the end.
    @exclusivity(unchecked) public var until: Timestamp?
    /// How long time may run on after the last line while touches are still down
    /// (`ReplayLimits.drainWindow` unless changed).
    public var drainWindow = ReplayLimits.drainWindow
    /// The most calls run to reach a line or after the last line (`ReplayLimits.drainLimit`
    /// unless changed).
    @exclusivity(unchecked) public var drainLimit = ReplayLimits.drainLimit
    /// The most touches down at once (`ReplayLimits.maximumTouchesDown`).
    public static let maximumTouchesDown = ReplayLimits.maximumTouchesDown

    private var lastTime: Timestamp = .zero
    private var sawLine = false
    /// The first change of the touch event being grouped (most events have one), then the
    /// others at the same time.
    private var firstPending: TouchChange?
    @exclusivity(unchecked) private var morePending: [TouchChange] = []
    /// The touch ids down (at most ``maximumTouchesDown``, so a linear search).
    @exclusivity(unchecked) private var down: [Int] = []
    /// True once a line past ``until`` was seen, or a bound cut the replay: later lines are
    /// ignored.
    @exclusivity(unchecked) public private(set) var reachedUntil = false
    /// How the replay ended when a bound cut it before its last line.
    private var cut: Ending?

    /// Creates a replayer for `scene`, reading lines of `file`.
    public init(scene: Scene, file: String) {
        self.scene = scene
        self.file = file
        window = Unretained(scene.window)
        // a live window's clock may have run already: the trace's times are on it
        lastTime = scene.clock.now
    }

    /// The scene's window, which the scene keeps (and this replayer keeps the scene): read
    /// unretained on every touch event, where loading `scene.window` from another module
    /// retained and released it each time (4M instructions in a 100k-sample replay).
    private let window: Unretained<Window>

    private func error(_ line: TraceLine, _ key: String, _ message: String) -> FileError {
        FileError(file: file, location: line.location(of: key), message: message)
    }

    /// Checks and applies one imported sample (see `RecordingImporter`); a message about it
    /// names the end of its frame in the recording.
    public func feed(_ sample: ImportedSample) throws(FileError) {
        let location = sample.location
        try feed(TraceLine(sample: sample.change, line: location.line, time: sample.time, timeColumn: location.column, touchColumn: location.column))
    }

    /// Checks and applies one line. When the line is bad, the lines before it (those at the
    /// same `t` included) are applied first, then the error is thrown.
    public func feed(_ line: TraceLine) throws(FileError) {
        do {
            try apply(line)
        } catch {
            flush()
            throw error
        }
    }

    /// Applies the samples still grouped into the current event (call before stopping on a
    /// line that could not even be decoded).
    public func applyPending() { flush() }

    /// Moves the clock to `time`, running what falls due, but never more than ``drainLimit``
    /// calls: a timer repeating while a finger is held cannot make a jump in time hang. False
    /// when the bound cut the replay there (``Ending/reachedCallLimit(at:target:line:pending:)``):
    /// the line and those after it are not applied. The trace is not bad for it: the bound is
    /// the replay's, not a rule of the file.
    private func advance(to time: Timestamp, for line: TraceLine) -> Bool {
        // the scene keeps its clock: no need to retain it for each line
        let outcome = Unretained(scene.clock).with { $0.advance(to: time, limit: drainLimit) }
        guard outcome == .limitReached else { return true }
        cut = .reachedCallLimit(at: scene.clock.now, target: time, line: line.line, pending: scene.clock.pendingCount)
        reachedUntil = true
        return false
    }

    private func apply(_ line: TraceLine) throws(FileError) {
        if reachedUntil { return }
        guard let time = line.time else {
            if sawLine { throw error(line, "trace", "the header must be the first line") }
            return
        }
        sawLine = true
        if time < lastTime {
            throw error(line, "t", "t goes back in time (\(time) after \(lastTime))")
        }
        if let until, time > until {
            flush()
            reachedUntil = true
            return
        }
        switch line.content {
        case .header: break
        case .sample(let change):
            try check(change, line)
            if time > lastTime {
                flush()
                guard advance(to: time, for: line) else { return }
            }
            lastTime = time
            if firstPending == nil { firstPending = change } else { morePending.append(change) }
        case .command(let command):
            try validate(command, line)
            flush()
            guard advance(to: time, for: line) else { return }
            lastTime = time
            try checkAlert(for: command, line)
            try validateNow(command, line)
            apply(command)
        }
    }

    private func check(_ change: TouchChange, _ line: TraceLine) throws(FileError) {
        switch change.phase {
        case .began:
            if down.contains(change.identifier) {
                throw error(line, "touch", "touch \(change.identifier) begins while it is already down")
            }
            guard down.count < Replayer.maximumTouchesDown else {
                throw error(line, "touch", "more than \(Replayer.maximumTouchesDown) touches down at once")
            }
            down.append(change.identifier)
        case .moved, .stationary, .ended, .cancelled:
            guard let index = down.firstIndex(of: change.identifier) else {
                throw error(line, "touch", "touch \(change.identifier) \(change.phase.rawValue) before it began (or after it ended)")
            }
            if change.phase.isTerminal { down.remove(at: index) }
        }
    }

    private func flush() {
        guard let first = firstPending else { return }
        firstPending = nil
        let now = scene.clock.now
        if morePending.isEmpty, !window.with({ $0.environment.switches.forcesGeneralPath }) {
            // one finger changing, the common case: nothing to hand over but the change
            window.with { $0.handle(first, at: now) }
            return
        }
        var changes = [first]
        changes.append(contentsOf: morePending)
        morePending.empty()
        scene.window.handle(changes, at: scene.clock.now)
    }

    private func validate(_ command: TraceCommand, _ line: TraceLine) throws(FileError) {
        func known(_ target: String) throws(FileError) {
            guard scene.knows(target) else { throw error(line, "target", "unknown id '\(target)'") }
        }
        switch command {
        case .idle, .alertAction, .dismissAlert: break
        case .type, .key, .clear, .focus, .endEditing: try validateText(command, line)
        case .cancelHandlers(let target):
            try known(target)
            guard scene.recognizers[target] != nil || scene.view(named: target) is Control else {
                throw error(line, "target", "'\(target)' has no handlers to cancel (cancelHandlers needs a recognizer or a control)")
            }
        case .sendActions(let target, _), .removeHandlers(let target, _):
            try known(target)
            guard scene.view(named: target) is Control else {
                throw error(line, "target", "'\(target)' is not a control")
            }
        case .set(let target, let properties):
            try known(target)
            let view = scene.view(named: target)
            let recognizer = scene.recognizers[target]
            guard view != nil || recognizer != nil else { throw error(line, "target", "'\(target)' is a handler; set needs a view, control or recognizer") }
            for (name, value) in properties {
                guard let property = TraceProperty(rawValue: name) else {
                    throw FileError(file: file, location: value.location, message: "'\(name)' cannot be set (expected one of: \(TraceProperty.names.joined(separator: ", ")))")
                }
                if let problem = property.problem(with: value, target: target, view: view, recognizer: recognizer) {
                    throw FileError(file: file, location: value.location, message: problem)
                }
            }
        }
    }

    /// An `alertAction` needs an alert presented, with an action of that title, once what comes
    /// before the line has happened (a handler at the same `t` may present it).
    private func checkAlert(for command: TraceCommand, _ line: TraceLine) throws(FileError) {
        guard case .alertAction(let title) = command else { return }
        guard let alert = scene.window.alert else {
            throw error(line, "do", "alertAction '\(title)': no alert is presented")
        }
        guard alert.action(titled: title) != nil else {
            let titles = alert.actions.map { "'\($0.title ?? "")'" }.joined(separator: ", ")
            throw error(line, "title", "alert '\(alert.displayName)' has no action titled '\(title)' (its actions: \(titles.isEmpty ? "none" : titles))")
        }
    }

    private func apply(_ command: TraceCommand) {
        switch command {
        case .idle: break
        case .alertAction(let title):
            if let alert = scene.window.alert, let action = alert.action(titled: title) { alert.tap(action) }
        case .dismissAlert:
            scene.window.tapOutsideAlert()
        case .type, .key, .clear, .focus, .endEditing: applyText(command)
        case .cancelHandlers(let target):
            if let recognizer = scene.recognizers[target] { recognizer.cancelPendingHandlers() }
            if let control = scene.view(named: target) as? Control { control.cancelPendingHandlerCalls() }
        case .sendActions(let target, let events):
            // a group such as allTouchEvents sends its named events (the unnamed bits between
            // them have no name to print)
            (scene.view(named: target) as? Control)?.sendActions(for: events.intersection(.allNamed))
        case .removeHandlers(let target, let events):
            (scene.view(named: target) as? Control)?.removeEventHandlers(for: events)
        case .set(let target, let properties):
            let view = scene.view(named: target), recognizer = scene.recognizers[target]
            for (name, value) in properties {
                TraceProperty(rawValue: name)?.apply(value, view: view, recognizer: recognizer)
            }
        }
    }

    /// What happened at the end of the replay. Every way a bound can cut a replay is told
    /// apart, so what is printed names its real cause.
    public enum Ending: Equatable, Sendable {
        /// Nothing was left pending.
        case drained
        /// The run after the last line stopped ``drainWindow`` after it, at `at`, leaving
        /// `pending` calls, because the touches `down` were still down (a control or
        /// recognizer may repeat while a finger is held, without end).
        case stoppedWithTouchesDown(at: Timestamp, pending: Int, down: [Int])
        /// ``drainLimit`` calls ran without reaching `target`: the `t` of line `line`, or
        /// ``until`` (`line` nil), or, `target` nil too, the end of the run after the last line.
        /// The replay stopped at `at` with `pending` calls left; the lines from `line` on were
        /// not applied.
        case reachedCallLimit(at: Timestamp, target: Timestamp?, line: Int?, pending: Int)
    }

    /// Applies what is pending and lets time run: to ``until`` when set, otherwise until
    /// nothing is pending — delayed handlers however far ahead included — but only
    /// ``drainWindow`` after the last line while touches are still down (their timers may
    /// repeat without end); never more than ``drainLimit`` calls. After a cut
    /// (``Ending/reachedCallLimit(at:target:line:pending:)``) nothing more runs.
    ///
    /// A delayed handler is a single call, however long its delay: it is run, not dropped
    /// (BlocksKit's `bk_performBlock:afterDelay:` runs whatever the delay).
    @discardableResult
    public func finish() -> Ending {
        if let cut { return cut }
        flush()
        let clock = scene.clock
        if let until {
            let outcome = clock.advance(to: until, limit: drainLimit)
            guard outcome == .limitReached else { return .drained }
            return .reachedCallLimit(at: clock.now, target: until, line: nil, pending: clock.pendingCount)
        }
        if !down.isEmpty {
            let deadline = lastTime.advanced(by: drainWindow)
            switch clock.run(until: deadline, limit: drainLimit) {
            case .drained: return .drained
            case .limitReached: return .reachedCallLimit(at: clock.now, target: nil, line: nil, pending: clock.pendingCount)
            case .deadlineReached: return .stoppedWithTouchesDown(at: deadline, pending: clock.pendingCount, down: down)
            }
        }
        let outcome = clock.run(limit: drainLimit)
        return outcome == .drained ? .drained : .reachedCallLimit(at: clock.now, target: nil, line: nil, pending: clock.pendingCount)
    }
}
