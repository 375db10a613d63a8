import ControlModel
import GestureModel
import SceneFiles
import GestureMaps

/// The gesture map as text for people: a block per view (its probes as rows of aligned
/// columns: probe, handlers with their latency, recognizers, controls; for a text field, then
/// what a key typed after a tap set off), then what no probe reached. Names from the scene are
/// escaped (``FileError/escaped(_:)``): a control character in an id cannot forge a line or
/// reach the terminal.
enum GestureMapText {
    static func text(_ map: GestureMap) -> String {
        var text = "Gesture map of \(FileError.escaped(map.scene)) (window \(formatNumber(map.window.width)) × \(formatNumber(map.window.height)))\n"
        text += "Each probe is replayed alone on a fresh copy of the scene. A handler's latency runs from the touch event\n"
        text += "that decided it (down, move or lift) to its first run.\n"
        text += "Probes: \(ProbeGesture.shapes).\n"
        for view in map.views {
            text += "\n" + FileError.escaped(title(view)) + "\n"
            guard !view.probes.isEmpty else {
                text += listTable(view.lists)
                continue
            }
            let showControls = view.probes.contains { !$0.controls.isEmpty }
            let showZooms = view.probes.contains { !$0.zooms.isEmpty }
            var rows = [["probe", "handlers", "recognizers"] + (showControls ? ["controls"] : []) + (showZooms ? ["zoom"] : [])]
            for probe in view.probes {
                rows.append(
                    [probe.gesture.description, cell(probe.handlers.map(\.description), separator: "; "), cell(probe.recognizers.map(\.description))]
                        + (showControls ? [cell(probe.controls.map(\.description), separator: "; ")] : [])
                        + (showZooms ? [cell(probe.zooms.map(\.description), separator: "; ")] : []))
            }
            text += table(rows.map { $0.map(FileError.escaped) })
            if view.wantsTwoFingers, view.fingerOffset == nil {
                text += "  pinch, rotation: not probed, no room for two fingers on it\n"
            }
            text += typingTable(view.typing, header: "typed after a tap")
            text += listTable(view.lists)
        }
        for alert in map.alerts {
            text += "\n" + FileError.escaped("\(alert.id) (\(alert.style)) probed by a tap on each action\(alert.style == "actionSheet" ? " and outside it" : "")") + "\n"
            text += table(([["probe", "outcome"]] + alert.probes.map { [$0.name, $0.outcome] }).map { $0.map(FileError.escaped) })
            for field in alert.typedFields {
                text += typingTable(alert.typing.filter { $0.field == field }, header: "typed in \(field)")
            }
        }
        text += "\n"
        text += map.neverRecognized.isEmpty
            ? "Every recognizer recognized in some probe.\n"
            : "Recognizers no probe made recognize: \(FileError.escaped(map.neverRecognized.joined(separator: ", ")))\n"
        text += map.neverRun.isEmpty
            ? "Every handler ran in some probe.\n"
            : "Handlers no probe ran: \(FileError.escaped(map.neverRun.joined(separator: ", ")))\n"
        return text
    }

    /// The typing probes as a table headed `header` (probe, outcome, the field's events); empty
    /// when there are none.
    static func typingTable(_ probes: [TypingProbe], header: String) -> String {
        guard !probes.isEmpty else { return "" }
        let rows = [[header, "outcome", "events"]] + probes.map { [$0.name, $0.outcome, cell($0.events)] }
        return table(rows.map { $0.map(FileError.escaped) })
    }

    /// The row and item probes as a table (probe, outcome, the row's or item's moments); empty
    /// when there are none.
    static func listTable(_ probes: [ListProbe]) -> String {
        guard !probes.isEmpty else { return "" }
        let rows = [["rows and items in view", "outcome", "events"]] + probes.map { [$0.name, $0.outcome, cell($0.events.map(\.rawValue))] }
        return table(rows.map { $0.map(FileError.escaped) })
    }

    /// `like (button in photo) probed at (352.0, 462.0)`, or why it was not probed.
    static func title(_ view: MappedView) -> String {
        let place = view.ancestors.isEmpty ? "" : " in " + view.ancestors.joined(separator: " › ")
        let name = "\(view.id) (\(view.kind)\(place))"
        switch view.hit {
        case .missed(let miss): return "\(name) not probed: \(miss)"
        case .found(let point):
            let at = "(\(RecordFormat.coordinate(point.x)), \(RecordFormat.coordinate(point.y)))"
            if view.isInert { return "\(name) not probed: hit at \(at), but no recognizer is on it or its ancestors and it is not a control" }
            return "\(name) probed at \(at)"
        }
    }

    /// The items joined, or a dash when there are none.
    static func cell(_ items: [String], separator: String = ", ") -> String {
        items.isEmpty ? "—" : items.joined(separator: separator)
    }

    /// The rows as aligned columns (the last one unpadded), indented by two spaces.
    static func table(_ rows: [[String]]) -> String {
        guard let columns = rows.first?.count else { return "" }
        var widths = Array(repeating: 0, count: columns)
        for row in rows {
            for (index, item) in row.enumerated() where index < columns - 1 { widths[index] = max(widths[index], item.count) }
        }
        var text = ""
        for row in rows {
            var line = " "
            for (index, item) in row.enumerated() {
                line += " " + item
                if index < columns - 1 { line += String(repeating: " ", count: widths[index] - item.count + 1) }
            }
            while line.hasSuffix(" ") { line.removeLast() }
            text += line + "\n"
        }
        return text
    }
}
