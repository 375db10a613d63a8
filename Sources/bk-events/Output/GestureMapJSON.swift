import ControlModel
import GestureModel
import SceneFiles
import Replay
import GestureMaps

/// The gesture map as JSON Lines for programs: a `scene` line, then for each view a `view`
/// line followed by a `probe` line per probe (and, for a text field, a `typingProbe` line per
/// key typed after a tap; for a table or collection, a `listProbe` line per row or item probe),
/// then for each alert an `alert` line followed by an `alertProbe` line per probe (and a
/// `typingProbe` line per key typed in each of its text fields, with the field's id), then an
/// `unreached` line.
enum GestureMapJSON {
    static func lines(_ map: GestureMap) -> String {
        var text = "{\"kind\":\"scene\",\"scene\":\(string(map.scene)),\"window\":[\(formatNumber(map.window.width)),\(formatNumber(map.window.height))]}\n"
        for view in map.views {
            var line = "{\"kind\":\"view\",\"view\":\(string(view.id)),\"type\":\(string(view.kind)),\"in\":\(list(view.ancestors))"
            switch view.hit {
            case .found(let point): line += "," + pointFields(point)
            case .missed(let miss):
                line += ",\"missed\":{\"code\":\(string(miss.code))" + (miss.view.map { ",\"view\":\(string($0))" } ?? "") + "}"
            }
            if view.isInert { line += ",\"inert\":true" }
            if view.wantsTwoFingers {
                line += ",\"twoFingers\":" + (view.fingerOffset.map { "{\"dx\":\(coordinate($0.x)),\"dy\":\(coordinate($0.y))}" } ?? "null")
            }
            text += line + "}\n"
            for probe in view.probes { text += self.probe(probe, of: view) + "\n" }
            for probe in view.typing { text += typing(probe, owner: "\"view\":\(string(view.id))") }
            for probe in view.lists { text += list(probe, of: view) }
        }
        for alert in map.alerts {
            text += "{\"kind\":\"alert\",\"alert\":\(string(alert.id)),\"style\":\(string(alert.style))}\n"
            for probe in alert.probes {
                text += "{\"kind\":\"alertProbe\",\"alert\":\(string(alert.id)),"
                    + (probe.action.map { "\"action\":\(string($0))" } ?? "\"outside\":true")
                    + ",\"handlers\":\(list(probe.handlers)),\"presents\":\(list(probe.presents))"
                    + (probe.refusal.map { "," + ExplanationFormat.reasonMember($0) } ?? "") + "}\n"
            }
            for probe in alert.typing {
                text += typing(probe, owner: "\"alert\":\(string(alert.id))" + (probe.field.map { ",\"field\":\(string($0))" } ?? ""))
            }
        }
        return text + "{\"kind\":\"unreached\",\"recognizers\":\(list(map.neverRecognized)),\"handlers\":\(list(map.neverRun))}\n"
    }

    /// A `typingProbe` line: `owner` (the view's or the alert's member), then the key, the
    /// handlers, the field's events, the actions tapped, the alerts presented, the fields focused,
    /// and a refusal.
    static func typing(_ probe: TypingProbe, owner: String) -> String {
        "{\"kind\":\"typingProbe\",\(owner),"
            + (probe.character.map { "\"probe\":\"type\",\"text\":\(string(String($0)))" } ?? "\"probe\":\"return\"")
            + ",\"handlers\":\(list(probe.handlers)),\"events\":\(list(probe.events)),\"taps\":\(list(probe.taps)),\"presents\":\(list(probe.presents))"
            + ",\"focuses\":\(list(probe.focuses))"
            + (probe.refusal.map { "," + ExplanationFormat.reasonMember($0) } ?? "") + "}\n"
    }

    /// A `listProbe` line: the table or collection, the probe, the row (`"row":[s,r]`) or item
    /// (`"item":[s,i]`), where the finger came down, the row's or item's moments, the actions a
    /// swipe revealed, the handlers, and the list's reason when it did nothing.
    static func list(_ probe: ListProbe, of view: MappedView) -> String {
        var line = "{\"kind\":\"listProbe\",\"view\":\(string(view.id)),\"probe\":\(string(probe.gesture.code))"
        if let direction = probe.gesture.direction { line += ",\"direction\":\(string(direction.rawValue))" }
        line += ",\"\(probe.isItem ? "item" : "row")\":[\(probe.path.section),\(probe.path.row)]," + pointFields(probe.point)
        line += ",\"events\":\(list(probe.events.map(\.rawValue))),\"actions\":\(list(probe.actions)),\"handlers\":\(list(probe.handlers))"
        return line + (probe.refusal.map { "," + ExplanationFormat.reasonMember($0) } ?? "") + "}\n"
    }

    static func probe(_ probe: ProbeResult, of view: MappedView) -> String {
        var line = "{\"kind\":\"probe\",\"view\":\(string(view.id)),\"probe\":\(string(probe.gesture.code))"
        if let direction = probe.gesture.direction { line += ",\"direction\":\(string(direction.rawValue))" }
        line += "," + pointFields(probe.point)
        if let offset = probe.fingerOffset { line += ",\"dx\":\(coordinate(offset.x)),\"dy\":\(coordinate(offset.y))" }
        line += ",\"handlers\":[" + probe.handlers.map(handler).joined(separator: ",") + "]"
        line += ",\"recognizers\":[" + probe.recognizers.map { recognizer in
            "{\"id\":\(string(recognizer.id)),\"state\":\(string(recognizer.final.rawValue)),\"states\":\(list(recognizer.states.map(\.rawValue)))"
                + (recognizer.reason.map { "," + ExplanationFormat.reasonMember($0) } ?? "") + "}"
        }.joined(separator: ",") + "]"
        line += ",\"controls\":[" + probe.controls.map { control in
            var object = "{\"id\":\(string(control.id)),\"events\":["
                + control.eventCounts.map { "{\"event\":\(string($0.event)),\"count\":\($0.count)}" }.joined(separator: ",") + "]"
            if let value = control.value { object += ",\"value\":\(value)" }
            return object + "}"
        }.joined(separator: ",") + "]"
        if !probe.zooms.isEmpty {
            line += ",\"zooms\":[" + probe.zooms.map { "{\"id\":\(string($0.id)),\"scale\":\(formatNumber($0.scale))}" }.joined(separator: ",") + "]"
        }
        return line + "}"
    }

    static func handler(_ run: ProbeHandlerRun) -> String {
        // a recognizer's handler answers a state, a control's an event
        let trigger = run.state.map { ",\"state\":\(string($0.rawValue))" } ?? run.event.map { ",\"event\":\(string($0))" } ?? ""
        return "{\"id\":\(string(run.id)),\"of\":\(string(run.owner))\(trigger),\"runs\":\(run.runs),"
            + "\"t\":\(seconds(run.time.nanoseconds)),\"latency\":\(seconds(Timestamp.nanoseconds(of: run.latency))),"
            + "\"after\":\(string(run.after.rawValue)),\"causes\":[" + run.causes.map(cause).joined(separator: ",") + "]}"
    }

    static func cause(_ cause: LatencyCause) -> String {
        let field: String
        switch cause {
        case .waitsForFailure(let name, let held):
            field = "\"recognizer\":\(string(name)),\"seconds\":\(seconds(Timestamp.nanoseconds(of: held)))"
        case .touchesHeld(let phase, let name, let rule, let held, let state):
            field = "\"phase\":\(string(phase.rawValue)),\"recognizer\":\(string(name)),\"rule\":\(string(rule.rawValue)),"
                + "\"seconds\":\(seconds(Timestamp.nanoseconds(of: held))),\"state\":\(string(state.rawValue))"
        case .minimumPressDuration(let duration), .deceleration(let duration), .handlerDelay(let duration): field = "\"seconds\":\(seconds(Timestamp.nanoseconds(of: duration)))"
        }
        return "{\"code\":\(string(cause.code)),\(field)}"
    }

    static func pointFields(_ point: Point) -> String { "\"x\":\(coordinate(point.x)),\"y\":\(coordinate(point.y))" }

    static func coordinate(_ value: Double) -> String { RecordFormat.coordinate(value) }

    static func seconds(_ nanoseconds: Int64) -> String { DecimalText.string(Double(nanoseconds) / 1e9, maxDecimals: 6, minDecimals: 6) }

    static func string(_ text: String) -> String { RecordFormat.jsonString(text) }

    static func list(_ items: [String]) -> String { "[" + items.map(string).joined(separator: ",") + "]" }
}
