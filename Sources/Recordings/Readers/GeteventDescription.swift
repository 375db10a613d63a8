/// The devices a `getevent -p` / `-lp` listing describes (`add device 2: /dev/input/event6`,
/// `  name:     "vivo_ts"`, the `ABS (0003):` axes with `value`, `min`, `max`, `resolution`, and
/// `  input props:`), read line by line: from a description file, or from the start of a log
/// captured with it.
struct GeteventDescription {
    /// The devices in listing order.
    private(set) var devices: [RecordingDevice] = []
    /// The event type of the section being read (3 for `ABS (0003):`), -1 outside one.
    private var section = -1
    private var inProperties = false

    /// Starts from `devices` (a listing read from a description file).
    mutating func adopt(_ devices: [RecordingDevice]) { self.devices = devices }

    /// Takes `scanner`'s line if it belongs to a listing; false when it does not.
    mutating func take(_ scanner: LineScanner) -> Bool {
        var scanner = scanner
        if scanner.skip("add device") {
            _ = scanner.word()
            var device = RecordingDevice()
            device.node = scanner.rest()
            devices.append(device)
            section = -1
            inProperties = false
            return true
        }
        guard !devices.isEmpty, scanner.bytes.first == 0x20 || scanner.bytes.first == 0x09 else { return false }
        let last = devices.count - 1
        if scanner.skip("name:") {
            var name = scanner.rest()
            if name.count >= 2, name.hasPrefix("\""), name.hasSuffix("\"") { name = String(name.dropFirst().dropLast()) }
            devices[last].name = name
            return true
        }
        if scanner.skip("input props:") {
            inProperties = true
            section = -1
            return true
        }
        if inProperties {
            let word = scanner.text(scanner.word())
            if let property = InputCode.propertyNames[word] {
                devices[last].properties.insert(property)
            } else if word.utf8.count == 4, let property = Int(word, radix: 16) {
                devices[last].properties.insert(property)
            }
            return true
        }
        // `KEY (0001): …`: a section of the event type in parentheses
        var probe = scanner
        let label = probe.word()
        if !label.isEmpty, probe.skip("("), let close = (probe.index..<probe.bytes.count).first(where: { probe.bytes[$0] == UInt8(ascii: ")") }) {
            section = probe.hexadecimal(probe.index..<close, digits: 4) ?? -1
            probe.index = close + 1
            _ = probe.skip(":")
            scanner = probe
        }
        if section == InputCode.evAbs { axis(&scanner, into: last) }
        return true
    }

    /// Reads `ABS_MT_POSITION_X : value 0, min 0, max 20639, fuzz 0, flat 0, resolution 0` (the
    /// code may be 4 hexadecimal digits, `resolution` may be missing).
    private mutating func axis(_ scanner: inout LineScanner, into index: Int) {
        let label = scanner.word()
        guard !label.isEmpty else { return }
        let name = scanner.text(label)
        var code = InputCode.code(named: name, type: InputCode.evAbs)
        if code == InputCode.unknown, let hex = scanner.hexadecimal(label, digits: 4) { code = hex }
        guard code >= 0, scanner.skip(":") else { return }
        var axis = RecordingAxis(code: code, minimum: 0, maximum: 0, resolution: 0)
        while true {
            let key = scanner.word()
            if key.isEmpty { break }
            var valueRange = scanner.word()
            if valueRange.count > 1, scanner.bytes[valueRange.upperBound - 1] == UInt8(ascii: ",") { valueRange = valueRange.lowerBound..<(valueRange.upperBound - 1) }
            guard let value = scanner.decimal(valueRange) else { continue }
            switch scanner.text(key) {
            case "min": axis.minimum = value
            case "max": axis.maximum = value
            case "resolution": axis.resolution = value
            default: break
            }
        }
        devices[index].axes[code] = axis
    }

    /// The device named `wanted` (its node or name), or without a name the touchscreen: a device
    /// with multitouch positions, or else with ABS_X/Y, those declaring INPUT_PROP_DIRECT first;
    /// the first listed among equals.
    func choose(_ wanted: String?) -> RecordingDevice? {
        if let wanted { return devices.first { $0.node == wanted || $0.name == wanted } }
        func rank(_ device: RecordingDevice) -> Int {
            let positions = device.hasMultitouchPositions ? 2 : (device.axes[InputCode.absX] != nil && device.axes[InputCode.absY] != nil ? 1 : 0)
            return positions == 0 ? 0 : positions * 2 + (device.isDirect ? 1 : 0)
        }
        var best: RecordingDevice?
        for device in devices where rank(device) > 0 && rank(device) > best.map(rank) ?? 0 { best = device }
        return best
    }
}
