import ControlModel
import GestureModel
import SceneFiles

extension ProbeGesture {
    /// The probes' shapes in one line, from the constants above: `tap 50 ms down; double tap
    /// 100 ms apart; long press 1 s; pan 100 pt in 1.2 s; swipe 120 pt in 0.15 s; pinch 100 to
    /// 200 pt and rotation 60° in 0.3 s`.
    public static var shapes: String {
        func milliseconds(_ duration: Duration) -> String {
            DecimalText.string(Double(Timestamp.nanoseconds(of: duration)) / 1e6, maxDecimals: 3) + " ms"
        }
        func seconds(_ duration: Duration) -> String { LatencyCause.seconds(duration) + " s" }
        let spread = 2 * defaultFingerOffset.distance(to: .zero)
        return "tap \(milliseconds(tapDuration)) down; double tap \(milliseconds(doubleTapGap)) apart; long press \(seconds(longPressDuration)); "
            + "pan \(formatNumber(panDistance)) pt in \(seconds(panDuration)); swipe \(formatNumber(swipeDistance)) pt in \(seconds(swipeDuration)); "
            + "pinch \(formatNumber(spread)) to \(formatNumber(spread * pinchScale)) pt and rotation "
            + "\(formatNumber((rotationAngle * 180 / Double.pi * 1000).rounded() / 1000))° in \(seconds(twoFingerDuration))"
    }

    /// The probe as trace lines (numbered from 1), ready for a ``Replayer``: see
    /// ``samples(at:fingerOffset:within:)``.
    public func traceLines(at point: Point, fingerOffset: Point = defaultFingerOffset, within bounds: Rect? = nil) -> [TraceLine] {
        samples(at: point, fingerOffset: fingerOffset, within: bounds).enumerated().map { index, sample in
            TraceLine(content: .sample(sample.change), line: index + 1, time: sample.time, keyLocations: [:])
        }
    }

    /// The probe as the text of a JSON Lines trace file (<doc:FileFormats>), one sample a line,
    /// headed by a line naming `scene` when one is given: see ``samples(at:fingerOffset:within:)``.
    public func jsonLines(at point: Point, fingerOffset: Point = defaultFingerOffset, within bounds: Rect? = nil, scene: String? = nil) -> String {
        var text = scene.map { "{\"trace\":1,\"scene\":\(RecordFormat.jsonString($0))}\n" } ?? ""
        for (time, change) in samples(at: point, fingerOffset: fingerOffset, within: bounds) {
            text += "{\"t\":\(DecimalText.string(time.seconds, maxDecimals: 6, minDecimals: 6)),\"touch\":\(change.identifier),"
                + "\"phase\":\"\(change.phase.rawValue)\",\"x\":\(RecordFormat.coordinate(change.location.x)),"
                + "\"y\":\(RecordFormat.coordinate(change.location.y))}\n"
        }
        return text
    }
}
