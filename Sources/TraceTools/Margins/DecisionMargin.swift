import ControlModel
import GestureModel
import SceneFiles

/// One decision of a replay and how far its input was from flipping it (`bk-events margins`):
/// the rule that decided, the number it measured and its limit, the distance or time to spare,
/// and what the decision would have been across the limit.
///
/// The numbers come from the event stream: a recognition's from its rule's
/// `DecisionMeasure`, a failure's from its `GestureReason`, a control's up from the
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
    /// The rule: a `DecisionMeasure.Rule`, a `GestureReason` code or `controlMargin`; for a
    /// handler's run, the rule of the decision that ran it.
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

    /// True when the margin is at most `limits`' distance (points) or time (seconds), or its
    /// angle or speed when it has one.
    public func isFragile(_ limits: FragileLimits) -> Bool {
        guard let measure = numbers, let spare else { return false }
        switch measure.unit {
        case .points: return spare <= limits.distance
        case .seconds: return spare <= limits.time
        case .radians: return limits.angle.map { spare <= $0 } ?? false
        case .pointsPerSecond: return limits.speed.map { spare <= $0 } ?? false
        }
    }

    /// The order `margins` lists them in: tightest first, a unit's spare counted in its default
    /// fragile limit (2 pt, 20 ms, 2°, 100 pt/s), then by time; decisions without a number last, by time.
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
        case .pointsPerSecond: return spare / (defaults.speed ?? 1)
        }
    }

    /// The margin as a line of `format` (without the line break):
    /// `0.350  single ended  tapMovement: 3.2 pt ≤ 45 pt, 41.8 pt to spare (else failed)`, or
    /// `{"t":0.350000,"id":"single","decision":"ended","rule":"tapMovement","measured":3.2,…}`.
    public func line(_ format: RecordFormat) -> String {
        var bytes: [UInt8] = []
        append(format, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``line(_:)`` to `out`, byte by byte (no string made: `margins` writes one per
    /// decision of a long replay). Names are escaped as every printed name is.
    package func append(_ format: RecordFormat, to out: inout [UInt8]) {
        switch format {
        case .text:
            time.append(decimals: 3, to: &out)
            out.append(contentsOf: "  ".utf8)
            DecisionMargin.appendText(id, to: &out)
            out.append(UInt8(ascii: " "))
            DecisionMargin.appendText(decision, to: &out)
            if let of {
                out.append(contentsOf: " (of ".utf8)
                DecisionMargin.appendText(of, to: &out)
                out.append(UInt8(ascii: ")"))
            }
            out.append(contentsOf: "  ".utf8)
            DecisionMargin.appendText(rule, to: &out)
            if let numbers {
                let unit = numbers.unit.rawValue.utf8
                out.append(contentsOf: ": ".utf8)
                DecimalText.append(numbers.measured, maxDecimals: 3, to: &out)
                out.append(UInt8(ascii: " "))
                out.append(contentsOf: unit)
                out.append(contentsOf: (numbers.withinLimit ? " ≤ " : " ≥ ").utf8)
                DecimalText.append(numbers.limit, maxDecimals: 3, to: &out)
                out.append(UInt8(ascii: " "))
                out.append(contentsOf: unit)
                out.append(contentsOf: ", ".utf8)
                DecimalText.append(numbers.spare, maxDecimals: 3, to: &out)
                out.append(UInt8(ascii: " "))
                out.append(contentsOf: unit)
                out.append(contentsOf: " to spare".utf8)
            }
            if let flip {
                out.append(contentsOf: " (else ".utf8)
                DecisionMargin.appendText(flip, to: &out)
                out.append(UInt8(ascii: ")"))
            }
        case .jsonl:
            out.append(contentsOf: #"{"t":"#.utf8)
            time.append(decimals: 6, to: &out)
            out.append(contentsOf: #","id":"#.utf8)
            DecisionMargin.appendJSON(id, to: &out)
            out.append(contentsOf: #","decision":"#.utf8)
            DecisionMargin.appendJSON(decision, to: &out)
            if let of {
                out.append(contentsOf: #","of":"#.utf8)
                DecisionMargin.appendJSON(of, to: &out)
            }
            out.append(contentsOf: #","rule":"#.utf8)
            DecisionMargin.appendJSON(rule, to: &out)
            if let numbers {
                out.append(contentsOf: #","measured":"#.utf8)
                DecimalText.append(numbers.measured, maxDecimals: 6, to: &out)
                out.append(contentsOf: #","limit":"#.utf8)
                DecimalText.append(numbers.limit, maxDecimals: 6, to: &out)
                out.append(contentsOf: #","unit":""#.utf8)
                out.append(contentsOf: numbers.unit.rawValue.utf8)
                out.append(contentsOf: #"","spare":"#.utf8)
                DecimalText.append(numbers.spare, maxDecimals: 6, to: &out)
            }
            if let flip {
                out.append(contentsOf: #","flip":"#.utf8)
                DecisionMargin.appendJSON(flip, to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// True when every byte of `text` prints as itself, in text and inside JSON quotes.
    private static func isPlain(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "\"") }
    }

    private static func appendText(_ text: String, to out: inout [UInt8]) {
        if isPlain(text) { out.append(contentsOf: text.utf8) } else { out.append(contentsOf: FileError.escaped(text).utf8) }
    }

    private static func appendJSON(_ text: String, to out: inout [UInt8]) {
        if isPlain(text) {
            out.append(UInt8(ascii: "\""))
            out.append(contentsOf: text.utf8)
            out.append(UInt8(ascii: "\""))
        } else {
            out.append(contentsOf: RecordFormat.jsonString(text).utf8)
        }
    }
}
