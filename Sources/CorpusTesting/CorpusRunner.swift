import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Checks the cases of a corpus in one process on several threads: each thread takes the next
/// case from a shared queue and replays it on models of its own (a replay shares nothing with
/// another), so the cases' results are the same however many threads run and in whatever
/// order they finish.
///
/// ```swift
/// let cases = try CorpusDiscovery.discover(["Tests/Traces"])
/// let summary = CorpusRunner().run(cases)
/// #expect(summary.failed == 0 && summary.bad == 0)
/// ```
public struct CorpusRunner: Sendable {
    /// How many threads replay (at least 1).
    public var workers: Int
    /// Whether expectation files that differ from the output are rewritten from it (those of
    /// a case whose replay failed are never touched).
    public var update: Bool
    /// When set, makes a listener for each case, on the thread that replays it: it hears that
    /// replay's event stream, and a passing case keeps what it found
    /// (``CorpusResult/fragile``). `bk-events test --fragile` hears the decisions' margins
    /// here; nil (the default) attaches nothing, so the replays cost what they did.
    public var listener: (@Sendable () -> any CorpusCaseListener)?

    /// A runner on `workers` threads (the processors available by default).
    public init(workers: Int? = nil, update: Bool = false, listener: (@Sendable () -> any CorpusCaseListener)? = nil) {
        self.workers = max(1, workers ?? CorpusRunner.processorCount)
        self.update = update
        self.listener = listener
    }

    /// The processors available to this process.
    public static var processorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// Checks `cases`, handing each result to `onResult` as soon as those of the cases before
    /// it are handed over (so results arrive in case order, one call at a time, from whichever
    /// thread finished last).
    ///
    /// - Complexity: memory for one replay per thread and the results (each a few hundred
    ///   bytes, plus the differences of failed cases), not for the outputs.
    public func run(_ cases: [CorpusCase], onResult: @escaping @Sendable (CorpusResult) -> Void = { _ in }) -> CorpusSummary {
        let clock = ContinuousClock()
        let start = clock.now
        let queue = CorpusQueue(count: cases.count, onResult: onResult)
        let threads = min(workers, max(1, cases.count))
        let runner = self
        let work: @Sendable () -> Void = {
            while let index = queue.next() {
                queue.finish(index, runner.check(cases[index]))
            }
        }
        let group = DispatchGroup()
        for _ in 1..<threads { DispatchQueue.global().async(group: group, execute: work) }
        work()
        group.wait()
        var summary = CorpusSummary(results: queue.takeResults(), wallTime: clock.now - start, workers: threads)
        summary.checksFragility = listener != nil
        return summary
    }

    /// Checks one case on the caller's thread (with a ``listener`` when one is set).
    public func check(_ corpusCase: CorpusCase) -> CorpusResult {
        CorpusCheck.run(corpusCase, update: update, listener: listener)
    }
}
