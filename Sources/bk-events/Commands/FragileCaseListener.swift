import GestureModel
import CorpusTesting
import TraceTools

/// Hears one case's replay for `bk-events test --fragile`: the margin of each decision
/// (``MarginCollector``), and at the end the lines of those within the limits, tightest first,
/// as `bk-events margins` prints them.
final class FragileCaseListener: CorpusCaseListener {
    private let collector = MarginCollector()
    private let limits: FragileLimits

    init(limits: FragileLimits) { self.limits = limits }

    /// The decisions alone, as the collector.
    var detail: GestureEventDetail { collector.detail }

    func receive(_ event: GestureEvent) { collector.receive(event) }

    /// - Complexity: O(d log d) for d decisions.
    func finish() -> [String] {
        DecisionMargins.tightestFirst(collector.margins).filter { $0.isFragile(limits) }.map { $0.line(.text) }
    }
}
