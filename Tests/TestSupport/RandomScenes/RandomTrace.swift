/// A trace made by ``RandomTraceGenerator``, line by line as the trace file holds them, with the
/// time a replay of it may stop at.
package struct RandomTrace {
    /// One line of the file.
    package enum Line {
        /// A header object (`{"trace": 1, "scene": …}` or a variation).
        case header([(key: String, value: JSONText)])
        /// A touch sample.
        case sample(t: Double, touch: Int, phase: String, x: Double, y: Double)
        /// A command: `do`'s value, then the other members after `t` and `do`.
        case command(t: Double, name: String, fields: [(key: String, value: JSONText)])
        /// A comment or a blank line (skipped by readers).
        case comment(String)
        /// Any other text, written as it is (a line no reader accepts, or an object with its
        /// members in an unusual order).
        case text(String)

        /// The line's time, when it is a sample or a command.
        var time: Double? {
            switch self {
            case .sample(let t, _, _, _, _), .command(let t, _, _): return t
            default: return nil
            }
        }

        /// The line's text (without its line break).
        var text: String {
            switch self {
            case .header(let members): return JSONText.object(members).text
            case .sample(let t, let touch, let phase, let x, let y):
                return "{\"t\": \(JSONText.format(t)), \"touch\": \(touch), \"phase\": \"\(phase)\", \"x\": \(JSONText.format(x)), \"y\": \(JSONText.format(y))}"
            case .command(let t, let name, let fields):
                return JSONText.object([("t", .number(t)), ("do", .string(name))] + fields).text
            case .comment(let text), .text(let text): return text
            }
        }
    }

    package var lines: [Line] = []
    /// The line break: `\n`, or `\r\n` (both are accepted).
    package var lineBreak = "\n"
    /// Where a replay is asked to stop (`--until`), if anywhere.
    package var until: Double?

    /// The file's text.
    package var text: String { lines.map { $0.text + lineBreak }.joined() }
}
