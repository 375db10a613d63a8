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
        var bytes: [UInt8] = []
        append(record, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the record's line (without the newline) to `out`.
    public func append(_ record: ReplayRecord, to out: inout [UInt8]) {
        switch self {
        case .jsonl: RecordFormat.appendJSON(record, to: &out)
        case .text: out.append(contentsOf: RecordFormat.text(record).utf8)
        }
    }

    /// A coordinate with at least one and at most three decimals, e.g. `200.0`, `33.333`.
    public static func coordinate(_ value: Double) -> String {
        DecimalText.string(value, maxDecimals: 3, minDecimals: 1)
    }

    private static func appendQuoted(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: [0x5C, 0x22])
            case UInt8(ascii: "\\"): out.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: out.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: out.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: out.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0..<0x20:
                out.append(contentsOf: Array("\\u00".utf8))
                let hex = Array("0123456789abcdef".utf8)
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 15)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    private static func appendJSON(_ record: ReplayRecord, to out: inout [UInt8]) {
        out.append(contentsOf: "{\"t\":".utf8)
        record.time.append(decimals: 6, to: &out)
        out.append(contentsOf: ",\"kind\":\"".utf8)
        out.append(contentsOf: record.kind.rawValue.utf8)
        out.append(contentsOf: "\",\"id\":".utf8)
        appendQuoted(record.id, to: &out)
        if let of = record.of {
            out.append(contentsOf: ",\"of\":".utf8)
            appendQuoted(of, to: &out)
        }
        if let event = record.event {
            out.append(contentsOf: ",\"event\":".utf8)
            appendQuoted(event, to: &out)
        }
        if let state = record.state {
            out.append(contentsOf: ",\"state\":\"".utf8)
            out.append(contentsOf: state.rawValue.utf8)
            out.append(UInt8(ascii: "\""))
        }
        if let location = record.location {
            out.append(contentsOf: ",\"x\":".utf8)
            DecimalText.append(location.x, maxDecimals: 3, minDecimals: 1, to: &out)
            out.append(contentsOf: ",\"y\":".utf8)
            DecimalText.append(location.y, maxDecimals: 3, minDecimals: 1, to: &out)
        }
        if let value = record.value {
            out.append(contentsOf: ",\"value\":".utf8)
            switch value {
            case .bool(let on): out.append(contentsOf: (on ? "true" : "false").utf8)
            case .number(let number): DecimalText.append(number, maxDecimals: 6, to: &out)
            }
        }
        if let scheduled = record.scheduled {
            out.append(contentsOf: ",\"scheduled\":".utf8)
            scheduled.append(decimals: 6, to: &out)
        }
        out.append(UInt8(ascii: "}"))
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
