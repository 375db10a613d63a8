import ControlModel
import GestureModel

/// Decodes one line of a trace file into a ``TraceLine``, with `FILE:LINE:COLUMN` errors.
///
/// Blank lines and lines starting with `#` give nil.
public struct TraceDecoder: Sendable {
    /// The file's path as given, for messages.
    public let file: String

    /// The largest `t` accepted (``ReplayLimits/maximumTime``).
    public static let maximumTime = ReplayLimits.maximumTime

    /// Whether samples laid out as recorders write them are read eight bytes at a time
    /// (``TraceSampleWordScanner``); a test turns it off to show the byte-by-byte path reads
    /// the same.
    package var readsWords = true

    /// Creates a decoder for `file`.
    public init(file: String) { self.file = file }

    private static let sampleKeys: Set<String> = ["t", "touch", "phase", "x", "y"]
    private static let commandKeys: [String: Set<String>] = [
        "cancelHandlers": ["t", "do", "target"],
        "sendActions": ["t", "do", "target", "events"],
        "set": Set(["t", "do", "target"] + TraceProperty.names),
        "removeHandlers": ["t", "do", "target", "events"],
        "idle": ["t", "do"],
        "alertAction": ["t", "do", "title"],
        "dismissAlert": ["t", "do"],
        "type": ["t", "do", "text", "paste"],
        "key": ["t", "do", "key"],
        "clear": ["t", "do", "target"],
        "focus": ["t", "do", "target"],
        "endEditing": ["t", "do"],
    ]

    /// Decodes `bytes`, the text of line `line`.
    public func decode(_ bytes: ArraySlice<UInt8>, line: Int) throws(FileError) -> TraceLine? {
        try bytes.withUnsafeBufferPointer { buffer throws(FileError) in try decode(buffer, line: line) }
    }

    /// Decodes `bytes`, the text of line `line` (the reading loop's form: no array to retain).
    package func decode(_ bytes: UnsafeBufferPointer<UInt8>, line: Int) throws(FileError) -> TraceLine? {
        // the commonest line first: the scanners turn blank and comment lines down at once
        if readsWords, let sample = TraceSampleWordScanner.scan(bytes, line: line) {
            #if BK_EVENTS_INTERNAL_CHECKS
                TraceDecoder.check(sample, bytes, line: line)
            #endif
            return sample
        }
        if let sample = TraceSampleScanner.scan(bytes, line: line) { return sample }
        return try decodeInGeneral(bytes, line: line)
    }

    #if BK_EVENTS_INTERNAL_CHECKS
        /// Stops when the word scanner's `sample` differs from what the byte scanner reads on
        /// `bytes`: the same time, finger, phase, coordinates bit for bit and columns.
        private static func check(_ sample: TraceLine, _ bytes: UnsafeBufferPointer<UInt8>, line: Int) {
            let bytewise = TraceSampleScanner.scan(bytes, line: line)
            guard let bytewise, case .sample(let change) = sample.content, case .sample(let expected) = bytewise.content,
                sample.time == bytewise.time, sample.timeColumn == bytewise.timeColumn,
                sample.touchColumn == bytewise.touchColumn, change.identifier == expected.identifier,
                change.phase == expected.phase, change.location.x.bitPattern == expected.location.x.bitPattern,
                change.location.y.bitPattern == expected.location.y.bitPattern
            else {
                preconditionFailure("line \(line): the word scanner read \(sample), the byte scanner \(String(describing: bytewise))")
            }
        }
    #endif

    /// Decodes any line through the general JSON parser (kept out of line, so the fast path
    /// stays small).
    @inline(never)
    private func decodeInGeneral(_ bytes: UnsafeBufferPointer<UInt8>, line: Int) throws(FileError) -> TraceLine? {
        var first = 0
        while first < bytes.count, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
        if first == bytes.count || bytes[first] == UInt8(ascii: "#") { return nil }
        let value: JSONValue
        do {
            value = try JSONParser.parse(Array(bytes), line: line)
        } catch {
            throw FileError(file: file, location: error.location, message: error.message)
        }
        guard let members = value.members else {
            throw FileError(file: file, location: value.location, message: "each line must be a JSON object, found \(value.typeName)")
        }
        var locations: [String: SourceLocation] = [:]
        for member in members { locations[member.key] = member.value.location }
        if TraceDecoder.isHeader(members) {
            let reader = try ObjectReader(value, path: "header", file: file, allowed: ["trace", "scene"])
            if let version = try reader.number("trace"), version != 1 {
                throw reader.error(reader.at("trace"), "unsupported trace version \(formatNumber(version)) (this tool reads version 1)")
            }
            return TraceLine(content: .header(scene: try reader.string("scene")), line: line, time: nil, keyLocations: locations)
        }
        if let action = value["do"] {
            guard case .string(let name) = action.kind, let allowed = TraceDecoder.commandKeys[name] else {
                throw FileError(file: file, location: action.location,
                                message: "unknown command \(action.typeName == "string" ? "'\(stringValue(action))'" : action.typeName) (expected one of: \(TraceDecoder.commandKeys.keys.sorted().joined(separator: ", ")))")
            }
            let reader = try ObjectReader(value, path: "", file: file, allowed: allowed)
            let time = try self.time(reader)
            let command: TraceCommand
            func target() throws(FileError) -> String {
                guard let target = try reader.string("target") else { throw reader.error(value, "missing key 'target' for command '\(name)'") }
                return target
            }
            func events() throws(FileError) -> ControlEvents {
                guard let names = try reader.strings("events") else { throw reader.error(value, "missing key 'events' for command '\(name)'") }
                let events = try SceneLoader.events(names, path: "events", file: file)
                guard !events.isEmpty else { throw reader.error(reader.at("events"), "events must name at least one event") }
                return events
            }
            switch name {
            case "cancelHandlers": command = .cancelHandlers(target: try target())
            case "sendActions": command = .sendActions(target: try target(), events: try events())
            case "removeHandlers": command = .removeHandlers(target: try target(), events: try events())
            case "set":
                let properties = members.filter { !["t", "do", "target"].contains($0.key) }.map { (name: $0.key, value: $0.value) }
                guard !properties.isEmpty else { throw reader.error(value, "command 'set' needs a property to set (\(TraceProperty.names.joined(separator: ", ")))") }
                command = .set(target: try target(), properties: properties)
            case "alertAction":
                guard let title = try reader.string("title") else { throw reader.error(value, "missing key 'title' for command 'alertAction'") }
                command = .alertAction(title: title)
            case "dismissAlert": command = .dismissAlert
            case "type", "key", "clear", "focus", "endEditing": command = try textCommand(name, reader)
            default: command = .idle
            }
            return TraceLine(content: .command(command), line: line, time: time, keyLocations: locations)
        }
        let reader = try ObjectReader(value, path: "", file: file, allowed: TraceDecoder.sampleKeys)
        let time = try self.time(reader)
        let touchValue = try reader.require("touch")
        guard case .number(let touchNumber) = touchValue.kind, touchNumber == touchNumber.rounded(),
            touchNumber >= 0, touchNumber <= 2_147_483_647
        else {
            throw reader.error(touchValue, "touch must be a whole number from 0 to 2147483647")
        }
        let phaseValue = try reader.require("phase")
        guard case .string(let phaseName) = phaseValue.kind, let phase = TouchPhase(rawValue: phaseName) else {
            throw reader.error(phaseValue, "phase must be one of began, moved, stationary, ended, cancelled")
        }
        _ = try reader.require("x")
        _ = try reader.require("y")
        guard let x = try reader.number("x"), let y = try reader.number("y") else {
            throw reader.error(value, "a touch sample needs x and y")
        }
        let change = TouchChange(identifier: Int(touchNumber), phase: phase, location: Point(x: x, y: y))
        return TraceLine(content: .sample(change), line: line, time: time, keyLocations: locations)
    }

    /// True when a line's object is a header: it has a `trace` key, or a `scene` key and no
    /// `t` or `do` (both of the header's keys are optional; <doc:FileFormats>).
    package static func isHeader(_ members: [JSONMember]) -> Bool {
        var scene = false
        for member in members {
            switch member.key {
            case "trace": return true
            case "scene": scene = true
            case "t", "do": return false
            default: break
            }
        }
        return scene
    }

    private func stringValue(_ value: JSONValue) -> String {
        if case .string(let text) = value.kind { return text }
        return ""
    }

    private func time(_ reader: ObjectReader) throws(FileError) -> Timestamp {
        let value = try reader.require("t")
        guard case .number(let seconds) = value.kind else { throw reader.error(value, "t must be a number of seconds, found \(value.typeName)") }
        guard seconds >= 0, seconds <= ReplayLimits.maximumTime else {
            throw reader.error(value, "t must be between 0 and \(ReplayLimits.text(ReplayLimits.maximumTime)) seconds (found \(seconds))")
        }
        return Timestamp(seconds: seconds)
    }
}
