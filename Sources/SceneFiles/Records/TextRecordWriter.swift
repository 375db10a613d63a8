import ControlModel
import GestureModel

#if BK_EVENTS_INTERNAL_CHECKS
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif
#endif

/// Writes a record's text line (``RecordFormat/text``) straight into reserved bytes: no parts
/// array, no strings joined, no number turned into a `String` first. It writes exactly the
/// bytes of the general path (`RecordFormat.generalTextLine(_:)`, which builds the line from
/// strings and stays the reference): the same numbers through the same ``ByteWriter``
/// routines, names escaped as ``FileError/escaped(_:)`` escapes them.
///
/// One case is left to the general path: a line that would end with a space (an empty last
/// name, or one ending with a space), whose trailing spaces the general path takes off by
/// characters. In builds with internal checks every line is compared with the general path's,
/// and `BK_EVENTS_GENERAL_PATH=1` sends every line down the general path.
package enum TextRecordWriter {
    /// Whether the general path is forced (`BK_EVENTS_GENERAL_PATH=1` in builds with internal
    /// checks; constant false in release builds).
    #if BK_EVENTS_INTERNAL_CHECKS
        package static let forcesGeneralPath: Bool = {
            guard let value = getenv("BK_EVENTS_GENERAL_PATH") else { return false }
            return String(cString: value) == "1"
        }()
    #else
        @inline(__always) package static var forcesGeneralPath: Bool { false }
    #endif

    /// The most bytes ``write(_:to:)`` writes for `record`: the fixed words and up to ten
    /// numbers of ``ByteWriter/numberBound`` bytes each, the touches' words (at most 40 bytes:
    /// ` touches 4294967294, 32765 and more`), and room for the names (an escape `\u{10ffff}` is
    /// at most ten bytes for each byte it stands for).
    package static func bound(_ record: ReplayRecord) -> Int {
        var bound = 808 &+ nameBound(record.idName)
        if let of = record.ofName { bound &+= nameBound(of) }
        if let event = record.eventName { bound &+= nameBound(event) }
        if let title = record.rowPath?.title { bound &+= 2 &+ title.utf8.count &* 6 }
        return bound
    }

    /// Room for one name, escaped for text or quoted as JSON.
    @inline(__always)
    private static func nameBound(_ name: RecordName) -> Int {
        switch name.storage {
        case .inline: return RecordName.inlineCapacity &+ 2
        case .long(let long): return max(long.bytes.count &* 10, long.quotedCount) &+ 2
        }
    }

    /// Writes `record`'s text line (without the newline) after reserving ``bound(_:)`` bytes;
    /// false, with the cursor where it was, when the line is the general path's to make.
    package static func write(_ record: ReplayRecord, to out: inout ByteWriter) -> Bool {
        if forcesGeneralPath { return false }
        let start = out.cursor
        writeLine(record, to: &out)
        // the general path takes trailing spaces off (by characters): left to it
        if out.cursor > start, out.cursor[-1] == UInt8(ascii: " ") {
            out.cursor = start
            return false
        }
        #if BK_EVENTS_INTERNAL_CHECKS
            let written = String(decoding: UnsafeBufferPointer(start: start, count: out.cursor - start), as: UTF8.self)
            precondition(written == RecordFormat.generalTextLine(record), "TextRecordWriter wrote \(written)")
        #endif
        return true
    }

    /// The parts of the line, each after one space: the time padded to 8, the kind padded to
    /// 9, the id, then what the record has, in `RecordFormat.generalTextLine(_:)`'s order.
    @inline(__always)
    private static func writeLine(_ record: ReplayRecord, to out: inout ByteWriter) {
        let start = out.cursor
        out.putFixed(record.time.scaled(decimals: 3), decimals: 3, minDecimals: 3)
        while out.cursor - start < 8 { out.put(UInt8(ascii: " ")) }
        putKind(record, to: &out)
        out.put(UInt8(ascii: " "))
        putEscaped(record.idName, to: &out)
        if let of = record.ofName {
            out.put(" of ")
            putEscaped(of, to: &out)
        }
        if let event = record.eventName {
            if record.kind == .text {
                // the text, as a JSON string (its JSON form, made with the name)
                out.put(" = ")
                event.write(to: &out)
            } else {
                out.put(UInt8(ascii: " "))
                putEscaped(event, to: &out)
            }
        }
        if let state = record.state { putState(state, to: &out) }
        if let location = record.location {
            out.put(" at (")
            RecordFormat.putCoordinate(location.x, to: &out)
            out.put(", ")
            RecordFormat.putCoordinate(location.y, to: &out)
            out.put(UInt8(ascii: ")"))
        }
        // the rare fields, one test for a record without them
        let details = record.details
        if !details.isEmpty {
            if let value = details.value { putValue(value, of: record.kind, to: &out) }
            if let motion = details.motion { putMotion(motion, to: &out) }
            if let path = details.rowPath { putRowPath(path, to: &out) }
            if let scheduled = details.scheduled {
                out.put(" (scheduled at ")
                out.putFixed(scheduled.scaled(decimals: 3), decimals: 3, minDecimals: 3)
                out.put(UInt8(ascii: ")"))
            }
        }
        if !record.touches.isNone { putTouches(record.touches, to: &out) }
    }

    /// Writes ` touch 2`, ` touches 1, 2` (`EventTouches.words`).
    @inline(never)
    private static func putTouches(_ touches: EventTouches, to out: inout ByteWriter) {
        out.put(UInt8(ascii: " "))
        var words = touches.words
        words.withUTF8 { out.put($0) }
    }

    /// Writes ` KIND` padded to 9 (`item` for a collection's row records).
    @inline(__always)
    private static func putKind(_ record: ReplayRecord, to out: inout ByteWriter) {
        switch record.kind {
        case .control: out.put(" control  ")
        case .gesture: out.put(" gesture  ")
        case .handler: out.put(" handler  ")
        case .cancelled: out.put(" cancelled")
        case .value: out.put(" value    ")
        case .scroll: out.put(" scroll   ")
        case .row: out.put(record.rowPath?.isItem == true ? " item     " : " row      ")
        case .cell: out.put(" cell     ")
        case .alert: out.put(" alert    ")
        case .alertAction: out.put(" alertAction")
        case .text: out.put(" text     ")
        }
    }

    /// Writes ` STATE`.
    @inline(__always)
    private static func putState(_ state: GestureState, to out: inout ByteWriter) {
        switch state {
        case .possible: out.put(" possible")
        case .began: out.put(" began")
        case .changed: out.put(" changed")
        case .ended: out.put(" ended")
        case .cancelled: out.put(" cancelled")
        case .failed: out.put(" failed")
        }
    }

    /// Writes a value: ` willDecelerate B` and ` scale S` for scroll records, ` = V` for others.
    @inline(never)
    private static func putValue(_ value: ControlValue, of kind: ReplayRecord.Kind, to out: inout ByteWriter) {
        switch (kind, value) {
        case (.scroll, .bool(let on)): out.put(on ? " willDecelerate true" : " willDecelerate false")
        case (.scroll, .number(let scale)):
            out.put(" scale ")
            out.putDecimal(scale, maxDecimals: 6, minDecimals: 1)
        case (_, .bool(let on)): out.put(on ? " = true" : " = false")
        case (_, .number(let number)):
            // formatNumber's digits
            out.put(" = ")
            out.putDecimal(number, maxDecimals: 6, minDecimals: 0)
        }
    }

    /// Writes ` velocity (vx, vy) target (x, y)`.
    @inline(never)
    private static func putMotion(_ motion: ScrollMotion, to out: inout ByteWriter) {
        out.put(" velocity (")
        RecordFormat.putCoordinate(motion.velocity.x, to: &out)
        out.put(", ")
        RecordFormat.putCoordinate(motion.velocity.y, to: &out)
        out.put(") target (")
        RecordFormat.putCoordinate(motion.target.x, to: &out)
        out.put(", ")
        RecordFormat.putCoordinate(motion.target.y, to: &out)
        out.put(UInt8(ascii: ")"))
    }

    /// Writes a swipe action's ` "title"`, ` row s.r` (` item s.r`) and ` reusedFrom s.r`.
    @inline(never)
    private static func putRowPath(_ path: RowRecordPath, to out: inout ByteWriter) {
        if let title = path.title {
            out.put(UInt8(ascii: " "))
            RecordFormat.putQuoted(title, to: &out)
        }
        out.put(path.isItem ? " item " : " row ")
        putInteger(path.section, to: &out)
        out.put(UInt8(ascii: "."))
        putInteger(path.row, to: &out)
        if let from = path.reusedFrom {
            out.put(" reusedFrom ")
            putInteger(from.section, to: &out)
            out.put(UInt8(ascii: "."))
            putInteger(from.row, to: &out)
        }
    }

    /// Writes `value` as `"\(value)"` does.
    @inline(__always)
    private static func putInteger(_ value: Int, to out: inout ByteWriter) {
        out.putFixed(Int64(value), decimals: 0, minDecimals: 0)
    }

    /// Writes a name as ``FileError/escaped(_:)`` gives it: an inline name of printable ASCII
    /// (the usual id) as its bytes, copied as two words; any other through the escaping.
    @inline(__always)
    private static func putEscaped(_ name: RecordName, to out: inout ByteWriter) {
        // an inline name's bytes are at least 0x20 (``RecordName`` keeps only plain bytes
        // inline) and zeros after them; a byte from 0x7F up sets its high bit here
        guard case .inline(let a, let b) = name.storage,
            (a | (a &+ 0x0101_0101_0101_0101) | b | (b &+ 0x0101_0101_0101_0101)) & 0x8080_8080_8080_8080 == 0
        else {
            putEscapedString(name, to: &out)
            return
        }
        let cursor = UnsafeMutableRawPointer(out.cursor)
        cursor.storeBytes(of: a, as: UInt64.self)
        (cursor + 8).storeBytes(of: b, as: UInt64.self)
        out.cursor += RecordName.inlineCount(a, b)
    }

    /// Writes `FileError.escaped(name.string)`.
    @inline(never)
    private static func putEscapedString(_ name: RecordName, to out: inout ByteWriter) {
        var text = FileError.escaped(name.string)
        text.withUTF8 { out.put($0) }
    }
}
