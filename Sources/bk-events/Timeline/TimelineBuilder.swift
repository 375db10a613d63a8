import ControlModel
import GestureModel
import SceneFiles

/// Collects what a replay did and draws it as a self-contained SVG: lanes for touches,
/// recognizers, controls, scroll views (``ScrollLane``) and handlers over a time axis, with a
/// legend. Deterministic: the same replay gives the same bytes.
///
/// Its size is bounded by its pixels, not by the trace: the plot is at most
/// ``maximumPlotWidth`` wide (100 px a second, 1000 px for a short trace, fewer a second for a
/// long span), ticks are at least 60 px apart (their step grows from 0.01 s through minutes
/// and hours to days and beyond), and it holds at most ``maximumMarks`` marks (touch points,
/// records, holds) on at most ``maximumLanes`` lanes. Paths (a touch's, a scroll view's offset)
/// are drawn with at most one point per pixel column. What comes after the time the first
/// bound was reached is left out, the picture says where it stops, and ``cutNote`` says why.
struct TimelineBuilder {
    /// The widest plot, in pixels.
    static let maximumPlotWidth = 30_000.0
    /// The most marks kept: touch points, records and holds.
    static let maximumMarks = 100_000
    /// The most lanes: touches (one per use of a touch id), recognizers, controls, scroll views,
    /// handlers.
    static let maximumLanes = 1_000

    private struct TouchLane {
        var label: String
        var start: Timestamp
        var end: Timestamp?
        var points: [(Timestamp, Point)]
    }

    private var touches: [TouchLane] = []
    private var openTouch: [Int: Int] = [:]
    private var touchUses: [Int: Int] = [:]
    private var lanes: [(id: String, kind: ReplayRecord.Kind)] = []
    private var marks: [String: [ReplayRecord]] = [:]
    /// The scroll views' lanes, by id (each also in `lanes`, of kind `scroll`).
    private var scrollLanes: [String: ScrollLane] = [:]
    private var lastTime = Timestamp.zero
    /// Each recognizer's holds (by id), with `--explain` each with the reason it came with: the
    /// hover text of its band, and its code as a label where it fits.
    private var holds: [String: [(time: Timestamp, reason: GestureReason?)]] = [:]
    /// With `--explain`: the reasons of each recognizer's failures and cancellations (by id),
    /// by the place of their record among the lane's marks — told with the record, so never
    /// looked for by time: the hover text of the mark, and its code as a label.
    private var failureReasons: [String: [Int: GestureReason]] = [:]
    /// With `--explain`: the reasons given for what a view or control was told at an instant
    /// (by id): a `touchUpOutside`'s distance, the recognizer that cancelled a control's touch
    /// (its `touchCancel`) — the hover text of the control's tick at that instant.
    private var controlReasons: [String: [(time: Timestamp, reason: GestureReason)]] = [:]
    /// The marks kept so far.
    private var markCount = 0
    /// The time from which nothing is kept (a bound was reached), and which bound.
    private var cut: (time: Timestamp, bound: String)?
    /// The latest time anything was offered at, kept or not.
    private var offeredUntil = Timestamp.zero

    /// Whether a mark at `time` (on a new lane when `newLane`) is kept: not once a bound was
    /// reached (marks come in time order, so the picture is whole up to that time).
    private mutating func keeps(_ time: Timestamp, newLane: Bool) -> Bool {
        offeredUntil = max(offeredUntil, time)
        if cut != nil { return false }
        if markCount >= TimelineBuilder.maximumMarks {
            cut = (time, "\(TimelineBuilder.maximumMarks) marks")
            return false
        }
        if newLane, touches.count + lanes.count >= TimelineBuilder.maximumLanes {
            cut = (time, "\(TimelineBuilder.maximumLanes) lanes")
            return false
        }
        markCount += 1
        return true
    }

    /// When the picture stops before the replay did: the warning saying where and why.
    var cutNote: String? {
        guard let cut else { return nil }
        return "the timeline stops at t = \(cut.time.formatted(decimals: 3)) s, where it reached its bound of \(cut.bound); "
            + "the replay went on to t = \(offeredUntil.formatted(decimals: 3)) s (replay with --until, or cut the trace, to draw a later part)"
    }

    /// A recognizer's transition to `state` was held behind a failure requirement at `time`,
    /// `because` of the reason the hold came with (`--explain`; nil otherwise).
    mutating func addHeld(_ time: Timestamp, _ id: String, _ state: GestureState, because reason: GestureReason?) {
        guard keeps(time, newLane: false) else { return }
        holds[id, default: []].append((time, nil))
        guard let reason, keeps(time, newLane: false), let last = holds[id]?.indices.last else { return }
        holds[id]?[last].reason = reason
    }

    /// A recognizer's gesture record with the decision it tells (`--explain`): the reason of a
    /// failure or cancellation is kept with its mark, which it titles.
    mutating func add(_ record: ReplayRecord, decided decision: GestureDecision) {
        let id = record.id, time = record.time
        let kept = add(record)
        guard !decision.isHeld, decision.state == .failed || decision.state == .cancelled else { return }
        // the reason counts as a mark of its own (the bound stops the picture at one time)
        guard keeps(time, newLane: false), kept, let place = marks[id]?.indices.last else { return }
        failureReasons[id, default: [:]][place] = decision.reason
    }

    /// A reason for what the view or control `id` was told at `time` (`--explain`): a
    /// control record's (`touchUpOutside`) or a delivery's (a touch cancelled by a
    /// recognizer), which titles the control's tick at that instant, if it has one.
    mutating func addControlReason(_ reason: GestureReason, of id: String, at time: Timestamp) {
        guard keeps(time, newLane: false) else { return }
        controlReasons[id, default: []].append((time, reason))
    }

    /// The reasons given for control `id` at `time`, each once, as hover text: " because …",
    /// or nothing.
    private func controlBecause(_ id: String, at time: Timestamp) -> String {
        var said: [String] = []
        for entry in controlReasons[id] ?? [] where entry.time == time {
            let text = entry.reason.description
            if !said.contains(text) { said.append(text) }
        }
        return said.isEmpty ? "" : " because " + TimelineBuilder.escape(said.joined(separator: "; "))
    }

    /// About how wide `text` is at font size 8, in pixels (a sans-serif letter averages half
    /// an em; a little more, so an estimate errs on the wide side).
    static func labelWidth(_ text: String) -> Double { 4.5 * Double(text.count) }

    /// `reason` as hover text: " because …", or nothing.
    private static func because(_ reason: GestureReason?) -> String {
        guard let reason else { return "" }
        return " because \(TimelineBuilder.escape(reason.description))"
    }

    /// The touch `identifier` (its trace id) changed by `phase`, at `location` (window
    /// coordinates), at `time`.
    mutating func addTouch(_ identifier: Int, _ phase: TouchPhase, at location: Point, time: Timestamp) {
        guard keeps(time, newLane: phase == .began) else { return }
        lastTime = max(lastTime, time)
        if phase == .began {
            touchUses[identifier, default: 0] += 1
            let use = touchUses[identifier] ?? 1
            openTouch[identifier] = touches.count
            touches.append(TouchLane(label: "touch \(identifier)" + (use > 1 ? " #\(use)" : ""), start: time, end: nil, points: [(time, location)]))
        } else if let index = openTouch[identifier] {
            touches[index].points.append((time, location))
            if phase.isTerminal {
                touches[index].end = time
                openTouch[identifier] = nil
            }
        }
    }

    /// The scroll view `id` reported `moment` at `time`.
    mutating func addScroll(_ moment: ScrollEvent, of id: String, at time: Timestamp) {
        guard keeps(time, newLane: scrollLanes[id] == nil) else { return }
        lastTime = max(lastTime, time)
        if scrollLanes[id] == nil { lanes.append((id, .scroll)) }
        scrollLanes[id, default: ScrollLane()].add(moment, at: time)
    }

    /// A record (its scroll view's moments come from the event stream, ``addScroll(_:of:at:)``).
    @discardableResult
    mutating func add(_ record: ReplayRecord) -> Bool {
        // a list's cells configured are bookkeeping, not moments: not drawn
        if record.kind == .scroll || record.kind == .cell { return false }
        // a table's row moments and a collection's item moments have a lane beside its scroll lane
        let lane = record.kind == .row ? "\(record.id) \(record.rowPath?.isItem == true ? "items" : "rows")" : record.id
        guard keeps(record.time, newLane: marks[lane] == nil) else { return false }
        lastTime = max(lastTime, record.time)
        // an alert's presentations, dismissals and tapped actions, a text field's text and a
        // list's moments are ticks with names, as a control's events (its focus is its
        // editingDidBegin)
        let kind: ReplayRecord.Kind =
            switch record.kind {
            case .cancelled: .handler
            case .value, .alert, .alertAction, .text, .row: .control
            default: record.kind
            }
        if marks[lane] == nil { lanes.append((lane, kind)) }
        marks[lane, default: []].append(record)
        return true
    }

    /// Where the failure and cancellation labels of recognizer `id` go (``write(to:)`` draws
    /// each, its reason's code, centred under the mark of a record in `records` that has one):
    /// their horizontal spans, in pixels.
    private func failureLabelSpans(of id: String, records: [ReplayRecord], left: Double, scale: Double) -> [(from: Double, to: Double)] {
        guard let decided = failureReasons[id] else { return [] }
        return records.indices.compactMap { place in
            guard let reason = decided[place] else { return nil }
            let middle = left + records[place].time.seconds * scale
            let half = TimelineBuilder.labelWidth(reason.code) / 2
            return (middle - half, middle + half)
        }
    }

    /// Recognizers and controls in order of first appearance, each followed by its handlers.
    private func orderedLanes() -> [(id: String, kind: ReplayRecord.Kind)] {
        var result: [(id: String, kind: ReplayRecord.Kind)] = []
        let handlers = lanes.filter { $0.kind == .handler }
        var placed: Set<String> = []
        for owner in lanes where owner.kind != .handler {
            result.append(owner)
            for handler in handlers where !placed.contains(handler.id) && marks[handler.id]?.first?.of == owner.id {
                result.append(handler)
                placed.insert(handler.id)
            }
        }
        return result + handlers.filter { !placed.contains($0.id) }
    }

    /// `text` for XML text or an attribute: characters XML forbids or a viewer could be misled
    /// by escaped first (``FileError/escaped(_:)``), then the markup characters.
    static func escape(_ text: String) -> String {
        FileError.escaped(text).replacingAll("&", "&amp;").replacingAll("<", "&lt;").replacingAll(">", "&gt;").replacingAll("\"", "&quot;")
    }

    static func number(_ value: Double) -> String { RecordFormat.coordinate(value) }

    /// Of `items` in time order, those drawn at `scale` px a second: of the items that `merge`
    /// (all by default) and follow one another in one pixel column (a whole pixel from the
    /// plot's start), only the last. So a path has at most one point per column, and a run of
    /// like marks (a pan's changes, a handler's runs) one mark, however many the trace gave.
    static func lastInEachColumn<Item>(
        _ items: [Item], scale: Double, time: (Item) -> Timestamp, merge: (Item) -> Bool = { _ in true }
    ) -> [Item] {
        var kept: [Item] = []
        var mergeableColumn: Double?
        for item in items {
            let column = (time(item).seconds * scale).rounded(.down)
            let merges = merge(item)
            if merges, column == mergeableColumn { kept[kept.count - 1] = item } else { kept.append(item) }
            mergeableColumn = merges ? column : nil
        }
        return kept
    }

    /// A control lane's records grouped by instant: the names of what happened at each (an
    /// event's name, with its section and row or item for a list's moment, `= VALUE` for a
    /// value, or `= "TEXT"` for a text field's text, secure text as bullets), in order.
    static func instants(_ records: [ReplayRecord]) -> [(time: Timestamp, names: [String])] {
        var instants: [(time: Timestamp, names: [String])] = []
        for record in records {
            let event = record.event.map { event in record.rowPath.map { "\(event) \($0.section).\($0.row)" } ?? event }
            let name = event ?? record.value.map { "= \($0)" } ?? record.text.map { "= \"\($0)\"" } ?? ""
            if let last = instants.last, last.time == record.time {
                instants[instants.count - 1].names.append(name)
            } else {
                instants.append((record.time, [name]))
            }
        }
        return instants
    }

    /// `instants` in runs whose labels would overlap at `scale` px a second: an instant joins
    /// the run before it when its tick falls under that run's label (as wide as its widest
    /// line, ``counted(_:)``, plus a 4 px gap). A run of one is drawn as it always was.
    ///
    /// - Complexity: O(*n* · *k*) for *n* instants and *k* distinct names in a run.
    static func labelGroups(
        _ instants: [(time: Timestamp, names: [String])], scale: Double
    ) -> [[(time: Timestamp, names: [String])]] {
        var groups: [[(time: Timestamp, names: [String])]] = []
        var labelEnd = -Double.infinity
        for instant in instants {
            let position = instant.time.seconds * scale
            if position < labelEnd, !groups.isEmpty {
                groups[groups.count - 1].append(instant)
            } else {
                groups.append([instant])
            }
            let group = groups[groups.count - 1]
            let width = counted(group).map(labelWidth).max() ?? 0
            labelEnd = group[0].time.seconds * scale + 2 + width + 4
        }
        return groups
    }

    /// The lines of a run's shared label: each event name once, in the order first met, with
    /// `×N` when it came N > 1 times (`valueChanged ×18`); the values as the last one, with
    /// how many there were (`= 0.9 (last of 18)`).
    static func counted(_ group: [(time: Timestamp, names: [String])]) -> [String] {
        var order: [String] = []
        var counts: [String: Int] = [:]
        var lastValue = ""
        for name in group.flatMap(\.names) {
            // the values share one line, keyed "="
            let key = name.hasPrefix("= ") ? "=" : name
            if key == "=" { lastValue = name }
            if counts[key] == nil { order.append(key) }
            counts[key, default: 0] += 1
        }
        return order.map { key in
            let count = counts[key] ?? 1
            if key == "=" { return count > 1 ? "\(lastValue) (last of \(count))" : lastValue }
            return count > 1 ? "\(key) ×\(count)" : key
        }
    }

    /// Writes a control tick's label: `lines` stacked beside the tick at `time`, then `closing`.
    private func writeControlLabel(
        _ lines: [String], at time: Timestamp, to output: OutputStream, left: Double, scale: Double, y: Double, closing: String
    ) {
        let x = TimelineBuilder.number(left + time.seconds * scale + 2)
        output.write("<text x=\"\(x)\" y=\"\(TimelineBuilder.number(y - 2))\" font-size=\"8\" fill=\"#7b1fa2\">")
        for (line, name) in lines.enumerated() {
            output.write("<tspan x=\"\(x)\" dy=\"\(line == 0 ? "0" : "8")\">\(TimelineBuilder.escape(name))</tspan>")
        }
        output.write(closing)
    }

    /// The time between ticks at `scale` px a second: the first of a growing series at least
    /// 60 px apart (0.01 s … 30 s, 1 … 30 min, 1 … 12 h, then 1, 2, 5 days times powers of ten).
    static func tickStep(pixelsPerSecond scale: Double) -> Double {
        let steps: [Double] = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300, 600, 1800, 3600, 7200, 21_600, 43_200]
        if let step = steps.first(where: { $0 * scale >= 60 }) { return step }
        var day = 86_400.0
        // times are at most 1e9 s and the plot at least 1000 px wide: a handful of rounds
        for _ in 0..<20 {
            for multiple in [1.0, 2, 5] where day * multiple * scale >= 60 { return day * multiple }
            day *= 10
        }
        return day
    }

    /// Draws the picture into `output`, piece by piece (nothing as large as the whole held).
    func write(to output: OutputStream) {
        let end = cut?.time ?? lastTime
        let duration = max(end.seconds, 0.5)
        // px per second: 1200 px wide for short traces, scrollable for long ones, never wider
        // than the widest plot
        var scale = max(1000 / duration, 100)
        if duration * scale > TimelineBuilder.maximumPlotWidth { scale = TimelineBuilder.maximumPlotWidth / duration }
        let left = 150.0, laneHeight = 28.0, top = 40.0, right = 160.0
        let ordered = orderedLanes()
        // every lane is 28 px tall, but a control lane grows to fit the event names stacked at
        // its busiest instant, and a scroll lane is taller for its offset lines
        var heights = [Double](repeating: laneHeight, count: touches.count)
        for lane in ordered {
            var busiest = 1
            if lane.kind == .control {
                var counts: [Timestamp: Int] = [:]
                for record in marks[lane.id] ?? [] { counts[record.time, default: 0] += 1 }
                busiest = counts.values.max() ?? 1
            }
            heights.append(lane.kind == .scroll ? ScrollLane.height : max(laneHeight, 12 + 8 * Double(busiest)))
        }
        var tops: [Double] = []
        var running = top
        for height in heights { tops.append(running); running += height }
        let lanesBottom = running
        let width = left + duration * scale + right
        let height = lanesBottom + 80
        func x(_ time: Timestamp) -> String { TimelineBuilder.number(left + time.seconds * scale) }
        output.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        output.write("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(TimelineBuilder.number(width))\" height=\"\(TimelineBuilder.number(height))\" font-family=\"sans-serif\" font-size=\"11\">\n")
        output.write("<defs><pattern id=\"held\" width=\"4\" height=\"4\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\"><rect width=\"2\" height=\"4\" fill=\"#bcaaa4\"/></pattern></defs>\n")
        output.write("<rect x=\"0\" y=\"0\" width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n")
        // time axis
        let step = TimelineBuilder.tickStep(pixelsPerSecond: scale)
        var tick = 0.0
        while tick <= duration + 1e-9 {
            let px = TimelineBuilder.number(left + tick * scale)
            output.write("<line x1=\"\(px)\" y1=\"\(TimelineBuilder.number(top - 8))\" x2=\"\(px)\" y2=\"\(TimelineBuilder.number(lanesBottom))\" stroke=\"#e4e4e4\"/>\n")
            output.write("<text x=\"\(px)\" y=\"\(TimelineBuilder.number(top - 12))\" text-anchor=\"middle\" fill=\"#555\">\(formatNumber(tick)) s</text>\n")
            tick += step
        }
        if let cut {
            let px = x(cut.time)
            output.write("<line x1=\"\(px)\" y1=\"\(TimelineBuilder.number(top - 8))\" x2=\"\(px)\" y2=\"\(TimelineBuilder.number(lanesBottom))\" stroke=\"#e53935\" stroke-dasharray=\"4 3\"/>\n")
            output.write("<text x=\"\(TimelineBuilder.number(left + cut.time.seconds * scale + 4))\" y=\"\(TimelineBuilder.number(top - 24))\" fill=\"#e53935\">cut at t = \(cut.time.formatted(decimals: 3)) s (bound of \(cut.bound))</text>\n")
        }
        var row = 0
        func laneY(_ index: Int) -> Double { tops[index] + (ordered.indices.contains(index - touches.count) && ordered[index - touches.count].kind == .control ? 10 : laneHeight / 2) }
        func label(_ text: String, _ index: Int, _ color: String) -> String {
            "<text x=\"8\" y=\"\(TimelineBuilder.number(laneY(index) + 4))\" fill=\"\(color)\">\(TimelineBuilder.escape(text))</text>\n"
        }
        for lane in touches {
            let y = laneY(row)
            output.write(label(lane.label, row, "#333"))
            let end = lane.end ?? end
            output.write("<rect x=\"\(x(lane.start))\" y=\"\(TimelineBuilder.number(y - 5))\" width=\"\(TimelineBuilder.number(max((end.seconds - lane.start.seconds) * scale, 2)))\" height=\"10\" fill=\"#cfd8dc\"><title>\(TimelineBuilder.escape(lane.label)) from \(lane.start) to \(end)</title></rect>\n")
            let origin = lane.points.first?.1 ?? .zero
            // the path's x (orange) and y (blue) relative to where the touch began, 1 px per 20 pt
            for (axis, color) in [(0, "#ef6c00"), (1, "#1565c0")] {
                var path = ""
                for (index, (time, point)) in TimelineBuilder.lastInEachColumn(lane.points, scale: scale, time: { $0.0 }).enumerated() {
                    let delta = axis == 0 ? point.x - origin.x : point.y - origin.y
                    path += (index == 0 ? "M" : " L") + "\(x(time)) \(TimelineBuilder.number(y + max(min(delta / 20, 9), -9)))"
                }
                output.write("<path d=\"\(path)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"1\"/>\n")
            }
            row += 1
        }
        let colors: [GestureState: String] = [.began: "#1e88e5", .changed: "#64b5f6", .ended: "#43a047", .cancelled: "#fb8c00", .failed: "#e53935"]
        for lane in ordered {
            let y = laneY(row)
            let records = marks[lane.id] ?? []
            switch lane.kind {
            case .gesture:
                // a run of changes in one pixel column shows as its last (its band covers theirs)
                let drawn = TimelineBuilder.lastInEachColumn(Array(records.enumerated()), scale: scale, time: \.element.time) {
                    $0.element.state == .changed
                }
                output.write(label(lane.id, row, "#0d47a1"))
                output.write("<line x1=\"\(TimelineBuilder.number(left))\" y1=\"\(TimelineBuilder.number(y))\" x2=\"\(TimelineBuilder.number(width - right + 20))\" y2=\"\(TimelineBuilder.number(y))\" stroke=\"#eeeeee\" stroke-width=\"8\"/>\n")
                // a held transition: a hatched band from the hold to the next report (its release)
                let failureLabels = failureLabelSpans(of: lane.id, records: records, left: left, scale: scale)
                for (start, reason) in holds[lane.id] ?? [] {
                    let release = records.first { $0.time >= start }?.time ?? lastTime
                    output.write("<rect x=\"\(x(start))\" y=\"\(TimelineBuilder.number(y - 4))\" width=\"\(TimelineBuilder.number(max((release.seconds - start.seconds) * scale, 1)))\" height=\"8\" fill=\"url(#held)\" stroke=\"#8d6e63\" stroke-width=\"0.5\"><title>\(TimelineBuilder.escape(lane.id)) held from \(start) to \(release)\(TimelineBuilder.because(reason))</title></rect>\n")
                    if let reason {
                        // a short label, the reason's code, under the band's middle, where it fits:
                        // within the band and clear of the failure labels
                        let code = reason.code
                        let middle = left + (start.seconds + release.seconds) / 2 * scale
                        let span = (middle - TimelineBuilder.labelWidth(code) / 2, middle + TimelineBuilder.labelWidth(code) / 2)
                        let inBand = span.0 >= left + start.seconds * scale && span.1 <= left + release.seconds * scale
                        if inBand, !failureLabels.contains(where: { $0.from < span.1 && span.0 < $0.to }) {
                            output.write("<text x=\"\(TimelineBuilder.number(middle))\" y=\"\(TimelineBuilder.number(y + 13))\" text-anchor=\"middle\" font-size=\"8\" fill=\"#6d4c41\">\(code)</text>\n")
                        }
                    }
                }
                for (index, (place, record)) in drawn.enumerated() {
                    guard let state = record.state else { continue }
                    if state.isInProgress, index + 1 < drawn.count {
                        let next = drawn[index + 1].element.time
                        output.write("<rect x=\"\(x(record.time))\" y=\"\(TimelineBuilder.number(y - 4))\" width=\"\(TimelineBuilder.number(max((next.seconds - record.time.seconds) * scale, 1)))\" height=\"8\" fill=\"#bbdefb\"/>\n")
                    }
                    output.write("<circle cx=\"\(x(record.time))\" cy=\"\(TimelineBuilder.number(y))\" r=\"4\" fill=\"\(colors[state] ?? "#999")\"><title>\(TimelineBuilder.escape(lane.id)) \(state.rawValue) at \(record.time)\(TimelineBuilder.because(failureReasons[lane.id]?[place]))</title></circle>\n")
                    if let reason = failureReasons[lane.id]?[place] {
                        // a short label: the reason's code, under the mark
                        output.write("<text x=\"\(x(record.time))\" y=\"\(TimelineBuilder.number(y + 13))\" text-anchor=\"middle\" font-size=\"8\" fill=\"#b71c1c\">\(reason.code)</text>\n")
                    }
                }
            case .scroll:
                output.write(label(lane.id, row, "#004d40"))
                scrollLanes[lane.id]?.write(to: output, id: lane.id, top: tops[row], left: left, right: width - right, scale: scale)
            case .control:
                output.write(label(lane.id, row, "#4a148c"))
                // events at one instant share one tick; their names stack beside it, and ticks
                // whose labels would overlap share one label, each name with its count
                for group in TimelineBuilder.labelGroups(TimelineBuilder.instants(records), scale: scale) {
                    let single = group.count == 1
                    for instant in group {
                        // with --explain, a tick with reasons (a touchUpOutside, a touchCancel) hovers them
                        let reasonText = controlBecause(lane.id, at: instant.time)
                        if !reasonText.isEmpty {
                            output.write("<g><title>\(TimelineBuilder.escape(lane.id)) \(TimelineBuilder.escape(instant.names.joined(separator: ", "))) at \(instant.time)\(reasonText)</title>")
                        }
                        output.write("<line x1=\"\(x(instant.time))\" y1=\"\(TimelineBuilder.number(y - 8))\" x2=\"\(x(instant.time))\" y2=\"\(TimelineBuilder.number(y + 8))\" stroke=\"#7b1fa2\"/>\n")
                        if single {
                            let closing = reasonText.isEmpty ? "</text>\n" : "</text></g>\n"
                            writeControlLabel(instant.names, at: instant.time, to: output, left: left, scale: scale, y: y, closing: closing)
                        } else if !reasonText.isEmpty {
                            output.write("</g>\n")
                        }
                    }
                    if !single, let first = group.first, let last = group.last {
                        output.write("<g><title>\(TimelineBuilder.escape(lane.id)): \(group.reduce(0) { $0 + $1.names.count }) events from \(first.time) to \(last.time)</title>")
                        writeControlLabel(TimelineBuilder.counted(group), at: first.time, to: output, left: left, scale: scale, y: y, closing: "</text></g>\n")
                    }
                }
            default:
                output.write(label(lane.id, row, "#1b5e20"))
                // runs at once, one after another in one pixel column, show as the last
                for record in TimelineBuilder.lastInEachColumn(records, scale: scale, time: \.time, merge: { $0.kind == .handler && $0.scheduled == nil }) {
                    if record.kind == .cancelled {
                        output.write("<text x=\"\(x(record.time))\" y=\"\(TimelineBuilder.number(y + 4))\" text-anchor=\"middle\" fill=\"#e53935\" font-weight=\"bold\">✕<title>\(TimelineBuilder.escape(lane.id)) cancelled at \(record.time)</title></text>\n")
                        continue
                    }
                    if let scheduled = record.scheduled {
                        output.write("<line x1=\"\(x(scheduled))\" y1=\"\(TimelineBuilder.number(y))\" x2=\"\(x(record.time))\" y2=\"\(TimelineBuilder.number(y))\" stroke=\"#2e7d32\" stroke-dasharray=\"3 2\"/>\n")
                        output.write("<circle cx=\"\(x(scheduled))\" cy=\"\(TimelineBuilder.number(y))\" r=\"2\" fill=\"#2e7d32\"/>\n")
                    }
                    output.write("<rect x=\"\(TimelineBuilder.number(left + record.time.seconds * scale - 3))\" y=\"\(TimelineBuilder.number(y - 5))\" width=\"6\" height=\"10\" fill=\"#2e7d32\"><title>\(TimelineBuilder.escape(lane.id)) ran at \(record.time)</title></rect>\n")
                }
            }
            row += 1
        }
        // legend
        let legendY = lanesBottom + 30
        var legendX = 8.0
        for (name, color) in [("began", "#1e88e5"), ("changed", "#64b5f6"), ("ended", "#43a047"), ("cancelled", "#fb8c00"), ("failed", "#e53935"), ("handler ran", "#2e7d32"), ("control event", "#7b1fa2"), ("touch x", "#ef6c00"), ("touch y", "#1565c0")] {
            output.write("<rect x=\"\(TimelineBuilder.number(legendX))\" y=\"\(TimelineBuilder.number(legendY - 8))\" width=\"10\" height=\"10\" fill=\"\(color)\"/>\n")
            output.write("<text x=\"\(TimelineBuilder.number(legendX + 14))\" y=\"\(TimelineBuilder.number(legendY + 1))\">\(name)</text>\n")
            legendX += 100
        }
        output.write("<text x=\"\(TimelineBuilder.number(legendX))\" y=\"\(TimelineBuilder.number(legendY + 1))\" fill=\"#e53935\">✕ cancelled call</text>\n")
        legendX += 110
        output.write("<rect x=\"\(TimelineBuilder.number(legendX))\" y=\"\(TimelineBuilder.number(legendY - 8))\" width=\"20\" height=\"10\" fill=\"url(#held)\" stroke=\"#8d6e63\" stroke-width=\"0.5\"/>\n")
        output.write("<text x=\"\(TimelineBuilder.number(legendX + 24))\" y=\"\(TimelineBuilder.number(legendY + 1))\">held (waiting for a required recognizer to fail)</text>\n")
        if !scrollLanes.isEmpty {
            // a second row, only in pictures with a scroll view
            for (index, (name, color)) in ScrollLane.legend.enumerated() {
                let entryX = 8 + 100 * Double(index)
                output.write("<rect x=\"\(TimelineBuilder.number(entryX))\" y=\"\(TimelineBuilder.number(legendY + 12))\" width=\"10\" height=\"10\" fill=\"\(color)\"/>\n")
                output.write("<text x=\"\(TimelineBuilder.number(entryX + 14))\" y=\"\(TimelineBuilder.number(legendY + 21))\">\(name)</text>\n")
            }
        }
        output.write("</svg>\n")
    }
}

extension String {
    func replacingAll(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
