/// What the start of a protocol-B recording shows about fingers already down when it began:
/// slots with values in a frame before any tracking id on them, and the first position seen on
/// each such slot. ``RecordingImporter`` gathers it over the frames it holds back at the start
/// (up to the first frame where a contact begins or ends).
struct StartScan {
    /// Slots that had a tracking id event.
    private(set) var seenTrackingID: Set<Int> = []
    /// Slots with values in a frame before their first tracking id: fingers down at the start.
    private(set) var downAtStart: Set<Int> = []
    /// The first X and Y seen on a slot before its first tracking id.
    private(set) var firstX: [Int: Int] = [:]
    private(set) var firstY: [Int: Int] = [:]
    private var slot: Int

    init(initialSlot: Int) { slot = initialSlot }

    /// Takes one frame's events.
    mutating func scan(_ events: ArraySlice<RecordingEvent>) {
        var valuesInFrame: Set<Int> = []
        for event in events where event.type == InputCode.evAbs {
            switch event.code {
            case InputCode.absMTSlot: slot = event.value
            case InputCode.absMTTrackingID: seenTrackingID.insert(slot)
            case InputCode.absMTPositionX: if !seenTrackingID.contains(slot), firstX[slot] == nil { firstX[slot] = event.value }
            case InputCode.absMTPositionY: if !seenTrackingID.contains(slot), firstY[slot] == nil { firstY[slot] = event.value }
            default: break
            }
            if InputCode.isMultitouchAxis(event.code), event.code != InputCode.absMTTrackingID, !seenTrackingID.contains(slot) {
                valuesInFrame.insert(slot)
            }
        }
        downAtStart.formUnion(valuesInFrame.subtracting(seenTrackingID))
    }
}
