import ControlModel
import Foundation
import Testing

@testable import GestureModel

/// The evtest two-finger recordings (ChromiumOS touch-firmware data, GPL-2.0, kept with their
/// licence in `Examples/evtest`) replayed like the evemu ones in
/// ``TwoFingerRecordingTests``: what the two-finger tap and long press should do is computed from
/// the raw events here, converted to evemu lines for the same independent reader.
@Suite struct TwoFingerEvtestRecordingTests {
    static let directory: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/") + "/Examples/evtest"
    }()

    /// (`cyapa_resting-finger_2nd-finger-drag.evtest` is left out: at 390 pt its two-finger
    /// centroid moves 10.36 pt before the long press's 0.5 s, too close to the 10 pt limit for an
    /// independent count to be trusted.)
    static let recordings = [
        "cyapa_2f-diagonal-drag.evtest", "cyapa_2f-vertical-drag.evtest", "atmel-mxt-touchpad_hold-plus-2nd-finger-swipe.evtest",
    ]

    /// evtest text as evemu `A:` / `E:` lines: the header's `Event code N (…)` with its `Min` and
    /// `Max`, and `Event: time S.U, type T (…), code C (…), value V` / `-------------- SYN_REPORT`.
    static func evemuLines(_ path: String) throws -> [Substring] {
        var lines: [Substring] = []
        var code: Int?
        var low: String?
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("Event code "), let number = Int(trimmed.dropFirst(11).prefix { $0 != " " }) { code = number }
            if trimmed.hasPrefix("Min "), code != nil { low = String(trimmed.dropFirst(4).trimmingCharacters(in: .whitespaces)) }
            if trimmed.hasPrefix("Max "), let current = code, let low {
                lines.append(Substring("A: \(String(current, radix: 16)) \(low) \(trimmed.dropFirst(4).trimmingCharacters(in: .whitespaces)) 0 0 0"))
            }
            guard trimmed.hasPrefix("Event: time ") else { continue }
            let parts = trimmed.dropFirst(12).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let time = parts.first else { continue }
            if trimmed.contains("SYN_REPORT") {
                lines.append(Substring("E: \(time) 0000 0000 0"))
                continue
            }
            func number(after word: String) -> Int? {
                parts.first { $0.hasPrefix(word) }.flatMap { Int($0.dropFirst(word.count).prefix { $0 != " " }) }
            }
            if let type = number(after: "type "), let code = number(after: "code "), let value = number(after: "value ") {
                lines.append(Substring("E: \(time) \(String(type, radix: 16)) \(String(code, radix: 16)) \(value)"))
            }
        }
        return lines
    }

    @Test(arguments: recordings)
    func twoFingerGesturesAreRecognizedAsTheRecordingShows(file: String) throws {
        let path = Self.directory + "/" + file
        let contacts = TwoFingerRecordingTests.RawContacts.read(lines: try Self.evemuLines(path), width: TwoFingerRecordingTests.width)
        let expected = TwoFingerRecordingTests.expected(contacts)
        for (what, value, limit) in expected.margins {
            #expect(abs(value - limit) > 0.1 * limit, "\(file): \(what) \(value) is too close to its limit \(limit)")
        }
        let records = try TwoFingerRecordingTests.replay(path: path, description: nil)
        #expect(TwoFingerRecordingTests.times(records, "tap2", .ended) == expected.taps)
        #expect(TwoFingerRecordingTests.times(records, "press2", .began) == expected.pressBegan)
        #expect(TwoFingerRecordingTests.times(records, "press2", .ended) == expected.pressEnded)
    }
}
