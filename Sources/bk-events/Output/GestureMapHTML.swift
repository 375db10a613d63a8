import ControlModel
import GestureModel
import SceneFiles
import GestureMaps

/// The gesture map as one self-contained HTML page (no scripts, no external files): a table
/// per view whose latencies stand out — each handler's latency in a coloured badge (green at
/// 0 ms, yellow under 100 ms, orange under 300 ms, red from 300 ms: a wait people notice) with
/// a bar as long as the wait (a pixel per 5 ms, at most 200).
enum GestureMapHTML {
    static let style = """
        body { font: 14px/1.45 -apple-system, system-ui, sans-serif; margin: 2em; color: #1d1d1f; }
        h1 { font-size: 1.4em; } h2 { font-size: 1.1em; margin: 1.6em 0 .3em; } h2 small, td small { color: #6e6e73; font-weight: normal; }
        table { border-collapse: collapse; } th, td { border-bottom: 1px solid #e5e5ea; padding: 3px 10px 3px 0; text-align: left; vertical-align: top; }
        th { font-weight: 600; color: #6e6e73; } td.probe { white-space: nowrap; }
        .latency { display: inline-block; min-width: 4.6em; padding: 0 4px; border-radius: 4px; text-align: right; font-weight: 600; font-variant-numeric: tabular-nums; }
        .at-once { background: #d8f3dc; } .short { background: #fff3bf; } .noticeable { background: #ffd8a8; } .long { background: #ffa8a8; }
        .bar { display: inline-block; height: .6em; background: #e03131; margin-right: 4px; }
        .recognized { font-weight: 600; } .other { color: #8e8e93; } .none { color: #c7c7cc; }
        """

    static func page(_ map: GestureMap) -> String {
        var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<title>Gesture map of \(escape(map.scene))</title>\n<style>\n\(style)\n</style>\n</head>\n<body>\n"
        html += "<h1>Gesture map of <code>\(escape(map.scene))</code></h1>\n"
        html += "<p>Window \(formatNumber(map.window.width)) × \(formatNumber(map.window.height)). Each probe is replayed alone on a fresh copy of the scene; "
            + "a handler's latency runs from the touch event that decided it (down, move or lift) to its first run. "
            + "Probes: \(escape(ProbeGesture.shapes)).</p>\n"
        for view in map.views { html += section(view) }
        for alert in map.alerts {
            html += "<h2 id=\"\(escape(alert.id))\">\(escape(alert.id)) <small>\(escape(alert.style)) · a tap on each action"
                + (alert.style == "actionSheet" ? " and outside it" : "") + "</small></h2>\n"
            html += "<table>\n<tr><th>probe</th><th>outcome</th></tr>\n"
            for probe in alert.probes {
                html += "<tr><td class=\"probe\">\(escape(probe.name))</td><td>\(escape(probe.outcome))</td></tr>\n"
            }
            html += "</table>\n"
            for field in alert.typedFields {
                html += typingTable(alert.typing.filter { $0.field == field }, header: "typed in \(field)")
            }
        }
        html += "<h2>Not reached</h2>\n<p>Recognizers no probe made recognize: \(names(map.neverRecognized))<br>\n"
        html += "Handlers no probe ran: \(names(map.neverRun))</p>\n</body>\n</html>\n"
        return html
    }

    static func section(_ view: MappedView) -> String {
        let place = view.ancestors.isEmpty ? "" : " in " + view.ancestors.joined(separator: " › ")
        var html = "<h2 id=\"\(escape(view.id))\">\(escape(view.id)) <small>\(escape(view.kind + place))"
        switch view.hit {
        case .missed(let miss): return html + " · not probed: \(escape(miss.description))</small></h2>\n" + listTable(view.lists)
        case .found(let point):
            html += " · at (\(RecordFormat.coordinate(point.x)), \(RecordFormat.coordinate(point.y)))"
            if view.isInert { return html + " · not probed: no recognizer on it or its ancestors, not a control</small></h2>\n" + listTable(view.lists) }
            html += "</small></h2>\n"
        }
        html += "<table>\n<tr><th>probe</th><th>handlers</th><th>recognizers</th><th>controls, zoom</th></tr>\n"
        for probe in view.probes {
            html += "<tr><td class=\"probe\">\(escape(probe.gesture.description))</td><td>"
            html += probe.handlers.isEmpty ? "<span class=\"none\">—</span>" : probe.handlers.map(handler).joined(separator: "<br>")
            html += "</td><td>" + (probe.recognizers.isEmpty ? "<span class=\"none\">—</span>" : probe.recognizers.map { recognizer in
                "<span class=\"\(recognizer.recognized ? "recognized" : "other")\">\(escape(recognizer.description))</span>"
            }.joined(separator: ", "))
            html += "</td><td>" + (probe.controls.map(\.description) + probe.zooms.map(\.description)).map(escape).joined(separator: "<br>") + "</td></tr>\n"
        }
        html += "</table>\n"
        if view.wantsTwoFingers, view.fingerOffset == nil { html += "<p><small>pinch, rotation: not probed, no room for two fingers on it</small></p>\n" }
        return html + typingTable(view.typing, header: "typed after a tap") + listTable(view.lists)
    }

    /// The row and item probes as a table; empty when there are none.
    static func listTable(_ probes: [ListProbe]) -> String {
        outcomeTable("rows and items in view", probes.map { ($0.name, $0.outcome, $0.events.map(\.rawValue)) })
    }

    /// The typing probes as a table headed `header`; empty when there are none.
    static func typingTable(_ probes: [TypingProbe], header: String) -> String {
        outcomeTable(header, probes.map { ($0.name, $0.outcome, $0.events) })
    }

    /// A table of probes headed `header` (probe, outcome, events); empty when there are none.
    private static func outcomeTable(_ header: String, _ rows: [(name: String, outcome: String, events: [String])]) -> String {
        guard !rows.isEmpty else { return "" }
        var html = "<table>\n<tr><th>\(escape(header))</th><th>outcome</th><th>events</th></tr>\n"
        for row in rows {
            html += "<tr><td class=\"probe\">\(escape(row.name))</td><td>\(escape(row.outcome))</td><td>"
                + (row.events.isEmpty ? "<span class=\"none\">—</span>" : escape(row.events.joined(separator: ", "))) + "</td></tr>\n"
        }
        return html + "</table>\n"
    }

    /// A handler's run: the latency badge and bar, its name and count, when and why.
    static func handler(_ run: ProbeHandlerRun) -> String {
        let milliseconds = Double(Timestamp.nanoseconds(of: run.latency)) / 1e6
        let level = milliseconds == 0 ? "at-once" : milliseconds < 100 ? "short" : milliseconds < 300 ? "noticeable" : "long"
        var html = "<span class=\"latency \(level)\">\(escape(run.latencyText))</span> "
        let bar = min(200, Int((milliseconds / 5).rounded(.up)))
        if bar > 0 { html += "<span class=\"bar\" style=\"width: \(bar)px\"></span>" }
        html += escape(run.id) + (run.runs > 1 ? " ×\(run.runs)" : "") + " <small>after \(run.afterText)"
        if !run.causes.isEmpty { html += ": " + escape(run.causes.map(\.description).joined(separator: ", ")) }
        return html + "</small>"
    }

    static func names(_ list: [String]) -> String { list.isEmpty ? "none" : escape(list.joined(separator: ", ")) }

    /// `text` with HTML's special characters escaped, and control characters written out
    /// (``FileError/escaped(_:)``).
    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in FileError.escaped(text) {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
