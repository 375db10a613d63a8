/// The recording formats bk-events imports, and how each is told from its content.
public enum RecordingFormat: String, CaseIterable, Sendable {
    /// `evemu-record` text (also Android's own `evemu-record`), with the old split form's `.desc`.
    case evemu
    /// `evtest` output, with or without its header.
    case evtest
    /// Android `getevent` output (`-lt`, `-t`; one device or many; with the `-p` / `-lp` listing).
    case getevent
    /// `libinput record` YAML.
    case libinput

    /// The format the start of a file is in, or nil when it is not a recording (JSON: a trace or a
    /// scene). Decided by the first line that says: comment lines (`#`) only decide when they are
    /// evemu's or libinput's first line.
    public static func detect(_ bytes: ArraySlice<UInt8>) -> RecordingFormat? {
        var start = bytes.startIndex
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start += 3 }
        while start < bytes.endIndex {
            var end = start
            while end < bytes.endIndex, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
            let text = String(decoding: bytes[start..<end], as: UTF8.self)
            let line = text.drop { $0 == " " || $0 == "\t" }
            start = end + 1
            if line.isEmpty { continue }
            if line.hasPrefix("{") { return nil }
            if line.hasPrefix("# EVEMU") { return .evemu }
            if line.hasPrefix("# libinput record") { return .libinput }
            if line.hasPrefix("#") { continue }
            return detectLine(line)
        }
        return nil
    }

    /// `a` or `an`, for a message naming the format (`an evemu recording`).
    var article: String { rawValue.first.map { "aeiou".contains($0) } == true ? "an" : "a" }

    private static func detectLine(_ line: Substring) -> RecordingFormat? {
        let scalars = Array(line.utf8.prefix(2))
        if scalars.count == 2, scalars[1] == UInt8(ascii: ":"), "NIPBAESL".utf8.contains(scalars[0]) { return .evemu }
        let evtest = ["Input driver version", "Input device ID:", "Input device name:", "Supported events:", "Event: time", "Testing ...",
                      "No device specified", "Available devices:"]
        if evtest.contains(where: { line.hasPrefix($0) }) { return .evtest }
        if ["version:", "ndevices:", "libinput:", "system:", "devices:"].contains(where: { line.hasPrefix($0) }) { return .libinput }
        let getevent = ["add device ", "/dev/input/event", "could not get driver version", "EV_"]
        if getevent.contains(where: { line.hasPrefix($0) }) { return .getevent }
        if line.hasPrefix("["), line.dropFirst().drop(while: { $0 == " " }).first?.isNumber == true { return .getevent }
        return nil
    }
}
