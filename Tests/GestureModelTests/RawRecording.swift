import Foundation

/// A deliberately small, separate reading of recording files for the tests: the raw events of
/// each format found with plain string splitting, and contacts worked out from them the way a
/// person reads a recording (a tracking id's lifetime, a BTN_TOUCH down…up span), so the
/// importer's figures are checked against something that shares none of its code.
struct RawRecording {
    struct Event {
        var microseconds: Int64
        var type: Int
        var code: Int
        var value: Int
    }

    /// One contact as the raw events show it: raw positions, times from the first frame.
    struct Contact: Equatable, CustomStringConvertible {
        var start: Int64
        var end: Int64
        var first: (Int, Int)
        var last: (Int, Int)

        static func == (a: Contact, b: Contact) -> Bool {
            a.start == b.start && a.end == b.end && a.first == b.first && a.last == b.last
        }

        var description: String { "\(start)…\(end) µs \(first)→\(last)" }
    }

    var events: [Event] = []
    /// Axis code → (min, max), from the file's description.
    var ranges: [Int: (Int, Int)] = [:]
    /// The slot events before the first ABS_MT_SLOT belong to (evtest's header).
    var initialSlot = 0

    // MARK: Reading

    static func lines(_ path: String) throws -> [Substring] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
            .map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
    }

    static func time(_ text: Substring) -> Int64 {
        let parts = text.split(separator: ".")
        let fraction = String(parts[1].prefix(6)).padding(toLength: 6, withPad: "0", startingAt: 0)
        return Int64(parts[0])! * 1_000_000 + Int64(fraction)!
    }

    /// evemu: `E:` lines, `A:` ranges (from the recording and its description file).
    static func evemu(_ path: String, desc: String? = nil) throws -> RawRecording {
        var raw = RawRecording()
        for line in try (desc.map(lines) ?? []) + lines(path) {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let head = words.first else { continue }
            if head == "A:" { raw.ranges[Int(words[1], radix: 16)!] = (Int(words[2])!, Int(words[3])!) }
            if head == "E:" {
                raw.events.append(Event(microseconds: time(words[1]), type: Int(words[2], radix: 16)!, code: Int(words[3], radix: 16)!, value: Int(words[4])!))
            }
        }
        return raw
    }

    /// evtest: `Event: time T, type N (…), code N (…), value V` and the SYN separators; the
    /// header's Min/Max and the slot's Value.
    static func evtest(_ path: String) throws -> RawRecording {
        var raw = RawRecording()
        var code = -1
        for line in try lines(path) {
            let words = line.split(separator: " ")
            if line.hasPrefix("Event: time ") {
                let time = time(words[2].dropLast())
                if line.contains("SYN_REPORT") {
                    raw.events.append(Event(microseconds: time, type: 0, code: 0, value: 0))
                } else if line.contains("SYN_MT_REPORT") {
                    raw.events.append(Event(microseconds: time, type: 0, code: 2, value: 0))
                } else {
                    raw.events.append(Event(microseconds: time, type: Int(words[4])!, code: Int(words[7])!, value: Int(words[10])!))
                }
            } else if words.first == "Event", words.count > 2, words[1] == "code" {
                code = Int(words[2])!
            } else if let name = words.first, ["Min", "Max", "Value"].contains(name), code >= 0 {
                let value = Int(words[1])!
                var range = raw.ranges[code] ?? (0, 0)
                if name == "Min" { range.0 = value }
                if name == "Max" { range.1 = value }
                if name == "Value", code == 47 { raw.initialSlot = value }
                if name != "Value" { raw.ranges[code] = range }
            }
        }
        return raw
    }

    /// getevent -lt: `[ T] EV_TYPE CODE VALUE` with the few names a touch recording needs.
    static func getevent(_ path: String) throws -> RawRecording {
        let names = ["EV_SYN": 0, "EV_KEY": 1, "EV_ABS": 3, "SYN_REPORT": 0, "SYN_MT_REPORT": 2, "BTN_TOUCH": 0x14A,
                     "ABS_X": 0, "ABS_Y": 1, "ABS_MT_SLOT": 0x2F, "ABS_MT_POSITION_X": 0x35, "ABS_MT_POSITION_Y": 0x36,
                     "ABS_MT_TRACKING_ID": 0x39, "DOWN": 1, "UP": 0]
        var raw = RawRecording()
        for line in try lines(path) where line.hasPrefix("[") {
            let inside = line.split(separator: "]")
            let time = time(inside[0].dropFirst().split(separator: " ")[0])
            let words = inside[1].split(separator: " ")
            let value = names[String(words[2])] ?? Int(Int32(bitPattern: UInt32(words[2], radix: 16)!))
            raw.events.append(Event(microseconds: time, type: names[String(words[0])] ?? -1, code: names[String(words[1])] ?? -1, value: value))
        }
        return raw
    }

    /// libinput record: `- [sec, usec, type, code, value]` lines and `N: [min, max, …]` absinfo.
    static func libinput(_ path: String) throws -> RawRecording {
        var raw = RawRecording()
        var inAbsinfo = false
        for line in try lines(path) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("- [") {
                let numbers = trimmed.dropFirst(3).prefix { $0 != "]" }.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces))! }
                raw.events.append(Event(microseconds: Int64(numbers[0]) * 1_000_000 + Int64(numbers[1]), type: numbers[2], code: numbers[3], value: numbers[4]))
            } else if trimmed == "absinfo:" {
                inAbsinfo = true
            } else if inAbsinfo, let colon = trimmed.firstIndex(of: ":"), let code = Int(trimmed[..<colon]) {
                let numbers = trimmed[trimmed.index(after: colon)...].filter { $0 != "[" && $0 != "]" }.split(separator: ",")
                raw.ranges[code] = (Int(numbers[0].trimmingCharacters(in: .whitespaces))!, Int(numbers[1].trimmingCharacters(in: .whitespaces))!)
            } else if !trimmed.hasPrefix("#") {
                inAbsinfo = false
            }
        }
        return raw
    }

    // MARK: Contacts

    /// The frames: the events before each SYN_REPORT, with its time.
    var frames: [(time: Int64, events: [Event])] {
        var result: [(Int64, [Event])] = []
        var current: [Event] = []
        for event in events {
            if event.type == 0 && event.code == 0 {
                result.append((event.microseconds, current))
                current = []
            } else {
                current.append(event)
            }
        }
        return result
    }

    /// Protocol B: a contact is a tracking id's lifetime in a slot (values carry over in the
    /// slot); a slot with values before any tracking id was down at the start.
    func protocolB() -> [Contact] {
        let frames = frames
        let origin = frames.first?.time ?? 0
        var slot = initialSlot
        var x: [Int: Int] = [:], y: [Int: Int] = [:]
        var open: [Int: Contact] = [:]
        var sawID: Set<Int> = []
        var done: [Contact] = []
        // a finger down at the start: values on a slot before any tracking id in the frames
        // before the first tracking id; its position is the first the recording reveals
        var early: [Int: (Int?, Int?)] = [:]
        var scanSlot = initialSlot
        scan: for (_, frameEvents) in frames {
            for event in frameEvents where event.type == 3 {
                switch event.code {
                case 0x2F: scanSlot = event.value
                case 0x39: break scan
                case 0x35: early[scanSlot, default: (nil, nil)].0 = early[scanSlot]?.0 ?? event.value
                case 0x36: early[scanSlot, default: (nil, nil)].1 = early[scanSlot]?.1 ?? event.value
                case 0x30...0x3D: if early[scanSlot] == nil { early[scanSlot] = (nil, nil) }
                default: break
                }
            }
        }
        var ids: [Int: Int] = [:]
        for (index, frame) in frames.enumerated() {
            let time = frame.time - origin
            var beginning: Set<Int> = []
            for event in frame.events where event.type == 3 {
                switch event.code {
                case 0x2F: slot = event.value
                case 0x35: x[slot] = event.value
                case 0x36: y[slot] = event.value
                case 0x39:
                    sawID.insert(slot)
                    if event.value < 0 || ids[slot] != event.value, var contact = open[slot] {
                        contact.end = time
                        done.append(contact)
                        open[slot] = nil
                    }
                    if event.value >= 0, ids[slot] != event.value {
                        open[slot] = Contact(start: time, end: -1, first: (0, 0), last: (0, 0))
                        beginning.insert(slot)
                    }
                    ids[slot] = event.value >= 0 ? event.value : nil
                default: break
                }
            }
            if index == 0 {
                for (early, position) in early where !sawID.contains(early) {
                    if x[early] == nil { x[early] = position.0 }
                    if y[early] == nil { y[early] = position.1 }
                    open[early] = Contact(start: 0, end: -1, first: (0, 0), last: (0, 0))
                    beginning.insert(early)
                }
            }
            for slot in beginning { open[slot]?.first = (x[slot] ?? 0, y[slot] ?? 0) }
            for slot in open.keys { open[slot]?.last = (x[slot] ?? 0, y[slot] ?? 0) }
        }
        let end = (frames.last?.time ?? 0) - origin
        for (_, var contact) in open {
            contact.end = end
            done.append(contact)
        }
        return done.sorted { ($0.start, $0.first.0) < ($1.start, $1.first.0) }
    }

    /// Protocol A with tracking ids in every block (or one contact a frame without): a contact is
    /// present in consecutive frames under the same id.
    func protocolA() -> [Contact] {
        let frames = frames
        let origin = frames.first?.time ?? 0
        var open: [Int: Contact] = [:]
        var done: [Contact] = []
        for frame in frames {
            let time = frame.time - origin
            var blocks: [(id: Int, x: Int, y: Int)] = []
            var x: Int?, y: Int?, id = 0
            for event in frame.events {
                if event.type == 3 && event.code == 0x35 { x = event.value }
                if event.type == 3 && event.code == 0x36 { y = event.value }
                if event.type == 3 && event.code == 0x39 { id = event.value }
                if event.type == 0 && event.code == 2 {
                    if let x, let y { blocks.append((id, x, y)) }
                    (x, y, id) = (nil, nil, 0)
                }
            }
            let present = Set(blocks.map(\.id))
            for (id, var contact) in open where !present.contains(id) {
                contact.end = time
                done.append(contact)
                open[id] = nil
            }
            for block in blocks {
                if open[block.id] == nil { open[block.id] = Contact(start: time, end: -1, first: (block.x, block.y), last: (0, 0)) }
                open[block.id]?.last = (block.x, block.y)
            }
        }
        let end = (frames.last?.time ?? 0) - origin
        for (_, var contact) in open {
            contact.end = end
            done.append(contact)
        }
        return done.sorted { ($0.start, $0.first.0) < ($1.start, $1.first.0) }
    }

    /// Single touch: a contact is a BTN_TOUCH down…up span; ABS_X/ABS_Y carry over.
    func singleTouch() -> [Contact] {
        let frames = frames
        let origin = frames.first?.time ?? 0
        var x = 0, y = 0, down = false
        var open: Contact?
        var done: [Contact] = []
        for frame in frames {
            let time = frame.time - origin
            for event in frame.events {
                if event.type == 3 && event.code == 0 { x = event.value }
                if event.type == 3 && event.code == 1 { y = event.value }
                if event.type == 1 && event.code == 0x14A { down = event.value != 0 }
            }
            if down {
                if open == nil { open = Contact(start: time, end: -1, first: (x, y), last: (0, 0)) }
                open?.last = (x, y)
            } else if var contact = open {
                contact.end = time
                done.append(contact)
                open = nil
            }
        }
        if var contact = open {
            contact.end = (frames.last?.time ?? 0) - origin
            done.append(contact)
        }
        return done
    }
}
