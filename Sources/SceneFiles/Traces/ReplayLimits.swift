import ControlModel

/// The bounds a replay keeps to, each declared once here: files that go past them are bad data
/// (`FILE:LINE:COLUMN` errors), and a replay never runs unbounded.
public enum ReplayLimits {
    /// The most touches down at once (64).
    public static let maximumTouchesDown = 64
    /// The largest magnitude of a number in a scene or trace: coordinates, sizes, delays,
    /// values (1e9).
    public static let maximumMagnitude = 1e9
    /// The largest `t` of a trace line, in seconds (1e9, about 31 years).
    public static let maximumTime = 1e9
    /// The largest whole number a scene may give for a count (taps, touches, segments).
    public static let maximumCount = 1_000_000
    /// How long time may run on after a trace's last line while touches are still down and
    /// calls pending (60 s): a control or recognizer may repeat while a finger is held.
    public static let drainWindow: Duration = .seconds(60)
    /// The most scheduled calls run to reach a line's `t`, or after the last line (1,000,000).
    public static let drainLimit = 1_000_000

    /// `value` as the messages write a limit: a power of ten from 1e6 up as `1eN`, others as
    /// plain numbers.
    static func text(_ value: Double) -> String {
        var exponent = 0, rest = value
        while rest >= 10, rest.truncatingRemainder(dividingBy: 10) == 0 {
            rest /= 10
            exponent += 1
        }
        return rest == 1 && exponent >= 6 ? "1e\(exponent)" : formatNumber(value)
    }
}
