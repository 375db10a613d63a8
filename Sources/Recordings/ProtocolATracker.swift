import ControlModel
import SceneFiles

/// Multitouch protocol A: each contact is a block of ABS_MT_* values ended by SYN_MT_REPORT; a
/// frame lists every contact down (an empty frame: none). Contacts are paired with the previous
/// frame's by ``ContactMatcher`` (tracking ids when every contact has one, else least total
/// distance); unpaired old ones end, unpaired new ones begin.
struct ProtocolATracker: ContactTracker {
    private struct Contact {
        var touch: Int
        var location: Point
        var trackingID: Int?
    }

    /// The most contacts one frame may list (real screens list about 10).
    static let maximumContactsPerFrame = 64

    private let scale: PositionScale
    private let file: String
    private var previous: [Contact] = []

    init(scale: PositionScale, file: String) {
        self.scale = scale
        self.file = file
    }

    mutating func process(_ events: ArraySlice<RecordingEvent>, _ frame: FrameStamp, into log: inout ContactLog) throws(FileError) {
        var contacts: [(location: Point, trackingID: Int?, cause: SourceLocation)] = []
        var x: Int?, y: Int?, trackingID: Int?
        var blockStart: SourceLocation?
        var sawReport = false
        var touchUp = false
        for event in events {
            if event.type == InputCode.evAbs {
                switch event.code {
                case InputCode.absMTPositionX: x = event.value
                case InputCode.absX: if x == nil { x = event.value }
                case InputCode.absMTPositionY: y = event.value
                case InputCode.absY: if y == nil { y = event.value }
                case InputCode.absMTTrackingID: trackingID = event.value >= 0 ? event.value : nil
                default: break
                }
                if blockStart == nil { blockStart = event.location }
            } else if event.type == InputCode.evKey, event.code == InputCode.btnTouch, event.value == 0 {
                touchUp = true
            } else if event.type == InputCode.evSyn, event.code == InputCode.synMTReport {
                sawReport = true
                if let x, let y {
                    guard contacts.count < Self.maximumContactsPerFrame else {
                        throw FileError(file: file, location: event.location, message: "more than \(Self.maximumContactsPerFrame) contacts in one frame")
                    }
                    let cause = blockStart ?? event.location
                    contacts.append((log.point(scale, x, y, cause: cause), trackingID, cause))
                }
                x = nil
                y = nil
                trackingID = nil
                blockStart = nil
            }
        }
        if !sawReport, let x, let y, !touchUp {
            let cause = blockStart ?? frame.location
            contacts.append((log.point(scale, x, y, cause: cause), trackingID, cause))
        }
        let pairs =
            ContactMatcher.matchByID(previous.map(\.trackingID), contacts.map(\.trackingID))
            ?? ContactMatcher.match(previous.map(\.location), contacts.map(\.location))
        var newFor = [Int](repeating: -1, count: previous.count)
        var oldFor = [Int](repeating: -1, count: contacts.count)
        for pair in pairs {
            newFor[pair.old] = pair.new
            oldFor[pair.new] = pair.old
        }
        for (index, old) in previous.enumerated() where newFor[index] < 0 { log.end(frame, old.touch, at: old.location) }
        var next: [Contact] = []
        next.reserveCapacity(contacts.count)
        for (index, contact) in contacts.enumerated() {
            if oldFor[index] >= 0 {
                let old = previous[oldFor[index]]
                if old.location != contact.location { log.move(frame, old.touch, to: contact.location) }
                next.append(Contact(touch: old.touch, location: contact.location, trackingID: contact.trackingID))
            } else {
                let touch = try log.begin(frame, at: contact.location, cause: contact.cause)
                next.append(Contact(touch: touch, location: contact.location, trackingID: contact.trackingID))
            }
        }
        previous = next
    }

    mutating func finish(_ frame: FrameStamp, into log: inout ContactLog) {
        for old in previous { log.end(frame, old.touch, at: old.location) }
        previous = []
    }
}
