import Foundation

/// A deliberately small, separate reading of recording files for the tests: the raw events of
/// each format found with plain string splitting, and the axis ranges, so the importer's figures
/// are checked against something that shares none of its code (``KernelTouchOracle`` works the
/// contacts out of them).
struct RawRecording {
    struct Event {
        var microseconds: Int64
        var type: Int
        var code: Int
        var value: Int
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

    /// evemu: `E:` lines, `A:` ranges (from the recording and its description file), and the
    /// slot's `Value` in evemu-record's comment block (`#     Event code 47 (ABS_MT_SLOT)`).
    static func evemu(_ path: String, desc: String? = nil) throws -> RawRecording {
        var raw = RawRecording()
        var code = -1
        for line in try (desc.map(lines) ?? []) + lines(path) {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let head = words.first else { continue }
            if head == "#", words.count > 3, words[1] == "Event", words[2] == "code" { code = Int(words[3]) ?? -1 }
            if head == "#", words.count > 2, words[1] == "Value", code == 47 { raw.initialSlot = Int(words[2]) ?? 0 }
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
}
