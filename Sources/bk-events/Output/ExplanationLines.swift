import ControlModel
import GestureModel
import SceneFiles
import Replay

/// Makes and writes the lines of `replay --explain`'s entries (``ExplainedEntry``), on the
/// writing thread: the bytes ``ExplanationFormat`` defines — JSON Lines written straight into a
/// scratch buffer and copied to the output whole (no string made per line), the same bytes as
/// ``ExplainedEntry/lines(as:)``; text through that function.
final class ExplanationLines {
    private let output: OutputStream
    private let format: RecordFormat
    // `@exclusivity(unchecked)` here and below disables the dynamic exclusivity check of the
    // property's accesses (swift_beginAccess/endAccess, debug builds included); each is kept
    // after a callgrind audit (Benchmarks/README.md, "Exclusivity audit").
    /// Where a JSON line is made; grown when a line may not fit.
    @exclusivity(unchecked) private var scratch: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private var capacity = 4096
    /// The last record time written into ``scratch``, for the records after it at the same instant.
    @exclusivity(unchecked) private var recentTime = RecentTimeText()
    /// The `"reason":{…}` members met so far (most repeat: the same rule with the same
    /// numbers); bounded, so memory stays flat.
    @exclusivity(unchecked) private var reasonMembers: [GestureReason: String] = [:]
    private static let memoLimit = 4096

    /// The `"reason":{…}` member of `reason`, made once.
    private func member(_ reason: GestureReason) -> String {
        if let known = reasonMembers[reason] { return known }
        let made = ExplanationFormat.reasonMember(reason)
        if reasonMembers.count < ExplanationLines.memoLimit { reasonMembers[reason] = made }
        return made
    }

    init(output: OutputStream, format: RecordFormat) {
        self.output = output
        self.format = format
        scratch = .allocate(capacity: capacity)
    }

    deinit { scratch.deallocate() }

    /// Writes the line (or lines) of `entry`.
    func write(_ entry: ExplainedEntry) {
        guard format == .jsonl else {
            for line in entry.lines(as: format) { output.writeLine(line) }
            return
        }
        switch entry {
        case .record(let record):
            output.write(record, as: format)
        case .explained(let record, let reason):
            let member = member(reason)
            put(RecordFormat.jsonBound(record) &+ member.utf8.count &+ 2) { out in
                RecordFormat.writeJSON(record, to: &out, times: &recentTime)
                // over the closing brace
                out.cursor -= 1
                out.put(UInt8(ascii: ","))
                ExplanationFormat.putRaw(member, to: &out)
                out.put(UInt8(ascii: "}"))
            }
        case .decision(let kind, let id, let state, let reason, let time):
            let member = member(reason)
            put(ExplanationFormat.jsonRecordBound(id: id, state: state.rawValue, reasonMember: member)) { out in
                ExplanationFormat.writeJSONRecord(kind: kind, id: id, state: state.rawValue, reasonMember: member, at: time, to: &out)
            }
        case .delivery(let id, let touch, let phase, let reason, let time):
            let member = member(reason)
            put(ExplanationFormat.jsonRecordBound(id: id, state: phase.rawValue, reasonMember: member)) { out in
                ExplanationFormat.writeJSONRecord(
                    kind: "delivery", id: id, touch: touch, state: phase.rawValue, reasonMember: member, at: time, to: &out)
            }
        case .landing(let landing, let time):
            put(ExplanationFormat.jsonRecordBound(for: landing)) { out in
                ExplanationFormat.writeJSONRecord(for: landing, at: time, to: &out)
            }
        case .refusal(let id, let action?, let reason, let time):
            let member = member(reason)
            put(ExplanationFormat.jsonRecordBound(id: id, state: action, reasonMember: member)) { out in
                ExplanationFormat.writeJSONRecord(kind: "refused", id: id, state: action, reasonMember: member, at: time, to: &out)
            }
        case .refusal:
            for line in entry.lines(as: format) { output.writeLine(line) }
        }
    }

    /// Makes a line of at most `bound` bytes (newline excluded) in the scratch buffer with
    /// `body`, and writes it with its newline.
    private func put(_ bound: Int, _ body: (inout ByteWriter) -> Void) {
        if bound &+ 1 > capacity {
            scratch.deallocate()
            capacity = bound &+ 1
            scratch = .allocate(capacity: capacity)
        }
        var out = ByteWriter(scratch)
        body(&out)
        out.put(0x0A)
        output.write(UnsafeBufferPointer(start: scratch, count: out.cursor - scratch))
    }
}
