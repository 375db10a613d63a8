/// A second, deliberately plain reading of a recording's contacts, written from the kernel's
/// multi-touch protocol document (`Documentation/input/multi-touch-protocol.rst`) and the evdev
/// rules it builds on, sharing no code with the importer: it takes the raw events
/// ``RawRecording`` finds and says how many contacts there were, how many at most were down
/// together, and when and where each began and ended (raw units, µs from the first frame).
///
/// What the document says, as used here:
/// - Everything up to EV_SYN/SYN_REPORT is one transfer (a frame); after SYN_DROPPED the events
///   up to and including the next SYN_REPORT are not to be trusted (evdev).
/// - Type B: ABS_MT_SLOT selects the slot later events update; a non-negative
///   ABS_MT_TRACKING_ID is a contact, −1 an unused slot, an id not present before a new contact;
///   only changes are sent, so the receiver keeps each slot's last values. A slot that gets
///   values before it ever had a tracking id held a contact when the recording began.
/// - Type A: a frame lists every contact, each packet ended by SYN_MT_REPORT (the last may be
///   left out when BTN_TOUCH or ABS_PRESSURE is sent); following fingers is a bipartite matching
///   of one frame's contacts to the previous frame's (by tracking id when every packet has one),
///   done here by trying every pairing (a handful of fingers), least total distance first.
/// - Single touch: BTN_TOUCH down to up is one contact at ABS_X/ABS_Y.
/// - A contact has a position once both of its coordinates are known; it counts from that
///   frame. Contacts still down at the end end at the last frame.
struct KernelTouchOracle {
    /// One contact: raw positions, µs from the first frame.
    struct Contact: Equatable, CustomStringConvertible {
        var start: Int64
        var end: Int64
        var first: (x: Int, y: Int)
        var last: (x: Int, y: Int)

        static func == (a: Contact, b: Contact) -> Bool {
            a.start == b.start && a.end == b.end && a.first == b.first && a.last == b.last
        }

        var description: String { "\(start)…\(end) µs (\(first.x), \(first.y))→(\(last.x), \(last.y))" }
    }

    enum Kind { case typeA, typeB, singleTouch }

    var kind: Kind
    /// The contacts, by start time then first x.
    var contacts: [Contact] = []
    /// The most contacts down after any one frame.
    var mostDown = 0

    init(_ raw: RawRecording) {
        let frames = Self.frames(raw.events)
        let mtReport = raw.events.contains { $0.type == 0 && $0.code == 2 }
        let slots = raw.ranges[0x2F] != nil || raw.events.contains { $0.type == 3 && ($0.code == 0x2F || $0.code == 0x39) }
        kind = slots && !(mtReport && raw.ranges[0x2F] == nil) ? .typeB : mtReport || raw.events.contains { $0.type == 3 && $0.code == 0x35 } ? .typeA : .singleTouch
        let origin = frames.first?.time ?? 0
        var open: [Int: Contact] = [:]
        var done: [Contact] = []
        func close(_ key: Int, at time: Int64) {
            if var contact = open.removeValue(forKey: key) {
                contact.end = time
                done.append(contact)
            }
        }
        func place(_ key: Int, _ x: Int?, _ y: Int?, at time: Int64) {
            guard let x, let y else { return }
            if open[key] == nil { open[key] = Contact(start: time, end: -1, first: (x, y), last: (x, y)) }
            open[key]?.last = (x, y)
        }
        // type B state: per slot, its values and tracking id
        var slot = raw.initialSlot
        var x: [Int: Int] = [:], y: [Int: Int] = [:], id: [Int: Int] = [:]
        var hadID: Set<Int> = [], atStart: Set<Int> = []
        var anyID = false
        var earlyX: [Int: Int] = [:], earlyY: [Int: Int] = [:]
        // type A state: the previous frame's contacts and their keys
        var previous: [(key: Int, x: Int, y: Int, id: Int?)] = []
        var nextKey = 0
        // single touch
        var touching = false
        var stX: Int?, stY: Int?
        for frame in frames {
            let time = frame.time - origin
            switch kind {
            case .typeB:
                for event in frame.events where event.type == 3 {
                    switch event.code {
                    case 0x2F: slot = event.value
                    case 0x35:
                        x[slot] = event.value
                        if !hadID.contains(slot), earlyX[slot] == nil { earlyX[slot] = event.value }
                    case 0x36:
                        y[slot] = event.value
                        if !hadID.contains(slot), earlyY[slot] == nil { earlyY[slot] = event.value }
                    case 0x39:
                        if event.value < 0 || id[slot] != event.value { close(slot, at: time) }
                        id[slot] = event.value < 0 ? nil : event.value
                        hadID.insert(slot)
                        atStart.remove(slot)
                        anyID = true
                    default: break
                    }
                    if (0x30...0x3D).contains(event.code), event.code != 0x39, !hadID.contains(slot), id[slot] == nil {
                        // values on a slot that never had a tracking id: a finger down before the
                        // recording began (from the first frame when nothing began or ended yet)
                        id[slot] = -1
                        if !anyID { atStart.insert(slot) }
                    }
                }
                for (key, _) in id {
                    let new = open[key] == nil
                    place(key, x[key], y[key], at: time)
                    // a finger down at the start: from the first frame, where the recording
                    // first shows each of its coordinates
                    if new, atStart.contains(key), open[key] != nil, let ex = earlyX[key], let ey = earlyY[key] {
                        open[key]?.start = 0
                        open[key]?.first = (ex, ey)
                    }
                }
            case .typeA:
                var packets: [(x: Int, y: Int, id: Int?)] = []
                var px: Int?, py: Int?, pid: Int?
                var lifted = false
                for event in frame.events {
                    if event.type == 3 && event.code == 0x35 { px = event.value }
                    if event.type == 3 && event.code == 0x36 { py = event.value }
                    if event.type == 3 && event.code == 0x39 { pid = event.value }
                    if event.type == 1 && event.code == 0x14A && event.value == 0 { lifted = true }
                    if event.type == 0 && event.code == 2 {
                        if let px, let py { packets.append((px, py, pid)) }
                        (px, py, pid) = (nil, nil, nil)
                    }
                }
                if let px, let py, !lifted { packets.append((px, py, pid)) }
                let pairs = Self.pair(previous.map { ($0.x, $0.y, $0.id) }, packets)
                var current: [(key: Int, x: Int, y: Int, id: Int?)] = []
                for (index, packet) in packets.enumerated() {
                    let key: Int
                    if let old = pairs[index] {
                        key = previous[old].key
                    } else {
                        key = nextKey
                        nextKey += 1
                    }
                    current.append((key, packet.x, packet.y, packet.id))
                }
                let kept = Set(current.map(\.key))
                for old in previous where !kept.contains(old.key) { close(old.key, at: time) }
                for contact in current { place(contact.key, contact.x, contact.y, at: time) }
                previous = current
            case .singleTouch:
                for event in frame.events {
                    if event.type == 3 && event.code == 0 { stX = event.value }
                    if event.type == 3 && event.code == 1 { stY = event.value }
                    if event.type == 1 && event.code == 0x14A { touching = event.value != 0 }
                }
                if touching { place(0, stX, stY, at: time) } else { close(0, at: time) }
            }
            mostDown = max(mostDown, open.count)
        }
        let end = (frames.last?.time ?? origin) - origin
        for key in open.keys { close(key, at: end) }
        contacts = done.sorted { ($0.start, $0.first.x, $0.first.y) < ($1.start, $1.first.x, $1.first.y) }
    }

    /// The frames: each SYN_REPORT's time and the events before it, those from a SYN_DROPPED up to
    /// and including the next SYN_REPORT left out.
    static func frames(_ events: [RawRecording.Event]) -> [(time: Int64, events: [RawRecording.Event])] {
        var frames: [(Int64, [RawRecording.Event])] = []
        var current: [RawRecording.Event] = []
        var dropping = false
        for event in events {
            if event.type == 0 && event.code == 3 {
                dropping = true
                current = []
            } else if event.type == 0 && event.code == 0 {
                if !dropping { frames.append((event.microseconds, current)) }
                dropping = false
                current = []
            } else if !dropping {
                current.append(event)
            }
        }
        return frames
    }

    /// For each new packet, the index of the old one it continues (nil: a new contact): equal
    /// tracking ids when every packet has one, else the pairing of least total distance, found
    /// by trying them all.
    static func pair(_ old: [(Int, Int, Int?)], _ new: [(x: Int, y: Int, id: Int?)]) -> [Int?] {
        if !old.isEmpty, !new.isEmpty, old.allSatisfy({ $0.2 != nil }), new.allSatisfy({ $0.id != nil }) {
            return new.map { packet in old.firstIndex { $0.2 == packet.id } }
        }
        var best: [Int?] = Array(repeating: nil, count: new.count)
        var bestCost = Double.infinity
        let pairs = min(old.count, new.count)
        guard pairs > 0 else { return best }
        // every injective map of min(old, new) packets: new → old
        func search(_ index: Int, _ used: Set<Int>, _ chosen: [Int?], _ cost: Double) {
            if cost >= bestCost { return }
            if index == new.count {
                if chosen.compactMap({ $0 }).count == pairs {
                    best = chosen
                    bestCost = cost
                }
                return
            }
            let left = new.count - index, needed = pairs - chosen.compactMap({ $0 }).count
            for (o, packet) in old.enumerated() where !used.contains(o) {
                let dx = Double(packet.0 - new[index].x), dy = Double(packet.1 - new[index].y)
                search(index + 1, used.union([o]), chosen + [o], cost + (dx * dx + dy * dy).squareRoot())
            }
            if left > needed { search(index + 1, used, chosen + [nil], cost) }
        }
        search(0, [], [], 0)
        return best
    }
}
