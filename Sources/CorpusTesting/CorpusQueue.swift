import Synchronization
import Replay

/// The work queue of a corpus run: hands out case indices, takes results back in any order,
/// and passes them on in case order.
final class CorpusQueue: Sendable {
    private struct State: Sendable {
        /// Results in case order; those not yet finished are nil.
        var results: [CorpusResult?]
        /// The results handed on so far (all before this index).
        var reported = 0
    }

    private let nextIndex = Atomic(0)
    private let count: Int
    /// A POSIX lock, not `Synchronization.Mutex`, which ThreadSanitizer cannot follow when it is
    /// contended (see ``ConditionLock``).
    private let state: ConditionLock<State>
    private let onResult: @Sendable (CorpusResult) -> Void

    /// A queue of `count` cases whose results go to `onResult` in order.
    init(count: Int, onResult: @escaping @Sendable (CorpusResult) -> Void) {
        self.count = count
        self.onResult = onResult
        state = ConditionLock(State(results: Array(repeating: nil, count: count)))
    }

    /// The next case to check, or nil when all are taken.
    func next() -> Int? {
        let index = nextIndex.wrappingAdd(1, ordering: .relaxed).oldValue
        return index < count ? index : nil
    }

    /// Takes the result of case `index`, and hands on those now in order.
    func finish(_ index: Int, _ result: CorpusResult) {
        state.withLock { state in
            state.results[index] = result
            while state.reported < count, let ready = state.results[state.reported] {
                onResult(ready)
                state.reported += 1
            }
        }
    }

    /// Every result, in case order (once all are finished), taken out of the queue.
    func takeResults() -> [CorpusResult] {
        state.withLock { state in
            var results: [CorpusResult] = []
            results.reserveCapacity(state.results.count)
            for index in state.results.indices {
                if let result = state.results[index].take() { results.append(result) }
            }
            state.results = []
            return results
        }
    }
}
