import ControlModel

/// How records are written: JSON Lines for programs, aligned text for people (SPEC §4.3).
public enum RecordFormat: String, Sendable, CaseIterable {
    /// One line per record, readable by people; times with 3 decimals.
    case text
    /// One JSON object per line; times with 6 decimals.
    case jsonl

    /// The record as one line (without the newline). Deterministic: the same record gives the
    /// same bytes on every machine.
    public func line(for record: ReplayRecord) -> String {
        switch self {
        case .jsonl: return RecordFormat.json(record)
        case .text: return RecordFormat.text(record)
        }
    }

    /// A coordinate with at least one and at most three decimals, e.g. `200.0`, `33.333`.
    public static func coordinate(_ value: Double) -> String {
        let text = formatNumber((value * 1000).rounded() / 1000)
        return text.contains(".") || text.contains("e") ? text : text + ".0"
    }

    private static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    private static func json(_ record: ReplayRecord) -> String {
        var out = "{\"t\":\(record.time.formatted(decimals: 6)),\"kind\":\"\(record.kind.rawValue)\",\"id\":\(quoted(record.id))"
        if let of = record.of { out += ",\"of\":\(quoted(of))" }
        if let event = record.event { out += ",\"event\":\(quoted(event))" }
        if let state = record.state { out += ",\"state\":\"\(state.rawValue)\"" }
        if let location = record.location {
            out += ",\"x\":\(coordinate(location.x)),\"y\":\(coordinate(location.y))"
        }
        if let value = record.value { out += ",\"value\":\(value.description)" }
        if let scheduled = record.scheduled { out += ",\"scheduled\":\(scheduled.formatted(decimals: 6))" }
        return out + "}"
    }

    private static func padded(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    private static func text(_ record: ReplayRecord) -> String {
        var parts = [padded(record.time.formatted(decimals: 3), 8), padded(record.kind.rawValue, 9), record.id]
        if let of = record.of { parts.append("of " + of) }
        if let event = record.event { parts.append(event) }
        if let state = record.state { parts.append(state.rawValue) }
        if let location = record.location { parts.append("at (\(coordinate(location.x)), \(coordinate(location.y)))") }
        if let value = record.value { parts.append("= \(value.description)") }
        if let scheduled = record.scheduled { parts.append("(scheduled at \(scheduled.formatted(decimals: 3)))") }
        var line = parts.joined(separator: " ")
        while line.hasSuffix(" ") { line.removeLast() }
        return line
    }
}
