import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// The environment's indexes of its engaged recognizers (`ResetCandidates`,
/// `RecognizersInProgress`, `ReleasedRecognizers`) change no decision: gestures on many
/// recognizers, a chain of failure requirements whose taps fail one timer at a time, and two
/// pans in progress together give the same events with the indexes as with the plain walks of
/// every engaged recognizer (a window's `forcesGeneralPath`).
@Suite struct EngagedIndexTests {
    /// The window's transitions, with their reasons, and handler runs, as text.
    final class Transcript: GestureEventSink {
        var lines: [String] = []
        func receive(_ event: GestureEvent) {
            switch event.kind {
            case .transition(let recognizer, let state, let location, let reason):
                lines.append("\(event.time) \(recognizer.displayName) \(state) \(location.map { "\($0)" } ?? "-") \(reason.map { "\($0)" } ?? "-")")
            case .held(let recognizer, let state, let reason):
                lines.append("\(event.time) \(recognizer.displayName) held \(state) \(reason)")
            case .handlerRan(let call):
                lines.append("\(event.time) handler \(call.registration.identifier ?? "?") \(call.state)")
            default:
                break
            }
        }
    }

    /// A panel holding a chain of `chain` taps (each requiring the next to fail), `taps` more taps
    /// with handlers, and two pans allowed together; a double tap, a long press (the chain's
    /// taps fail one timer at a time), a drag (both pans in progress) and a second finger while
    /// the first is down. `general` is the window's switch.
    static func run(chain: Int, taps: Int, general: Bool) -> [String] {
        let rig = GestureRig(width: 400, height: 800)
        rig.window.environment.switches.forcesGeneralPath = general
        let transcript = Transcript()
        rig.window.eventSink = transcript
        let panel = rig.add(View(frame: Rect(x: 0, y: 0, width: 400, height: 800), identifier: "panel"))
        var links: [TapGestureRecognizer] = []
        for index in 0..<chain {
            let link = TapGestureRecognizer(identifier: "link\(index)")
            links.append(link)
            panel.addGestureRecognizer(link)
        }
        for index in 0..<(chain - 1) { links[index].require(toFail: links[index + 1]) }
        for index in 0..<taps {
            let tap = TapGestureRecognizer(identifier: "tap\(index)")
            tap.numberOfTapsRequired = index % 2 + 1
            panel.addGestureRecognizer(tap)
            tap.addHandler(identifier: "tap\(index).run") { _ in }
        }
        let first = PanGestureRecognizer(identifier: "pan1")
        let second = PanGestureRecognizer(identifier: "pan2")
        for pan in [first, second] {
            panel.addGestureRecognizer(pan)
            pan.delegateClosures.shouldRecognizeSimultaneously = { _, other in other is PanGestureRecognizer }
            pan.addHandler(identifier: "\(pan.displayName).run") { _ in }
        }
        for _ in 0..<2 {
            let finger = rig.window.touchDown(at: pt(100, 100))
            rig.wait(40)
            finger.lift()
            rig.wait(100)
        }
        rig.wait(1000)
        let holding = rig.window.touchDown(at: pt(200, 200))
        rig.wait(1500)
        holding.lift()
        rig.wait(1000)
        let dragging = rig.window.touchDown(at: pt(50, 300))
        for step in 1...10 {
            rig.wait(16)
            dragging.move(to: pt(50 + 12 * Double(step), 300 + 5 * Double(step)))
            if step == 5 {
                let other = rig.window.touchDown(at: pt(300, 600))
                rig.wait(16)
                other.lift()
            }
        }
        dragging.lift()
        rig.wait(1000)
        return transcript.lines
    }

    @Test func theIndexesChangeNoDecision() {
        // below the threshold, at it (30 taps and 2 pans), falling below it as the chain's taps
        // fail one timer at a time, and well over it
        for (chain, taps) in [(2, 1), (12, 3), (28, 2), (34, 0), (40, 20)] {
            let indexed = Self.run(chain: chain, taps: taps, general: false)
            #expect(indexed.count > 4 * (chain + taps), "\(chain) \(taps): \(indexed.count) lines")
            #expect(Self.run(chain: chain, taps: taps, general: true) == indexed, "\(chain) \(taps)")
        }
    }

    /// The indexes are kept only while the engaged recognizers are at least
    /// `GestureEnvironment.indexedFrom`: nothing is noted below it (a replay of a few
    /// recognizers pays nothing for them), they are built as a finger engages that many, and
    /// dropped when the recognizers are let go.
    @Test func theIndexesAreKeptFromTheThresholdOnly() {
        let threshold = GestureEnvironment.indexedFrom
        for count in [threshold - 1, threshold, 3 * threshold] {
            let rig = GestureRig(width: 400, height: 800)
            let panel = rig.add(View(frame: Rect(x: 0, y: 0, width: 400, height: 800), identifier: "panel"))
            for index in 0..<count { panel.addGestureRecognizer(TapGestureRecognizer(identifier: "tap\(index)")) }
            let environment = rig.window.environment
            let finger = rig.window.touchDown(at: pt(100, 100))
            #expect(environment.engagedRecognizers.count == count)
            // never with the debug switches, which ask for the plain walks
            #expect(environment.isIndexed == (count >= threshold && !environment.walksEveryRecognizer), "\(count)")
            rig.wait(40)
            finger.lift()
            rig.wait(1000)
            #expect(environment.engagedRecognizers.isEmpty && !environment.isIndexed, "\(count)")
            #expect(environment.resetCandidates.count == 0 && environment.inProgress.isEmpty, "\(count)")
        }
    }

    /// Objects to remove from lists by identity.
    final class Item {}

    /// A few released recognizers, and more than the search takes, leave a list as the plain
    /// sweep does: the others in order, each removed one told once.
    @Test func releasingRemovesAsThePlainSweepDoes() {
        let items = (0..<40).map { _ in Item() }
        for picked in [[0], [39], [3, 4], [1, 17, 38], Array(stride(from: 0, to: 40, by: 3)), Array(0..<40), [7, 2]] {
            let ids = picked.map { ObjectIdentifier(items[$0]) }
            var list = items
            var told: [ObjectIdentifier] = []
            ReleasedRecognizers(ids).remove(from: &list, id: { ObjectIdentifier($0) }) { told.append(ObjectIdentifier($0)) }
            let kept = items.indices.filter { !picked.contains($0) }
            #expect(list.map(ObjectIdentifier.init) == kept.map { ObjectIdentifier(items[$0]) }, "\(picked)")
            #expect(Set(told) == Set(ids) && told.count == ids.count, "\(picked)")
        }
        // one not in the list is no removal
        var list = Array(items[0..<5])
        ReleasedRecognizers([ObjectIdentifier(items[9])]).remove(from: &list, id: { ObjectIdentifier($0) }) { _ in }
        #expect(list.count == 5)
    }
}
