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

    /// The fixed pieces of a JSON line, as bytes ready to copy.
    private enum Piece {
        static let time = Array("{\"t\":".utf8)
        static let kind = Array(",\"kind\":\"".utf8)
        static let id = Array("\",\"id\":".utf8)
        static let of = Array(",\"of\":".utf8)
        static let event = Array(",\"event\":".utf8)
        static let state = Array(",\"state\":\"".utf8)
        static let x = Array(",\"x\":".utf8)
        static let y = Array(",\"y\":".utf8)
        static let value = Array(",\"value\":".utf8)
        static let scheduled = Array(",\"scheduled\":".utf8)
        static let control = Array("control".utf8)
        static let gesture = Array("gesture".utf8)
        static let handler = Array("handler".utf8)
        static let cancelled = Array("cancelled".utf8)
        static let valueKind = Array("value".utf8)
        static let states: [[UInt8]] = GestureState.allCases.map { Array($0.rawValue.utf8) + [UInt8(ascii: "\"")] }

        static func kind(_ kind: ReplayRecord.Kind) -> [UInt8] {
            switch kind {
            case .control: return control
            case .gesture: return gesture
            case .handler: return handler
            case .cancelled: return cancelled
            case .value: return valueKind
            }
        }

        static func state(_ state: GestureState) -> [UInt8] {
            states[GestureState.allCases.firstIndex(of: state) ?? 0]
        }
    }

    private static func appendJSON(_ record: ReplayRecord, to out: inout [UInt8]) {
        out.append(contentsOf: Piece.time)
        record.time.append(decimals: 6, to: &out)
        out.append(contentsOf: Piece.kind)
        out.append(contentsOf: Piece.kind(record.kind))
        out.append(contentsOf: Piece.id)
        appendQuoted(record.id, to: &out)
        if let of = record.of {
            out.append(contentsOf: Piece.of)
            appendQuoted(of, to: &out)
        }
        if let event = record.event {
            out.append(contentsOf: Piece.event)
            appendQuoted(event, to: &out)
        }
        if let state = record.state {
            out.append(contentsOf: Piece.state)
            out.append(contentsOf: Piece.state(state))
        }
        if let location = record.location {
            out.append(contentsOf: Piece.x)
            DecimalText.append(location.x, maxDecimals: 3, minDecimals: 1, to: &out)
            out.append(contentsOf: Piece.y)
            DecimalText.append(location.y, maxDecimals: 3, minDecimals: 1, to: &out)
        }
        if let value = record.value {
            out.append(contentsOf: Piece.value)
            switch value {
            case .bool(let on): out.append(contentsOf: (on ? "true" : "false").utf8)
            case .number(let number): DecimalText.append(number, maxDecimals: 6, to: &out)
            }
        }
        if let scheduled = record.scheduled {
            out.append(contentsOf: Piece.scheduled)
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
