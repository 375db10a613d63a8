import ControlModel

/// Maps a device's raw positions onto window points: each axis's range onto the window's width
/// or height, linearly.
///
/// A value outside its axis's range is clamped to the range first. Real devices do send such
/// values: libinput documents touchpads reporting e.g. "Axis 0x35 value 4000 is outside expected
/// range [0, 3000]", and Android's input stack accepts values outside an axis's range on purpose
/// (a touch just past the edge of the display's mapping). Refusing them would refuse real
/// recordings; a finger on the glass is at most at its edge, so the position is put there. The
/// value itself is still a 32-bit input value (the readers refuse anything else).
struct PositionScale: Sendable {
    let x: RecordingAxis
    let y: RecordingAxis
    let width: Double
    let height: Double

    /// True when the raw position is within both axes' ranges (not clamped by ``point(_:_:)``).
    func contains(_ rawX: Int, _ rawY: Int) -> Bool {
        rawX >= x.minimum && rawX <= x.maximum && rawY >= y.minimum && rawY <= y.maximum
    }

    /// The window point of the raw position (`rawX`, `rawY`), clamped to the window, to the
    /// thousandth of a point.
    ///
    /// A trace keeps coordinates to 3 decimals; kept to the same precision here (rounded as the
    /// trace writer rounds, halves away from zero, and made the double a trace reader reads
    /// back), a recording replays exactly as the trace imported from it: a position one ulp off
    /// could tip a recognizer's threshold the other way.
    func point(_ rawX: Int, _ rawY: Int) -> Point {
        let clampedX = min(max(rawX, x.minimum), x.maximum)
        let clampedY = min(max(rawY, y.minimum), y.maximum)
        return Point(x: Self.thousandths(Double(clampedX - x.minimum) / x.span * width),
                     y: Self.thousandths(Double(clampedY - y.minimum) / y.span * height))
    }

    /// `value` rounded to 3 decimals as the trace writer does, as the double `Double("…")` gives.
    static func thousandths(_ value: Double) -> Double {
        Double((value * 1000).rounded()) / 1000
    }
}
