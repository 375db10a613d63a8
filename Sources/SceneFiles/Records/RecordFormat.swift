import ControlModel

/// How records are written: JSON Lines for programs, aligned text for people (<doc:FileFormats>).
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
        case .jsonl:
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: RecordFormat.jsonBound(record)) { buffer in
                var writer = ByteWriter(buffer.baseAddress!)
                RecordFormat.writeJSON(record, to: &writer)
                out.append(contentsOf: UnsafeBufferPointer(start: buffer.baseAddress!, count: writer.cursor - buffer.baseAddress!))
            }
        case .text:
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: TextRecordWriter.bound(record)) { buffer in
                var writer = ByteWriter(buffer.baseAddress!)
                if TextRecordWriter.write(record, to: &writer) {
                    out.append(contentsOf: UnsafeBufferPointer(start: buffer.baseAddress!, count: writer.cursor - buffer.baseAddress!))
                } else {
                    out.append(contentsOf: RecordFormat.generalTextLine(record).utf8)
                }
            }
        }
    }

    /// A coordinate with at least one and at most three decimals, e.g. `200.0`, `33.333`.
    public static func coordinate(_ value: Double) -> String {
        DecimalText.string(value, maxDecimals: 3, minDecimals: 1)
    }

    /// The most bytes ``writeJSON(_:to:)`` writes for `record`: the fixed keys and numbers, and
    /// room for each name's JSON form (made when the name was). Inlined: the output stream
    /// asks it for every record, and as a call (the optimizer left it one) it cost 35
    /// instructions a record, half of them the call's own (7.1M in a replay of 100,000 moves,
    /// Benchmarks/replay, callgrind). (The fixed part, about 280 bytes, leaves room for the
    /// digits that are written and taken back and for a repeated time copied as whole words.)
    @inlinable @inline(__always) package static func jsonBound(_ record: ReplayRecord) -> Int {
        // wrapping: no name's length comes near Int.max. The fixed part also holds a scroll
        // record's velocity and target (four coordinates and their keys, 160) and a row's
        // section, row and reused-from pair (128) whether the record has them or not: a few
        // hundred bytes more reserved cost nothing, and a test per record did (about 5
        // instructions a record on the replay benchmark). For the same reason a missing `of`
        // or event counts as an inline name (``RecordName/none`` is one): 18 bytes more
        // reserved, no test.
        var bound = 672 &+ record.idName.writeBound
        bound &+= record.storedOf.writeBound
        bound &+= record.storedEvent.writeBound
        // a swipe action's title (row and handler records), each byte escaped at worst as \u00XX
        if let title = record.details.rowPath?.title { bound &+= 12 &+ title.utf8.count &* 6 }
        return bound
    }

    /// Writes the record's JSON line (without the newline); reserve ``jsonBound(_:)`` bytes first.
    package static func writeJSON(_ record: ReplayRecord, to out: inout ByteWriter) {
        var times = RecentTimeText()
        writeJSON(record, to: &out, times: &times)
    }

    /// Writes the JSON line of one record of a stream in time order (without the newline):
    /// `times` keeps the text of the last time written for the records after it at the same
    /// instant. Reserve ``jsonBound(_:)`` bytes first.
    package static func writeJSON(_ record: ReplayRecord, to out: inout ByteWriter, times: inout RecentTimeText) {
        out.put("{\"t\":")
        times.put(record.time, to: &out)
        switch record.kind {
        case .control: out.put(",\"kind\":\"control\",\"id\":")
        case .gesture: out.put(",\"kind\":\"gesture\",\"id\":")
        case .handler: out.put(",\"kind\":\"handler\",\"id\":")
        case .cancelled: out.put(",\"kind\":\"cancelled\",\"id\":")
        case .value: out.put(",\"kind\":\"value\",\"id\":")
        case .scroll: out.put(",\"kind\":\"scroll\",\"id\":")
        case .row: out.put(record.rowPath?.isItem == true ? ",\"kind\":\"item\",\"id\":" : ",\"kind\":\"row\",\"id\":")
        case .cell: out.put(",\"kind\":\"cell\",\"id\":")
        case .alert: out.put(",\"kind\":\"alert\",\"id\":")
        case .alertAction: out.put(",\"kind\":\"alertAction\",\"id\":")
        case .text: out.put(",\"kind\":\"text\",\"id\":")
        }
        putName(record.idName, to: &out)
        if let of = record.ofName {
            out.put(",\"of\":")
            putName(of, to: &out)
        }
        if let event = record.eventName {
            // an alert action's title and a text record's text are kept in the event's slot
            switch record.kind {
            case .alertAction: out.put(",\"title\":")
            case .text: out.put(",\"text\":")
            default: out.put(",\"event\":")
            }
            putName(event, to: &out)
        }
        if let state = record.state {
            switch state {
            case .possible: out.put(",\"state\":\"possible\"")
            case .began: out.put(",\"state\":\"began\"")
            case .changed: out.put(",\"state\":\"changed\"")
            case .ended: out.put(",\"state\":\"ended\"")
            case .cancelled: out.put(",\"state\":\"cancelled\"")
            case .failed: out.put(",\"state\":\"failed\"")
            }
        }
        if let location = record.location {
            out.put(",\"x\":")
            putCoordinate(location.x, to: &out)
            out.put(",\"y\":")
            putCoordinate(location.y, to: &out)
        }
        // the rare fields, one test for a record without them
        let details = record.details
        if !details.isEmpty {
            if let value = details.value {
                switch (record.kind, value) {
                case (.scroll, .bool(let on)): out.put(on ? ",\"willDecelerate\":true" : ",\"willDecelerate\":false")
                // a zoom moment's scale
                case (.scroll, .number(let scale)): putScale(scale, to: &out)
                case (_, .bool(let on)): out.put(on ? ",\"value\":true" : ",\"value\":false")
                case (_, .number(let number)):
                    out.put(",\"value\":")
                    out.putDecimal(number, maxDecimals: 6, minDecimals: 0)
                }
            }
            if let scheduled = details.scheduled {
                out.put(",\"scheduled\":")
                putTime(scheduled, to: &out)
            }
            if let motion = details.motion { putMotion(motion, to: &out) }
            if let path = details.rowPath { putRowPath(path, to: &out) }
        }
        out.put(UInt8(ascii: "}"))
    }

    // The numbers are written by small functions of their own, each with its constants: the
    // optimizer inlines the general writers there and folds the powers of ten away (written
    // inline in the record's function they are left as calls with run-time decimals).

    /// Writes a time in seconds with exactly 6 decimals.
    @inline(never)
    package static func putTime(_ time: Timestamp, to out: inout ByteWriter) {
        out.putFixed(time.scaled(decimals: 6), decimals: 6, minDecimals: 6)
    }

    /// Writes a coordinate with at least one and at most three decimals (as ``coordinate(_:)``).
    @inline(never)
    package static func putCoordinate(_ value: Double, to out: inout ByteWriter) {
        out.putDecimal(value, maxDecimals: 3, minDecimals: 1)
    }

    /// Writes a zoom moment's scale as `,"scale":S`, with at least one and at most six decimals.
    @inline(never)
    private static func putScale(_ scale: Double, to out: inout ByteWriter) {
        out.put(",\"scale\":")
        out.putDecimal(scale, maxDecimals: 6, minDecimals: 1)
    }

    /// Writes a scroll record's velocity (points per second) and target offset as
    /// `,"velocity":[vx,vy],"target":[x,y]`.
    @inline(never)
    private static func putMotion(_ motion: ScrollMotion, to out: inout ByteWriter) {
        out.put(",\"velocity\":[")
        putCoordinate(motion.velocity.x, to: &out)
        out.put(UInt8(ascii: ","))
        putCoordinate(motion.velocity.y, to: &out)
        out.put("],\"target\":[")
        putCoordinate(motion.target.x, to: &out)
        out.put(UInt8(ascii: ","))
        putCoordinate(motion.target.y, to: &out)
        out.put(UInt8(ascii: "]"))
    }

    /// Writes a swipe action's `,"title":T`, a row's `,"section":s,"row":r` (`"item"` for a
    /// collection's), and a cell's `,"reusedFrom":[s,r]`.
    @inline(never)
    private static func putRowPath(_ path: RowRecordPath, to out: inout ByteWriter) {
        if let title = path.title {
            out.put(",\"title\":")
            putQuoted(title, to: &out)
        }
        out.put(",\"section\":")
        out.putDecimal(Double(path.section), maxDecimals: 0, minDecimals: 0)
        out.put(path.isItem ? ",\"item\":" : ",\"row\":")
        out.putDecimal(Double(path.row), maxDecimals: 0, minDecimals: 0)
        if let from = path.reusedFrom {
            out.put(",\"reusedFrom\":[")
            out.putDecimal(Double(from.section), maxDecimals: 0, minDecimals: 0)
            out.put(UInt8(ascii: ","))
            out.putDecimal(Double(from.row), maxDecimals: 0, minDecimals: 0)
            out.put(UInt8(ascii: "]"))
        }
    }

    /// Writes a record name: its JSON form, made once when the name was.
    @inline(__always)
    private static func putName(_ name: RecordName, to out: inout ByteWriter) {
        name.write(to: &out)
    }

    /// Writes `text` as a JSON string: each record name once, when it is made (records then
    /// copy the result). The bytes are read straight from the string's storage and checked and
    /// copied in one pass; only a byte JSON must escape leaves the loop.
    package static func putQuoted(_ text: String, to out: inout ByteWriter) {
        out.put(UInt8(ascii: "\""))
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            // a local cursor stays in a register; the writer's would be stored at every byte
            var cursor = out.cursor
            for byte in bytes {
                if isPlain(byte) {
                    cursor.pointee = byte
                    cursor += 1
                } else {
                    cursor = putEscape(byte, at: cursor)
                }
            }
            out.cursor = cursor
        }
        if copied == nil { putNoncontiguous(text, to: &out) }
        out.put(UInt8(ascii: "\""))
    }

    /// `text` as a JSON string, quotes and escapes included.
    package static func jsonString(_ text: String) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 6 * text.utf8.count + 2) { buffer in
            guard let base = buffer.baseAddress else { return "\"\"" }
            var writer = ByteWriter(base)
            putQuoted(text, to: &writer)
            return String(decoding: UnsafeBufferPointer(start: base, count: writer.cursor - base), as: UTF8.self)
        }
    }

    /// Writes the bytes of a string whose storage is not contiguous UTF-8 (a bridged one), one
    /// at a time, escaped where needed.
    @inline(never)
    private static func putNoncontiguous(_ text: String, to out: inout ByteWriter) {
        for byte in text.utf8 {
            if isPlain(byte) {
                out.put(byte)
            } else {
                out.cursor = putEscape(byte, at: out.cursor)
            }
        }
    }

    /// Whether `byte` goes into a JSON string as it is: no control character, quote or backslash.
    @inline(__always)
    static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }

    /// Writes at `cursor` the escape of a byte JSON does not allow in a string as it is, and
    /// returns where the next byte goes.
    @inline(never)
    private static func putEscape(_ byte: UInt8, at cursor: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        var out = ByteWriter(cursor)
        switch byte {
        case UInt8(ascii: "\""): out.put("\\\"")
        case UInt8(ascii: "\\"): out.put("\\\\")
        case 0x0A: out.put("\\n")
        case 0x0D: out.put("\\r")
        case 0x09: out.put("\\t")
        default:
            let hex: StaticString = "0123456789abcdef"
            out.put("\\u00")
            out.put(hex.utf8Start[Int(byte >> 4)])
            out.put(hex.utf8Start[Int(byte & 15)])
        }
        return out.cursor
    }

    private static func padded(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    /// A record's text line made from strings, the reference ``TextRecordWriter`` writes the
    /// same bytes as; ids and names escaped (``FileError/escaped(_:)``): one line, whatever the
    /// scene's ids hold.
    package static func generalTextLine(_ record: ReplayRecord) -> String {
        let kind = record.kind == .row && record.rowPath?.isItem == true ? "item" : record.kind.rawValue
        var parts = [padded(record.time.formatted(decimals: 3), 8), padded(kind, 9), FileError.escaped(record.id)]
        if let of = record.of { parts.append("of " + FileError.escaped(of)) }
        if let event = record.event { parts.append(FileError.escaped(event)) }
        if let text = record.text { parts.append("= " + jsonString(text)) }
        if let state = record.state { parts.append(state.rawValue) }
        if let location = record.location { parts.append("at (\(coordinate(location.x)), \(coordinate(location.y)))") }
        if let value = record.value {
            switch (record.kind, value) {
            case (.scroll, .bool): parts.append("willDecelerate \(value.description)")
            case (.scroll, .number(let scale)): parts.append("scale \(DecimalText.string(scale, maxDecimals: 6, minDecimals: 1))")
            default: parts.append("= \(value.description)")
            }
        }
        if let motion = record.motion {
            parts.append("velocity (\(coordinate(motion.velocity.x)), \(coordinate(motion.velocity.y)))")
            parts.append("target (\(coordinate(motion.target.x)), \(coordinate(motion.target.y)))")
        }
        if let path = record.rowPath {
            if let title = path.title { parts.append(jsonString(title)) }
            parts.append("\(path.isItem ? "item" : "row") \(path.section).\(path.row)")
            if let from = path.reusedFrom { parts.append("reusedFrom \(from.section).\(from.row)") }
        }
        if let scheduled = record.scheduled { parts.append("(scheduled at \(scheduled.formatted(decimals: 3)))") }
        if !record.touches.isNone { parts.append(record.touches.words) }
        var line = parts.joined(separator: " ")
        while line.hasSuffix(" ") { line.removeLast() }
        return line
    }
}
