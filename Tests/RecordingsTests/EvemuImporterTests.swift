import ControlModel
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import Recordings
@testable import TestFixtures

/// `EvemuImporter` on small inline recordings: protocol B, protocol A, single touch, scaling,
/// time origin and refusals (File formats).
@Suite struct EvemuImporterTests {
    /// One sample as text: `t touch phase x y` with the time in microseconds.
    private func lines(_ importer: ImportResult) -> [String] {
        importer.samples.map { sample in
            let change = sample.change
            return "\(sample.time.microseconds) \(change.identifier) \(change.phase.rawValue) \(format(change.location.x)) \(format(change.location.y))"
        }
    }

    private func format(_ value: Double) -> String { RecordFormat.coordinate(value) }

    private func failure(_ text: String, width: Double = 1000) -> FileError? {
        do {
            _ = try EvemuFixtures.importText(text, width: width)
            return nil
        } catch {
            return error
        }
    }

    // MARK: Protocol B

    @Test func protocolBSlotsTrackingIDsAndPerSlotCarryOver() throws {
        let importer = try EvemuFixtures.importText(
            EvemuFixtures.deviceB + """
                E: 0.000000 0003 002f 0
                E: 0.000000 0003 0039 10
                E: 0.000000 0003 0035 100
                E: 0.000000 0003 0036 200
                E: 0.000000 0003 002f 1
                E: 0.000000 0003 0039 11
                E: 0.000000 0003 0035 700
                E: 0.000000 0003 0036 400
                E: 0.000000 0000 0000 0000
                E: 0.010000 0003 002f 0
                E: 0.010000 0003 0035 110
                E: 0.010000 0000 0000 0000
                E: 0.020000 0003 002f 1
                E: 0.020000 0003 0036 410
                E: 0.020000 0000 0000 0000
                E: 0.025000 0003 0036 420
                E: 0.025000 0000 0000 0000
                E: 0.030000 0003 0039 -1
                E: 0.030000 0000 0000 0000
                E: 0.040000 0003 0039 12
                E: 0.040000 0003 0035 650
                E: 0.040000 0000 0000 0000
                E: 0.050000 0003 002f 0
                E: 0.050000 0003 0039 -1
                E: 0.050000 0003 002f 1
                E: 0.050000 0003 0039 -1
                E: 0.050000 0000 0000 0000
                """)
        #expect(importer.contactProtocol == .multitouchB)
        #expect(importer.height == 500)
        #expect(
            lines(importer) == [
                "0 1 began 100.0 200.0",
                "0 2 began 700.0 400.0",
                "10000 1 moved 110.0 200.0",  // only X sent: Y carries over in slot 0
                "20000 2 moved 700.0 410.0",  // only Y sent for slot 1
                "25000 2 moved 700.0 420.0",  // the selected slot (1) persists across frames
                "30000 2 ended 700.0 420.0",
                "40000 2 began 650.0 420.0",  // a new contact in slot 1 keeps slot 1's Y, not slot 0's
                "50000 1 ended 110.0 200.0",
                "50000 2 ended 650.0 420.0",
            ])
    }

    @Test func aTrackingIDChangeWithoutMinusOneIsAnEndAndAStart() throws {
        let importer = try EvemuFixtures.importText(
            EvemuFixtures.deviceB + """
                E: 0.000000 0003 0039 5
                E: 0.000000 0003 0035 100
                E: 0.000000 0003 0036 100
                E: 0.000000 0000 0000 0000
                E: 0.010000 0003 0039 5
                E: 0.010000 0003 0035 120
                E: 0.010000 0000 0000 0000
                E: 0.020000 0003 0039 6
                E: 0.020000 0003 0035 300
                E: 0.020000 0000 0000 0000
                E: 0.030000 0003 0039 -1
                E: 0.030000 0000 0000 0000
                """)
        #expect(
            lines(importer) == [
                "0 1 began 100.0 100.0",
                "10000 1 moved 120.0 100.0",  // the same id again is the same contact
                "20000 1 ended 120.0 100.0",
                "20000 2 began 300.0 100.0",  // not 1 again in the same frame: one touch event
                "30000 2 ended 300.0 100.0",
            ])
        let contacts = EvemuContact.contacts(importer.samples)
        #expect(contacts.count == 2)
        #expect(contacts.map(\.durationMicroseconds) == [20000, 10000])
    }

    @Test func synDroppedDiscardsEverythingUpToTheNextReport() throws {
        let importer = try EvemuFixtures.importText(
            EvemuFixtures.deviceB + """
                E: 0.000000 0003 0039 1
                E: 0.000000 0003 0035 100
                E: 0.000000 0003 0036 100
                E: 0.000000 0000 0000 0000
                E: 0.010000 0003 0035 150
                E: 0.010000 0000 0003 0000
                E: 0.015000 0003 0035 200
                E: 0.015000 0003 0036 300
                E: 0.020000 0000 0000 0000
                E: 0.030000 0003 0036 120
                E: 0.030000 0000 0000 0000
                E: 0.040000 0003 0039 -1
                E: 0.040000 0000 0000 0000
                """)
        // The frame cut by SYN_DROPPED (X 150) and everything up to and including the next
        // SYN_REPORT (X 200, Y 300) are discarded: no sample at 10 or 20 ms, X stays 100.
        #expect(
            lines(importer) == [
                "0 1 began 100.0 100.0",
                "30000 1 moved 100.0 120.0",
                "40000 1 ended 100.0 120.0",
            ])
    }

    @Test func timesStartAtTheFirstFrameEvenAfterALeadingDrop() throws {
        let importer = try EvemuFixtures.importText(
            EvemuFixtures.deviceB + """
                E: 100.000000 0003 0039 1
                E: 100.000000 0000 0003 0000
                E: 100.005000 0000 0000 0000
                E: 100.010000 0003 0039 2
                E: 100.010000 0003 0035 10
                E: 100.010000 0003 0036 20
                E: 100.012000 0000 0000 0000
                E: 100.112000 0003 0039 -1
                E: 100.112000 0000 0000 0000
                """)
        #expect(lines(importer) == ["0 1 began 10.0 20.0", "100000 1 ended 10.0 20.0"])
    }

    @Test func aContactAlreadyDownBeginsAtTheFirstFrameWhereItIsFirstSeen() throws {
        let importer = try EvemuFixtures.importText(
            EvemuFixtures.deviceB + """
                E: 5.000000 0003 003a 50
                E: 5.000010 0000 0000 0000
                E: 5.010000 0003 0035 400
                E: 5.010010 0000 0000 0000
                E: 5.020000 0003 0036 250
                E: 5.020010 0000 0000 0000
                E: 5.030000 0003 0036 260
                E: 5.030010 0000 0000 0000
                E: 5.040000 0003 0039 -1
                E: 5.040010 0000 0000 0000
                """)
        // No tracking id ever: the finger was down before the recording. It begins at the
        // first frame (t = 0), at the first X and Y the recording reveals for its slot.
        #expect(
            lines(importer) == [
                "0 1 began 400.0 250.0",
                "30000 1 moved 400.0 260.0",
                "40000 1 ended 400.0 260.0",
            ])
    }

    @Test func everyContactAlreadyDownBeginsAtTheFirstFrameEvenIfItShowsUpLater() throws {
        let importer = try EvemuFixtures.importText(
            EvemuFixtures.deviceB + """
                E: 1.000000 0003 003a 50
                E: 1.000000 0003 0035 100
                E: 1.000000 0003 0036 100
                E: 1.000000 0000 0000 0000
                E: 1.050000 0003 002f 1
                E: 1.050000 0003 0035 600
                E: 1.050000 0003 0036 300
                E: 1.050000 0000 0000 0000
                E: 1.060000 0003 0036 310
                E: 1.060000 0000 0000 0000
                E: 1.100000 0003 0039 -1
                E: 1.100000 0003 002f 0
                E: 1.100000 0003 0039 -1
                E: 1.100000 0000 0000 0000
                E: 1.200000 0003 002f 2
                E: 1.200000 0003 0035 900
                E: 1.200000 0003 0036 50
                E: 1.200000 0003 0039 7
                E: 1.200000 0000 0000 0000
                """)
        // Slot 1 never announces a tracking id either: its finger was down before the
        // recording too, though it is first heard of at 50 ms. Slot 2 starts normally (its
        // values coming before its tracking id within the frame do not make it an old finger).
        #expect(
            lines(importer) == [
                "0 1 began 100.0 100.0",
                "0 2 began 600.0 300.0",
                "60000 2 moved 600.0 310.0",
                "100000 2 ended 600.0 310.0",
                "100000 1 ended 100.0 100.0",
                "200000 1 began 900.0 50.0",
                "200000 1 ended 900.0 50.0",
            ])
    }

    @Test func aContactStillDownAtTheEndEndsAtTheLastFrame() throws {
        let importer = try EvemuFixtures.importText(
            EvemuFixtures.deviceB + """
                E: 0.000000 0003 0039 1
                E: 0.000000 0003 0035 100
                E: 0.000000 0003 0036 100
                E: 0.000000 0000 0000 0000
                E: 0.010000 0003 002f 1
                E: 0.010000 0003 0039 2
                E: 0.010000 0003 0035 900
                E: 0.010000 0003 0036 400
                E: 0.010000 0000 0000 0000
                E: 0.250000 0003 0035 910
                E: 0.250000 0000 0000 0000
                E: 0.300000 0003 0035 920
                """)
        // The trailing event after the last SYN_REPORT is no frame.
        #expect(
            lines(importer) == [
                "0 1 began 100.0 100.0",
                "10000 2 began 900.0 400.0",
                "250000 2 moved 910.0 400.0",
                "250000 1 ended 100.0 100.0",
                "250000 2 ended 910.0 400.0",
            ])
    }

    @Test func touchIDsAreTheSmallestFreeNumbers() throws {
        let importer = try EvemuFixtures.importText(
            EvemuFixtures.deviceB + """
                E: 0.000 0003 002f 0
                E: 0.000 0003 0039 100
                E: 0.000 0003 0035 1
                E: 0.000 0003 0036 1
                E: 0.000 0003 002f 1
                E: 0.000 0003 0039 101
                E: 0.000 0003 0035 2
                E: 0.000 0003 0036 2
                E: 0.000 0003 002f 2
                E: 0.000 0003 0039 102
                E: 0.000 0003 0035 3
                E: 0.000 0003 0036 3
                E: 0.000 0000 0000 0000
                E: 0.010 0003 002f 0
                E: 0.010 0003 0039 -1
                E: 0.010 0000 0000 0000
                E: 0.020 0003 002f 5
                E: 0.020 0003 0039 103
                E: 0.020 0003 0035 4
                E: 0.020 0003 0036 4
                E: 0.020 0000 0000 0000
                E: 0.030 0003 002f 6
                E: 0.030 0003 0039 104
                E: 0.030 0003 0035 5
                E: 0.030 0003 0036 5
                E: 0.030 0000 0000 0000
                """)
        let began = importer.samples.filter { $0.change.phase == .began }.map(\.change.identifier)
        #expect(began == [1, 2, 3, 1, 4])
        #expect(evemuMaximumDown(importer.samples) == 4)
    }

    // MARK: Protocol A

    private func protocolAFrame(_ time: String, _ contacts: [(Int, Int)], touch: Int? = nil) -> String {
        var text = ""
        for (x, y) in contacts {
            text += "E: \(time) 0003 0035 \(x)\nE: \(time) 0003 0036 \(y)\nE: \(time) 0000 0002 0\n"
        }
        if let touch { text += "E: \(time) 0001 014a \(touch)\n" }
        return text + "E: \(time) 0000 0000 0\n"
    }

    /// Nearest pair first: what a greedy matcher would do.
    private func greedy(_ old: [Point], _ new: [Point]) -> [Int: Int] {
        var pairs: [(Double, Int, Int)] = []
        for (i, a) in old.enumerated() { for (j, b) in new.enumerated() { pairs.append((a.distance(to: b), i, j)) } }
        pairs.sort { $0.0 < $1.0 }
        var result: [Int: Int] = [:]
        for (_, i, j) in pairs where result[i] == nil && !result.values.contains(j) { result[i] = j }
        return result
    }

    @Test func leastTotalDistanceKeepsIdentityWhereGreedyWouldSwap() {
        // Finger A (x 100 → 180) slides into the place finger B (x 200 → 300) just left. The
        // nearest pair is B → A's new place (20), so greedy would swap the fingers (20 + 200);
        // keeping them costs 80 + 100, less in total.
        let old = [Point(x: 100, y: 250), Point(x: 200, y: 250)]
        let new = [Point(x: 300, y: 250), Point(x: 180, y: 250)]
        #expect(greedy(old, new) == [1: 1, 0: 0])
        let matching = ContactMatcher.match(old, new).sorted { $0.old < $1.old }
        #expect(matching.map(\.old) == [0, 1])
        #expect(matching.map(\.new) == [1, 0])
    }

    @Test func matchingWithUnequalCounts() {
        let old = [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 200, y: 0)]
        let fewer = ContactMatcher.match(old, [Point(x: 205, y: 0), Point(x: 2, y: 0)])
        #expect(Set(fewer.map { "\($0.old)>\($0.new)" }) == ["0>1", "2>0"])
        let more = ContactMatcher.match([Point(x: 100, y: 0)], old)
        #expect(more.map(\.old) == [0] && more.map(\.new) == [1])
        #expect(ContactMatcher.match([], old).isEmpty)
        #expect(ContactMatcher.match(old, []).isEmpty)
    }

    @Test func manyContactsKeepTheirIdentityToo() {
        // Above 8 contacts the matcher is greedy; small moves still keep every finger.
        let old = (0..<10).map { Point(x: Double($0) * 100, y: 50) }
        let new = old.reversed().map { Point(x: $0.x + 7, y: $0.y - 3) }
        let matching = ContactMatcher.match(old, new)
        #expect(matching.count == 10)
        for pair in matching { #expect(pair.new == 9 - pair.old) }
    }

    @Test func protocolAFingersCrossingPathsKeepTheirIDs() throws {
        let text =
            EvemuFixtures.deviceA
            + protocolAFrame("10.000000", [(100, 250), (200, 250)], touch: 1)
            + protocolAFrame("10.010000", [(300, 250), (180, 250)])  // listed in the other order
            + protocolAFrame("10.020000", [(260, 250), (400, 250)])
            + protocolAFrame("10.030000", [], touch: 0)
        let importer = try EvemuFixtures.importText(text)
        #expect(importer.contactProtocol == .multitouchA)
        #expect(
            lines(importer) == [
                "0 1 began 100.0 250.0",
                "0 2 began 200.0 250.0",
                "10000 2 moved 300.0 250.0",
                "10000 1 moved 180.0 250.0",
                "20000 1 moved 260.0 250.0",
                "20000 2 moved 400.0 250.0",
                "30000 1 ended 260.0 250.0",
                "30000 2 ended 400.0 250.0",
            ])
    }

    @Test func protocolAContactsComeAndGo() throws {
        let text =
            EvemuFixtures.deviceA
            + protocolAFrame("0.000", [(100, 100), (500, 100), (900, 100)], touch: 1)
            + protocolAFrame("0.010", [(101, 100), (901, 100)])  // the middle finger lifts
            + protocolAFrame("0.020", [(102, 100), (902, 100)])  // unchanged contacts: no sample
            + protocolAFrame("0.020", [(102, 100), (902, 100)])
            + protocolAFrame("0.030", [(903, 100), (480, 300), (103, 100)])  // a new one gets id 2
            + protocolAFrame("0.040", [(104, 100)])
        let importer = try EvemuFixtures.importText(text)
        #expect(
            lines(importer) == [
                "0 1 began 100.0 100.0",
                "0 2 began 500.0 100.0",
                "0 3 began 900.0 100.0",
                "10000 2 ended 500.0 100.0",
                "10000 1 moved 101.0 100.0",
                "10000 3 moved 901.0 100.0",
                "20000 1 moved 102.0 100.0",
                "20000 3 moved 902.0 100.0",
                "30000 3 moved 903.0 100.0",
                "30000 2 began 480.0 300.0",
                "30000 1 moved 103.0 100.0",
                "40000 3 ended 903.0 100.0",
                "40000 2 ended 480.0 300.0",
                "40000 1 moved 104.0 100.0",
                "40000 1 ended 104.0 100.0",
            ])
    }

    // MARK: Single touch

    @Test func singleTouchFollowsBTNTouchAndABSXY() throws {
        let importer = try EvemuFixtures.importText(
            EvemuFixtures.deviceSingle + """
                E: 0.000 0003 0000 100
                E: 0.000 0003 0001 200
                E: 0.000 0001 014a 1
                E: 0.000 0000 0000 0
                E: 0.010 0003 0000 120
                E: 0.010 0000 0000 0
                E: 0.020 0001 014a 0
                E: 0.020 0000 0000 0
                E: 0.030 0003 0000 130
                E: 0.030 0000 0000 0
                E: 0.100 0001 014a 1
                E: 0.100 0000 0000 0
                E: 0.200 0003 0001 250
                E: 0.200 0000 0000 0
                """)
        #expect(importer.contactProtocol == .singleTouch)
        #expect(
            lines(importer) == [
                "0 1 began 100.0 200.0",
                "10000 1 moved 120.0 200.0",
                "20000 1 ended 120.0 200.0",
                "100000 1 began 130.0 200.0",  // positions carry over while up
                "200000 1 moved 130.0 250.0",
                "200000 1 ended 130.0 250.0",  // still down at the end: ended at the last frame
            ])
    }

    // MARK: Scaling

    @Test func scalingKeepsTheAspectRatioWithoutAHeight() throws {
        let text = EvemuFixtures.deviceB + "E: 0.0 0003 0039 1\nE: 0.0 0003 0035 1000\nE: 0.0 0003 0036 500\nE: 0.0 0000 0000 0\n"
        let half = try EvemuFixtures.importText(text, width: 500)
        #expect(half.height == 250)
        #expect(lines(half) == ["0 1 began 500.0 250.0", "0 1 ended 500.0 250.0"])
        let tall = try EvemuFixtures.importText(text, width: 500, height: 2000)
        #expect(tall.height == 2000)
        #expect(lines(tall) == ["0 1 began 500.0 2000.0", "0 1 ended 500.0 2000.0"])
    }

    @Test func scalingUsesPhysicalSizeWhenBothResolutionsAreKnown() throws {
        // X: 1000 units at 10/mm = 100 mm; Y: 500 units at 20/mm = 25 mm.
        let importer = try EvemuFixtures.importText(
            """
            N: Resolved
            A: 2f 0 1 0 0 0
            A: 35 -500 500 0 0 10
            A: 36 0 500 0 0 20
            A: 39 0 65535 0 0 0
            E: 0.0 0003 0039 1
            E: 0.0 0003 0035 -500
            E: 0.0 0003 0036 250
            E: 0.0 0000 0000 0
            E: 0.1 0003 0035 500
            E: 0.1 0003 0036 500
            E: 0.1 0000 0000 0
            """, width: 800)
        #expect(importer.height == 200)
        #expect(lines(importer) == ["0 1 began 0.0 100.0", "100000 1 moved 800.0 200.0", "100000 1 ended 800.0 200.0"])
    }

    // MARK: Refusals

    @Test func aRecordingWithoutADescriptionIsRefused() {
        let error = failure("E: 0.1 0003 0039 1\nE: 0.1 0000 0000 0\n")
        #expect(error?.location == SceneFiles.SourceLocation(line: 1, column: 1))
        #expect(error?.message.contains("no device description") == true)
        #expect(error?.message.contains("--desc") == true)
    }

    @Test func aSemiMultitouchDeviceIsRefused() {
        let error = failure(
            """
            N: Some Semi-MT Pad
            P: 0c 00 00 00 00 00 00 00
            A: 2f 0 1 0 0
            A: 35 0 1000 0 0
            A: 36 0 500 0 0
            A: 39 0 65535 0 0
            E: 0.1 0003 0039 1
            E: 0.1 0000 0000 0
            """)
        #expect(
            error?.description
                == "inline.evemu:2:1: error: 'Some Semi-MT Pad' is a semi-multitouch device (INPUT_PROP_SEMI_MT): its slots report the corners of a bounding box, not fingers, so it cannot be imported"
        )
    }

    @Test(arguments: [
        // slots and tracking ids but no positions
        "N: Blind MT\nP: 02\nA: 2f 0 9 0 0\nA: 39 0 65535 0 0\nA: 3a 0 255 0 0\nE: 0.0 0003 0039 1\nE: 0.0 0000 0000 0\n",
        // a pressure-only device
        "N: Blind Pad\nA: 18 0 255 0 0\nE: 0.0 0001 014a 1\nE: 0.0 0000 0000 0\n",
        // only an X axis
        "N: Blind Pad\nA: 00 0 100 0 0\nE: 0.0 0003 0000 5\nE: 0.0 0000 0000 0\n",
    ])
    func aDeviceWithoutPositionsIsRefused(text: String) {
        let error = failure(text)
        #expect(error?.location == SceneFiles.SourceLocation(line: 1, column: 1))
        #expect(error?.message.hasSuffix("reports no positions (no ABS_MT_POSITION_X/Y or ABS_X/Y axis)") == true)
        #expect(error?.message.hasPrefix("'Blind") == true)
    }
}
