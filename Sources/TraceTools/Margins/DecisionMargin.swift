import ControlModel
import GestureModel
import SceneFiles

/// One decision of a replay and how far its input was from flipping it (`bk-events margins`):
/// the rule that decided, the number it measured and its limit, the distance or time to spare,
/// and what the decision would have been across the limit.
///
/// The numbers come from the event stream: a recognition's from its rule's
/// ``DecisionMeasure``, a failure's from its ``GestureReason``, a control's up from the
/// tracking margin its event carries; a handler's run inherits the margin of the decision it
/// ran for. A decision no number decides (held, released, excluded, a scroll moment) has none.
public struct DecisionMargin: Hashable, Sendable {
    /// When it was decided.
    public var time: Timestamp
    /// The recognizer, control, handler or scroll view (its scene id).
    public var id: String
    /// What was decided: a state (`ended`, `failed`, `held`…), a control event, `ran` for a
    /// handler, a scroll moment.
    public var decision: String
    /// The rule: a ``DecisionMeasure/Rule``, a ``GestureReason`` code, `controlMargin`, or
    /// the decision that ran a handler.
    public var rule: String
    /// The number measured, its limit and their unit; nil for a decision without a number.
    public var numbers: Numbers?
    /// What the decision flips to across the limit.
    public var flip: String?
    /// For a handler's run: the recognizer or control whose decision ran it.
    public var of: String?

    /// A number a rule measured and the limit it compared it with.
    public struct Numbers: Hashable, Sendable {
        /// What was measured.
        public var measured: Double
        /// The limit.
        public var limit: Double
        /// The unit of both.
        public var unit: DecisionMeasure.Unit
        /// True when the decision holds because ``measured`` stayed within ``limit``.
        public var withinLimit: Bool

        /// Creates numbers.
        public init(measured: Double, limit: Double, unit: DecisionMeasure.Unit, withinLimit: Bool) {
            self.measured = measured
            self.limit = limit
            self.unit = unit
            self.withinLimit = withinLimit
        }

        /// The numbers of a measure.
        public init(_ measure: DecisionMeasure) {
            self.init(measured: measure.measured, limit: measure.limit, unit: measure.unit, withinLimit: measure.withinLimit)
        }

        /// How far from the limit, on the decision's side (never negative).
        public var spare: Double { max(withinLimit ? limit - measured : measured - limit, 0) }
    }

    /// How far from flipping, in the numbers' unit (0: on the limit); nil without a number.
    public var spare: Double? { numbers?.spare }

    /// Creates a margin.
    public init(time: Timestamp, id: String, decision: String, rule: String, numbers: Numbers?, flip: String?) {
        self.time = time
        self.id = id
        self.decision = decision
        self.rule = rule
        self.numbers = numbers
        self.flip = flip
    }

    /// True when the margin is at most `limits`' distance (points) or time (seconds).
    public func isFragile(_ limits: FragileLimits) -> Bool {
        guard let measure = numbers, let spare else { return false }
        switch measure.unit {
        case .points: return spare <= limits.distance
        case .seconds: return spare <= limits.time
        case .radians: return limits.angle.map { spare <= $0 } ?? false
        }
    }

    /// The order `margins` lists them in: tightest first, a unit's spare counted in its default
    /// fragile limit (2 pt, 20 ms, 2°), then by time; decisions without a number last, by time.
    public static func tighter(_ a: DecisionMargin, _ b: DecisionMargin) -> Bool {
        switch (a.scaledSpare, b.scaledSpare) {
        case (let x?, let y?) where x != y: return x < y
        case (.some, nil): return true
        case (nil, .some): return false
        default: return a.time < b.time
        }
    }

    /// ``spare`` counted in the unit's default fragile limit (nil without a number).
    var scaledSpare: Double? {
        guard let measure = numbers, let spare else { return nil }
        let defaults = FragileLimits.standard
        switch measure.unit {
        case .points: return spare / defaults.distance
        case .seconds: return spare / defaults.time
        case .radians: return spare / (defaults.angle ?? 1)
        }
    }

    /// The margin as a line of `format` (without the line break):
    /// `0.350  single ended  tapMovement: 3.2 pt ≤ 45 pt, 41.8 pt to spare (else failed)`, or
    /// `{"t":0.350000,"id":"single","decision":"ended","rule":"tapMovement","measured":3.2,…}`.
    public func line(_ format: RecordFormat) -> String {
        switch format {
        case .text:
            var line = "\(time.formatted(decimals: 3))  \(id) \(decision)" + (of.map { " (of \($0))" } ?? "") + "  \(rule)"
            if let measure = numbers, let spare {
                let unit = measure.unit.rawValue
                let comparison = measure.withinLimit ? "≤" : "≥"
                line += ": \(DecisionMargin.text(measure.measured)) \(unit) \(comparison) \(DecisionMargin.text(measure.limit)) \(unit), "
                    + "\(DecisionMargin.text(spare)) \(unit) to spare"
            }
            if let flip { line += " (else \(flip))" }
            return line
        case .jsonl:
            var out = "{\"t\":\(time.formatted(decimals: 6)),\"id\":\(RecordFormat.jsonString(id)),\"decision\":\(RecordFormat.jsonString(decision))"
                + (of.map { ",\"of\":\(RecordFormat.jsonString($0))" } ?? "") + ",\"rule\":\(RecordFormat.jsonString(rule))"
            if let measure = numbers, let spare {
                out += ",\"measured\":\(DecisionMargin.json(measure.measured)),\"limit\":\(DecisionMargin.json(measure.limit))"
                    + ",\"unit\":\"\(measure.unit.rawValue)\",\"spare\":\(DecisionMargin.json(spare))"
            }
            if let flip { out += ",\"flip\":\(RecordFormat.jsonString(flip))" }
            return out + "}"
        }
    }

    private static func text(_ value: Double) -> String { DecimalText.string(value, maxDecimals: 3) }
    private static func json(_ value: Double) -> String { DecimalText.string(value, maxDecimals: 6) }
}
