import SceneFiles
import CorpusTesting
import TraceTools

/// `bk-events test --fragile DIST,TIME [--fail-fragile]`: each case's replay is heard by a
/// ``FragileCaseListener`` (`TraceTools`' margins), which the corpus runner attaches and knows
/// nothing else of.
extension TestCommand {
    /// Usage errors of the fragile options: a value that is no limits, `--fail-fragile` alone.
    static func validateFragile(_ arguments: ParsedArguments) throws(UsageError) {
        _ = try arguments.fragileLimits(.testFragile)
        if arguments.isSet(.failFragile), arguments[.testFragile] == nil {
            throw UsageError("'\(Option.failFragile.synopsis)' needs '\(Option.testFragile.synopsis)' (the limits)", option: .failFragile, command: arguments.command)
        }
    }

    /// The runner's listener for `--fragile`, nil without it (nothing attached, nothing measured).
    static func fragileListener(_ arguments: ParsedArguments) throws(UsageError) -> (@Sendable () -> any CorpusCaseListener)? {
        guard let limits = try arguments.fragileLimits(.testFragile) else { return nil }
        return { FragileCaseListener(limits: limits) }
    }
}

/// The fragile options of `bk-events test`.
extension Option {
    static let testFragile = Option(
        name: "fragile", value: .pattern,
        help: "Flag the passing cases with a decision within this distance or time of flipping, e.g. 2pt,20ms "
            + "(an angle and a speed may follow: 2pt,20ms,3deg,100pt/s): FRAGILE in text, \"fragile\" in JSON Lines, a property and system-out in JUnit.")
    static let failFragile = Option(
        name: "fail-fragile", help: "Exit 1 when a case passed by a hair (with --fragile); without it a fragile pass is a pass (exit 0).")
}
