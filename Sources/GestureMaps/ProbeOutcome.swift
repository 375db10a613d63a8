import GestureModel

/// A probe's outcome in words, shared by the probes that list handlers, alerts presented and a
/// refusal (``AlertProbe``, ``TypingProbe``).
enum ProbeOutcome {
    /// `refused: REASON` when `refusal` is given; otherwise the handlers then `presents A, B`,
    /// joined by `; `; `nothing` when there are none.
    static func text(handlers: [String], presents: [String], refusal: GestureReason?) -> String {
        if let refusal { return "refused: \(refusal)" }
        var parts = handlers
        if !presents.isEmpty { parts.append("presents " + presents.joined(separator: ", ")) }
        return parts.isEmpty ? "nothing" : parts.joined(separator: "; ")
    }
}
