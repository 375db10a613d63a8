import ControlModel
import GestureModel

/// Collects what a replay did and draws it as a self-contained SVG: lanes for touches,
/// recognizers, controls and handlers over a time axis, with a legend. Deterministic: the same
/// replay gives the same bytes.
struct TimelineBuilder {
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
    private var lastTime = Timestamp.zero
    private var holds: [String: [Timestamp]] = [:]

    /// A recognizer's transition was held behind a failure requirement at `time`.
    mutating func addHeld(_ time: Timestamp, _ id: String, _ state: GestureState) {
        holds[id, default: []].append(time)
    }

    mutating func addTouches(_ time: Timestamp, _ changes: [TouchChange]) {
        lastTime = max(lastTime, time)
        for change in changes {
            if change.phase == .began {
                touchUses[change.identifier, default: 0] += 1
                let use = touchUses[change.identifier] ?? 1
                openTouch[change.identifier] = touches.count
                touches.append(TouchLane(label: "touch \(change.identifier)" + (use > 1 ? " #\(use)" : ""), start: time, end: nil,
                                         points: [(time, change.location)]))
            } else if let index = openTouch[change.identifier] {
                touches[index].points.append((time, change.location))
                if change.phase.isTerminal {
                    touches[index].end = time
                    openTouch[change.identifier] = nil
                }
            }
        }
    }

    mutating func add(_ record: ReplayRecord) {
        lastTime = max(lastTime, record.time)
        let kind: ReplayRecord.Kind = record.kind == .cancelled ? .handler : (record.kind == .value ? .control : record.kind)
        if marks[record.id] == nil { lanes.append((record.id, kind)) }
        marks[record.id, default: []].append(record)
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
    private static func escape(_ text: String) -> String {
        FileError.escaped(text).replacingAll("&", "&amp;").replacingAll("<", "&lt;").replacingAll(">", "&gt;").replacingAll("\"", "&quot;")
    }

    private static func number(_ value: Double) -> String { RecordFormat.coordinate(value) }

    func svg() -> String {
        let duration = max(lastTime.seconds, 0.5)
        let scale = max(1000 / duration, 100)  // px per second: 1200 px wide for short traces, scrollable for long ones
        let left = 150.0, laneHeight = 28.0, top = 40.0, right = 160.0
        let ordered = orderedLanes()
        // every lane is 28 px tall, but a control lane grows to fit the event names stacked at
        // its busiest instant
        var heights = [Double](repeating: laneHeight, count: touches.count)
        for lane in ordered {
            var busiest = 1
            if lane.kind == .control {
                var counts: [Timestamp: Int] = [:]
                for record in marks[lane.id] ?? [] { counts[record.time, default: 0] += 1 }
                busiest = counts.values.max() ?? 1
            }
            heights.append(max(laneHeight, 12 + 8 * Double(busiest)))
        }
        var tops: [Double] = []
        var running = top
        for height in heights { tops.append(running); running += height }
        let lanesBottom = running
        let width = left + duration * scale + right
        let height = lanesBottom + 80
        func x(_ time: Timestamp) -> String { TimelineBuilder.number(left + time.seconds * scale) }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(TimelineBuilder.number(width))\" height=\"\(TimelineBuilder.number(height))\" font-family=\"sans-serif\" font-size=\"11\">\n"
        out += "<defs><pattern id=\"held\" width=\"4\" height=\"4\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\"><rect width=\"2\" height=\"4\" fill=\"#bcaaa4\"/></pattern></defs>\n"
        out += "<rect x=\"0\" y=\"0\" width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
        // time axis
        let step = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60].first { $0 * scale >= 60 } ?? 60
        var tick = 0.0
        while tick <= duration + 1e-9 {
            let px = TimelineBuilder.number(left + tick * scale)
            out += "<line x1=\"\(px)\" y1=\"\(TimelineBuilder.number(top - 8))\" x2=\"\(px)\" y2=\"\(TimelineBuilder.number(lanesBottom))\" stroke=\"#e4e4e4\"/>\n"
            out += "<text x=\"\(px)\" y=\"\(TimelineBuilder.number(top - 12))\" text-anchor=\"middle\" fill=\"#555\">\(formatNumber(tick)) s</text>\n"
            tick += step
        }
        var row = 0
        func laneY(_ index: Int) -> Double { tops[index] + (ordered.indices.contains(index - touches.count) && ordered[index - touches.count].kind == .control ? 10 : laneHeight / 2) }
        func label(_ text: String, _ index: Int, _ color: String) -> String {
            "<text x=\"8\" y=\"\(TimelineBuilder.number(laneY(index) + 4))\" fill=\"\(color)\">\(TimelineBuilder.escape(text))</text>\n"
        }
        for lane in touches {
            let y = laneY(row)
            out += label(lane.label, row, "#333")
            let end = lane.end ?? lastTime
            out += "<rect x=\"\(x(lane.start))\" y=\"\(TimelineBuilder.number(y - 5))\" width=\"\(TimelineBuilder.number(max((end.seconds - lane.start.seconds) * scale, 2)))\" height=\"10\" fill=\"#cfd8dc\"><title>\(TimelineBuilder.escape(lane.label)) from \(lane.start) to \(end)</title></rect>\n"
            let origin = lane.points.first?.1 ?? .zero
            // the path's x (orange) and y (blue) relative to where the touch began, 1 px per 20 pt
            for (axis, color) in [(0, "#ef6c00"), (1, "#1565c0")] {
                var path = ""
                for (index, (time, point)) in lane.points.enumerated() {
                    let delta = axis == 0 ? point.x - origin.x : point.y - origin.y
                    path += (index == 0 ? "M" : " L") + "\(x(time)) \(TimelineBuilder.number(y + max(min(delta / 20, 9), -9)))"
                }
                out += "<path d=\"\(path)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"1\"/>\n"
            }
            row += 1
        }
        let colors: [GestureState: String] = [.began: "#1e88e5", .changed: "#64b5f6", .ended: "#43a047", .cancelled: "#fb8c00", .failed: "#e53935"]
        for lane in ordered {
            let y = laneY(row)
            let records = marks[lane.id] ?? []
            switch lane.kind {
            case .gesture:
                out += label(lane.id, row, "#0d47a1")
                out += "<line x1=\"\(TimelineBuilder.number(left))\" y1=\"\(TimelineBuilder.number(y))\" x2=\"\(TimelineBuilder.number(width - right + 20))\" y2=\"\(TimelineBuilder.number(y))\" stroke=\"#eeeeee\" stroke-width=\"8\"/>\n"
                // a held transition: a hatched band from the hold to the next report (its release)
                for start in holds[lane.id] ?? [] {
                    let release = records.first { $0.time >= start }?.time ?? lastTime
                    out += "<rect x=\"\(x(start))\" y=\"\(TimelineBuilder.number(y - 4))\" width=\"\(TimelineBuilder.number(max((release.seconds - start.seconds) * scale, 1)))\" height=\"8\" fill=\"url(#held)\" stroke=\"#8d6e63\" stroke-width=\"0.5\"><title>\(TimelineBuilder.escape(lane.id)) held from \(start) to \(release)</title></rect>\n"
                }
                for (index, record) in records.enumerated() {
                    guard let state = record.state else { continue }
                    if state.isInProgress, index + 1 < records.count {
                        let next = records[index + 1].time
                        out += "<rect x=\"\(x(record.time))\" y=\"\(TimelineBuilder.number(y - 4))\" width=\"\(TimelineBuilder.number(max((next.seconds - record.time.seconds) * scale, 1)))\" height=\"8\" fill=\"#bbdefb\"/>\n"
                    }
                    out += "<circle cx=\"\(x(record.time))\" cy=\"\(TimelineBuilder.number(y))\" r=\"4\" fill=\"\(colors[state] ?? "#999")\"><title>\(TimelineBuilder.escape(lane.id)) \(state.rawValue) at \(record.time)</title></circle>\n"
                }
            case .control:
                out += label(lane.id, row, "#4a148c")
                var index = 0
                while index < records.count {
                    // events at one instant share one tick; their names stack beside it
                    var end = index
                    while end < records.count, records[end].time == records[index].time { end += 1 }
                    let time = records[index].time
                    out += "<line x1=\"\(x(time))\" y1=\"\(TimelineBuilder.number(y - 8))\" x2=\"\(x(time))\" y2=\"\(TimelineBuilder.number(y + 8))\" stroke=\"#7b1fa2\"/>\n"
                    let names = records[index..<end].map { $0.event ?? $0.value.map { "= \($0)" } ?? "" }
                    out += "<text x=\"\(TimelineBuilder.number(left + time.seconds * scale + 2))\" y=\"\(TimelineBuilder.number(y - 2))\" font-size=\"8\" fill=\"#7b1fa2\">"
                    for (line, name) in names.enumerated() {
                        out += "<tspan x=\"\(TimelineBuilder.number(left + time.seconds * scale + 2))\" dy=\"\(line == 0 ? "0" : "8")\">\(TimelineBuilder.escape(name))</tspan>"
                    }
                    out += "</text>\n"
                    index = end
                }
            default:
                out += label(lane.id, row, "#1b5e20")
                for record in records {
                    if record.kind == .cancelled {
                        out += "<text x=\"\(x(record.time))\" y=\"\(TimelineBuilder.number(y + 4))\" text-anchor=\"middle\" fill=\"#e53935\" font-weight=\"bold\">✕<title>\(TimelineBuilder.escape(lane.id)) cancelled at \(record.time)</title></text>\n"
                        continue
                    }
                    if let scheduled = record.scheduled {
                        out += "<line x1=\"\(x(scheduled))\" y1=\"\(TimelineBuilder.number(y))\" x2=\"\(x(record.time))\" y2=\"\(TimelineBuilder.number(y))\" stroke=\"#2e7d32\" stroke-dasharray=\"3 2\"/>\n"
                        out += "<circle cx=\"\(x(scheduled))\" cy=\"\(TimelineBuilder.number(y))\" r=\"2\" fill=\"#2e7d32\"/>\n"
                    }
                    out += "<rect x=\"\(TimelineBuilder.number(left + record.time.seconds * scale - 3))\" y=\"\(TimelineBuilder.number(y - 5))\" width=\"6\" height=\"10\" fill=\"#2e7d32\"><title>\(TimelineBuilder.escape(lane.id)) ran at \(record.time)</title></rect>\n"
                }
            }
            row += 1
        }
        // legend
        let legendY = lanesBottom + 30
        var legendX = 8.0
        for (name, color) in [("began", "#1e88e5"), ("changed", "#64b5f6"), ("ended", "#43a047"), ("cancelled", "#fb8c00"), ("failed", "#e53935"), ("handler ran", "#2e7d32"), ("control event", "#7b1fa2"), ("touch x", "#ef6c00"), ("touch y", "#1565c0")] {
            out += "<rect x=\"\(TimelineBuilder.number(legendX))\" y=\"\(TimelineBuilder.number(legendY - 8))\" width=\"10\" height=\"10\" fill=\"\(color)\"/>\n"
            out += "<text x=\"\(TimelineBuilder.number(legendX + 14))\" y=\"\(TimelineBuilder.number(legendY + 1))\">\(name)</text>\n"
            legendX += 100
        }
        out += "<text x=\"\(TimelineBuilder.number(legendX))\" y=\"\(TimelineBuilder.number(legendY + 1))\" fill=\"#e53935\">✕ cancelled call</text>\n"
        legendX += 110
        out += "<rect x=\"\(TimelineBuilder.number(legendX))\" y=\"\(TimelineBuilder.number(legendY - 8))\" width=\"20\" height=\"10\" fill=\"url(#held)\" stroke=\"#8d6e63\" stroke-width=\"0.5\"/>\n"
        out += "<text x=\"\(TimelineBuilder.number(legendX + 24))\" y=\"\(TimelineBuilder.number(legendY + 1))\">held (waiting for a required recognizer to fail)</text>\n"
        out += "</svg>\n"
        return out
    }
}

extension String {
    func replacingAll(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
