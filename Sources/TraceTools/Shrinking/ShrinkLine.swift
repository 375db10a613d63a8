import ControlModel
import GestureModel
import SceneFiles

/// One line of a trace being shrunk (``TraceShrinker``): a touch sample or a command, with its
/// time in whole nanoseconds, so shifting and rounding never drift.
public struct ShrinkLine: Hashable, Sendable {
    /// What the line says.
    public enum Content: Hashable, Sendable {
        /// A touch sample.
        case sample(touch: Int, phase: TouchPhase, x: Double, y: Double)
        /// A command: its members after `t`, as JSON text (`"do":"idle"`), in file order.
        case command(members: String)
    }

    /// The line's `t`, in nanoseconds.
    public var nanoseconds: Int64
    /// What the line says.
    public var content: Content

    /// Creates a line.
    public init(nanoseconds: Int64, content: Content) {
        self.nanoseconds = nanoseconds
        self.content = content
    }

    /// The touch id, for a sample.
    public var touch: Int? {
        if case .sample(let touch, _, _, _) = content { return touch }
        return nil
    }

    /// The phase, for a sample.
    public var phase: TouchPhase? {
        if case .sample(_, let phase, _, _) = content { return phase }
        return nil
    }

    /// The line as a trace file holds it (without its line break): `t` with as many decimals
    /// as it needs (nine at most, exact), positions as Swift prints them (exact).
    public var text: String {
        let t = ShrinkLine.seconds(nanoseconds)
        switch content {
        case .sample(let touch, let phase, let x, let y):
            return "{\"t\":\(t),\"touch\":\(touch),\"phase\":\"\(phase.rawValue)\",\"x\":\(ShrinkLine.number(x)),\"y\":\(ShrinkLine.number(y))}"
        case .command(let members):
            return "{\"t\":\(t)," + members + "}"
        }
    }

    /// `nanoseconds` as seconds, exactly, without trailing zeros (`0.35`, `2`).
    static func seconds(_ nanoseconds: Int64) -> String {
        let whole = nanoseconds / 1_000_000_000, fraction = nanoseconds % 1_000_000_000
        guard fraction != 0 else { return String(whole) }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 9 - digits.count) + digits
        while digits.last == "0" { digits.removeLast() }
        return "\(whole).\(digits)"
    }

    /// A coordinate: an integer without decimals, otherwise Swift's shortest exact form.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
