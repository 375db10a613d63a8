/// How close a decision may come to flipping before `margins --fragile` calls it fragile:
/// a distance, a time, and optionally an angle and a speed.
public struct FragileLimits: Hashable, Sendable {
    /// Points.
    public var distance: Double
    /// Seconds.
    public var time: Double
    /// Radians (nil: angles are never fragile).
    public var angle: Double?
    /// Points per second (nil: speeds — a scroll view's at the lift — are never fragile).
    public var speed: Double?

    /// Creates limits.
    public init(distance: Double, time: Double, angle: Double? = nil, speed: Double? = nil) {
        self.distance = distance
        self.time = time
        self.angle = angle
        self.speed = speed
    }

    /// 2 pt, 20 ms, 2°, 100 pt/s: also the scale `margins` sorts mixed units by. (2 pt moved
    /// in one 60 Hz frame changes a raw velocity sample by 120 pt/s, which the pan weighs by
    /// 0.2 or 0.8: about 100 pt/s.)
    public static let standard = FragileLimits(distance: 2, time: 0.02, angle: 2 * Double.pi / 180, speed: 100)

    /// Parses `2pt,20ms` (also `0.02s`; an angle as `3deg` or `0.05rad` and a speed as
    /// `100pt/s` may follow); nil when the text is not that.
    public init?(parsing text: String) {
        var distance: Double?, time: Double?, angle: Double?, speed: Double?
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let part = part.filter { $0 != " " }
            let units: [(suffix: String, scale: Double)] = [("pt/s", 1), ("ms", 0.001), ("s", 1), ("pt", 1), ("deg", Double.pi / 180), ("rad", 1)]
            guard let unit = units.first(where: { part.hasSuffix($0.suffix) }),
                let value = Double(part.dropLast(unit.suffix.count)), value >= 0, value.isFinite
            else { return nil }
            switch unit.suffix {
            case "pt":
                guard distance == nil else { return nil }
                distance = value
            case "ms", "s":
                guard time == nil else { return nil }
                time = value * unit.scale
            case "pt/s":
                guard speed == nil else { return nil }
                speed = value
            default:
                guard angle == nil else { return nil }
                angle = value * unit.scale
            }
        }
        guard let distance, let time else { return nil }
        self.init(distance: distance, time: time, angle: angle, speed: speed)
    }
}

