import Foundation

@testable import GestureModel
@testable import TestFixtures

/// Writes a recording's device and events as `libinput record` would (the layout of its
/// `tools/libinput-record.c`, version 1): no licensed public `libinput record` touch recording
/// exists, so the libinput reader is tested on real evemu and evtest recordings re-serialized
/// by this converter — real events, libinput's layout.
struct LibinputConverter {
    /// How the YAML is indented: as libinput-record.c prints it (lists at their key's column),
    /// or as its man page shows it (lists two deeper).
    enum Style { case tool, manual }

    var style: Style = .tool
    /// Devices recorded before the touch device (keyboards and such), without events.
    var otherDevices: [(node: String, name: String)] = []
    /// Adds `- libinput:` items as `--with-libinput` does, and a `hid:` descriptor and `- hid:`
    /// reports as `--with-hidraw` does.
    var extras = false
    /// Marks the device as a touchscreen (INPUT_PROP_DIRECT and udev's ID_INPUT_TOUCHSCREEN).
    var touchscreen = true

    /// The YAML for `recording`'s device (at `node`) and events.
    func yaml(_ recording: ParsedRecording, node: String = "/dev/input/event5") -> String {
        let lift = style == .manual ? 2 : 0
        func line(_ indent: Int, _ text: String) -> String {
            // list items print two columns left of their level, as libinput-record.c's iprintf
            let column = text.hasPrefix("- ") && indent > 0 ? indent - 2 : indent
            return String(repeating: " ", count: column + (column > 0 || text.hasPrefix("- ") ? lift : 0)) + text + "\n"
        }
        let device = recording.device
        var out = "# libinput record\n"
        out += "version: 1\n"
        out += "ndevices: \(otherDevices.count + 1)\n"
        out += "libinput:\n" + line(2, "version: \"unknown\"") + line(2, "git: \"unknown\"")
        out += "system:\n" + line(2, "kernel: \"unknown\"") + line(2, "dmi: \"unknown\"")
        out += "devices:\n"
        for other in otherDevices {
            out += line(2, "- node: \(other.node)")
            out += line(2, "evdev:") + line(4, "# Name: \(other.name)") + line(4, "name: \"\(other.name)\"") + line(4, "id: [17, 1, 1, 43841]")
            out += line(4, "codes:") + line(6, "0: [0, 1, 4, 17] # EV_SYN") + line(6, "1: [1, 2, 3, 30] # EV_KEY")
            out += line(4, "properties: []")
            out += line(2, "udev:") + line(4, "properties:") + line(6, "- ID_INPUT=1") + line(6, "- ID_INPUT_KEYBOARD=1")
            out += line(2, "quirks:")
            out += line(2, "events:")
        }
        out += line(2, "- node: \(node)")
        out += line(2, "evdev:")
        out += line(4, "# Name: \(device.name)")
        out += line(4, "# ID: bus 0x0018 vendor 0x0000 product 0x0000 version 0x0000")
        out += line(4, "# Supported Events:")
        out += line(4, "# Event type 3 (EV_ABS)")
        for code in device.axes.keys.sorted() {
            let axis = device.axes[code]!
            out += line(4, "#   Event code \(code)") + line(4, "#       Min        \(axis.minimum)") + line(4, "#       Max        \(axis.maximum)")
        }
        out += line(4, "# Properties:")
        out += line(4, "name: \"\(device.name.replacingOccurrences(of: "\"", with: "\\\""))\"")
        out += line(4, "id: [24, 0, 0, 0]")
        out += line(4, "codes:")
        out += line(6, "0: [0, 1, 2, 3] # EV_SYN")
        out += line(6, "1: [330] # EV_KEY")
        out += line(6, "3: [\(device.axes.keys.sorted().map(String.init).joined(separator: ", "))] # EV_ABS")
        out += line(4, "absinfo:")
        for code in device.axes.keys.sorted() {
            let axis = device.axes[code]!
            out += line(6, "\(code): [\(axis.minimum), \(axis.maximum), 0, 0, \(axis.resolution)]")
        }
        let properties = touchscreen ? device.properties.union([1]) : device.properties.subtracting([1])
        out += line(4, "properties: [\(properties.sorted().map(String.init).joined(separator: ", "))]")
        if extras {
            out += line(2, "hid: [")
            out += line(4, "0x05, 0x0d, 0x09, 0x04, 0xa1, 0x01, 0x85, 0x01,") + line(4, "0x09, 0x22") + line(2, "]")
        }
        out += line(2, "udev:") + line(4, "properties:") + line(6, "- ID_INPUT=1")
        if touchscreen { out += line(6, "- ID_INPUT_TOUCHSCREEN=1") }
        out += line(2, "quirks:")
        out += line(2, "events:")
        if extras { out += line(2, "# Current time is 14:51:15") }
        let base = recording.events.first?.microseconds ?? 0
        var frameOpen = false
        var last = base
        for event in recording.events {
            if !frameOpen {
                out += line(4, "- evdev:")
                frameOpen = true
            }
            let time = event.microseconds - base
            let fields = String(format: "- [%3lld, %6lld, %3d, %3d, %7d]", time / 1_000_000, time % 1_000_000, event.type, event.code, event.value)
            if event.type == 0 && event.code == 0 {
                out += line(6, fields + " # ------------ SYN_REPORT (0) ---------- +\((event.microseconds - last) / 1000)ms")
                last = event.microseconds
                frameOpen = false
                if extras {
                    out += line(4, "- libinput:")
                    out += line(6, String(format: "- {time: %lld.%06lld, type: TOUCH_FRAME}", time / 1_000_000, time % 1_000_000))
                    out += line(4, "- hid:") + line(6, "time: [  0,      0]") + line(6, "hidraw0: [") + line(8, "0x01, 0x02,") + line(8, "0x03") + line(6, "]")
                }
            } else {
                out += line(6, fields + " # type \(event.type) code \(event.code)")
            }
        }
        return out
    }
}
