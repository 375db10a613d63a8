import ControlModel
import GestureModel
import SceneFiles

/// How `replay --explain` writes reasons (<doc:Reasons>, <doc:FileFormats>): which decisions
/// are written, the text's "because …" line and the JSON Lines `reason` object and `held` and
/// `released` records.
package enum ExplanationFormat {
    /// The kinds of the records `--explain` adds (<doc:TheCommandLine>): an expectation may
    /// hold them.
    package static let recordKinds: Set<String> = ["held", "released", "delivery", "touch", "refused"]

    /// True when `line` (its indentation removed) is a text "because …" line.
    package static func isBecauseLine(_ line: ArraySlice<UInt8>) -> Bool {
        line.starts(with: "because ".utf8)
    }

    /// What a decision adds to the output.
    package enum Placement: Equatable, Sendable {
        /// Nothing: a begin or end by the recognizer's own rules explains itself.
        case none
        /// A reason for the gesture record just written (a failure or cancellation).
        case onRecord
        /// A record of its own, before the gesture record it explains when that follows: `held`
        /// (a held transition) or `released` (a held transition let go).
        case record(kind: String)
    }

    /// Where `decision` goes in the output.
    package static func placement(of decision: GestureDecision) -> Placement {
        if decision.isHeld { return .record(kind: "held") }
        if case .requiredFailed = decision.reason { return .record(kind: "released") }
        if decision.reason == .recognized { return .none }
        return .onRecord
    }

    /// The text line under the record it explains: "    because moved 46 pt > 45 pt". The
    /// ids it names are escaped (``FileError/escaped(_:)``), as in the records: it is one line
    /// whatever they hold.
    package static func becauseLine(_ reason: some CustomStringConvertible) -> String {
        "    because " + FileError.escaped(reason.description)
    }

    /// A held, released or delivery record's text line, aligned as the records are.
    package static func textRecord(kind: String, id: String, state: String, at time: Timestamp) -> String {
        let timeText = time.formatted(decimals: 3)
        let padded = { (text: String, width: Int) in text.count >= width ? text : text + String(repeating: " ", count: width - text.count) }
        return [padded(timeText, 8), padded(kind, 9), FileError.escaped(id), state].joined(separator: " ")
    }

    /// A held or released record's JSON line (`touch` nil, `state` the recognizer's), or a
    /// delivery record's (`state` the phase the view is given of the touch `touch`), with its
    /// reason.
    package static func jsonRecord(kind: String, id: String, touch: Int? = nil, state: String, reason: GestureReason, at time: Timestamp) -> String {
        jsonRecord(kind: kind, id: id, touch: touch, state: state, reasonMember: reasonMember(reason), at: time)
    }

    /// ``jsonRecord(kind:id:touch:state:reason:at:)`` with the reason's member already made
    /// (``reasonMember(_:)``).
    package static func jsonRecord(kind: String, id: String, touch: Int? = nil, state: String, reasonMember: String, at time: Timestamp) -> String {
        let place = touch.map { ",\"touch\":\($0),\"phase\":" } ?? ",\"state\":"
        return "{\"t\":\(time.formatted(decimals: 6)),\"kind\":\"\(kind)\",\"id\":\(RecordFormat.jsonString(id))\(place)\"\(state)\",\(reasonMember)}"
    }

    /// A JSON record line (ending in `}`) with `reason` added as its last member.
    package static func adding(_ reason: GestureReason, toJSONLine line: String) -> String {
        var bytes = Array(line.utf8)
        guard bytes.last == UInt8(ascii: "}") else { return line }
        bytes.removeLast()
        bytes.append(UInt8(ascii: ","))
        bytes.append(contentsOf: reasonMember(reason).utf8)
        bytes.append(UInt8(ascii: "}"))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A touch record's text line and its "because …" line.
    package static func textLines(for landing: TouchLanding, at time: Timestamp) -> [String] {
        [textRecord(kind: "touch", id: "\(landing.touch)", state: "began", at: time), becauseLine(landing.description)]
    }

    /// A touch record's JSON line.
    package static func jsonRecord(for landing: TouchLanding, at time: Timestamp) -> String {
        "{\"t\":\(time.formatted(decimals: 6))" + jsonRest(of: landing)
    }

    /// A touch record's JSON line after its time (the same for every landing alike).
    package static func jsonRest(of landing: TouchLanding) -> String {
        let names = { (list: [String]) in "[" + list.map(RecordFormat.jsonString).joined(separator: ",") + "]" }
        return ",\"kind\":\"touch\",\"touch\":\(landing.touch),\"view\":"
            + (landing.view.map(RecordFormat.jsonString) ?? "null") + ",\"admission\":\"\(landing.admission)\",\"recognizers\":"
            + names(landing.bound) + ",\"deferred\":" + names(landing.deferred) + ",\"refused\":" + names(landing.refused)
            + skippedMember(of: landing) + "}"
    }

    /// `,"skipped":[{"view":"banner","why":"hidden"},…]`, or nothing when no view was skipped
    /// (records without one stay as they were).
    package static func skippedMember(of landing: TouchLanding) -> String {
        if landing.skipped.isEmpty { return "" }
        let entries = landing.skipped.map { "{\"view\":" + RecordFormat.jsonString($0.view) + ",\"why\":\"\($0.why)\"}" }
        return ",\"skipped\":[" + entries.joined(separator: ",") + "]"
    }

    // The JSON Lines writers below put the same bytes as the functions that make strings,
    // straight into a buffer (the writing thread's): no string is built per record.

    /// The most bytes JSON takes for `text` as a string: every byte escaped, and the quotes.
    @inline(__always)
    static func quotedBound(_ text: String) -> Int { 6 &* text.utf8.count &+ 2 }

    /// The most bytes ``writeJSONRecord(kind:id:touch:state:reasonMember:at:to:)`` writes.
    package static func jsonRecordBound(id: String, state: String, reasonMember: String) -> Int {
        128 &+ quotedBound(id) &+ state.utf8.count &+ reasonMember.utf8.count
    }

    /// Writes ``jsonRecord(kind:id:touch:state:reasonMember:at:)`` (without the newline);
    /// reserve ``jsonRecordBound(id:state:reasonMember:)`` bytes first.
    package static func writeJSONRecord(
        kind: String, id: String, touch: Int? = nil, state: String, reasonMember: String, at time: Timestamp,
        to out: inout ByteWriter
    ) {
        out.put("{\"t\":")
        RecordFormat.putTime(time, to: &out)
        out.put(",\"kind\":\"")
        putRaw(kind, to: &out)
        out.put("\",\"id\":")
        RecordFormat.putQuoted(id, to: &out)
        if let touch {
            out.put(",\"touch\":")
            putRaw(String(touch), to: &out)
            out.put(",\"phase\":\"")
        } else {
            out.put(",\"state\":\"")
        }
        putRaw(state, to: &out)
        out.put("\",")
        putRaw(reasonMember, to: &out)
        out.put(UInt8(ascii: "}"))
    }

    /// The most bytes ``writeJSONRecord(for:at:to:)`` writes for `landing`.
    package static func jsonRecordBound(for landing: TouchLanding) -> Int {
        var bound = 192 &+ landing.admission.utf8.count &+ (landing.view.map(quotedBound) ?? 4)
        for list in [landing.bound, landing.deferred, landing.refused] {
            for name in list { bound &+= quotedBound(name) &+ 1 }
        }
        for entry in landing.skipped { bound &+= 32 &+ quotedBound(entry.view) &+ entry.why.utf8.count }
        return bound
    }

    /// Writes ``jsonRecord(for:at:)`` (without the newline); reserve
    /// ``jsonRecordBound(for:)`` bytes first.
    package static func writeJSONRecord(for landing: TouchLanding, at time: Timestamp, to out: inout ByteWriter) {
        out.put("{\"t\":")
        RecordFormat.putTime(time, to: &out)
        out.put(",\"kind\":\"touch\",\"touch\":")
        putRaw(String(landing.touch), to: &out)
        out.put(",\"view\":")
        if let view = landing.view { RecordFormat.putQuoted(view, to: &out) } else { out.put("null") }
        out.put(",\"admission\":\"")
        putRaw(landing.admission, to: &out)
        out.put("\",\"recognizers\":")
        putNames(landing.bound, to: &out)
        out.put(",\"deferred\":")
        putNames(landing.deferred, to: &out)
        out.put(",\"refused\":")
        putNames(landing.refused, to: &out)
        if !landing.skipped.isEmpty { putRaw(skippedMember(of: landing), to: &out) }
        out.put(UInt8(ascii: "}"))
    }

    /// Writes `names` as a JSON array of strings.
    private static func putNames(_ names: [String], to out: inout ByteWriter) {
        out.put(UInt8(ascii: "["))
        for (index, name) in names.enumerated() {
            if index > 0 { out.put(UInt8(ascii: ",")) }
            RecordFormat.putQuoted(name, to: &out)
        }
        out.put(UInt8(ascii: "]"))
    }

    /// Writes the bytes of `text` as they are (a kind, a state, a member already made: text
    /// that needs no escape, as the string-making functions write it).
    package static func putRaw(_ text: String, to out: inout ByteWriter) {
        var text = text
        text.withUTF8 { out.put($0) }
    }

    /// The `"reason":{…}` member of a record.
    package static func reasonMember(_ reason: GestureReason) -> String { "\"reason\":" + json(reason) }

    /// The `reason` object: `{"code":"movedTooFar","distance":46,"limit":45}`.
    package static func json(_ reason: GestureReason) -> String {
        var text = "{\"code\":\"\(reason.code)\""
        for field in reason.fields {
            text += ",\"\(field.name)\":"
            switch field.value {
            case .number(let number): text += DecimalText.string(number, maxDecimals: 6, minDecimals: 0)
            case .name(let name): text += RecordFormat.jsonString(name)
            case .names(let names): text += "[" + names.map(RecordFormat.jsonString).joined(separator: ",") + "]"
            }
        }
        return text + "}"
    }
}
