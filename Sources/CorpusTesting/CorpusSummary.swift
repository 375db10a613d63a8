import SceneFiles
/// The results of a corpus run, in the order of its cases, with counts and the time it took.
public struct CorpusSummary: Sendable {
    /// Each case's result, in the order the cases were given (whatever order they ran in).
    public var results: [CorpusResult]
    /// How long the whole run took.
    public var wallTime: Duration
    /// How many threads replayed.
    public var workers: Int
    /// Whether the passing cases were checked for fragile decisions (a ``CorpusRunner/listener``).
    public var checksFragility = false

    /// A summary.
    public init(results: [CorpusResult], wallTime: Duration, workers: Int) {
        self.results = results
        self.wallTime = wallTime
        self.workers = workers
    }

    private func count(_ status: String) -> Int {
        var count = 0
        for result in results where result.status == status { count += 1 }
        return count
    }

    /// Cases whose output matched.
    public var passed: Int { count("passed") }
    /// Cases whose output differs (and whose expectations were not all rewritten).
    public var failed: Int { count("failed") }
    /// Cases whose output differed and whose expectations were rewritten from it.
    public var updatedCases: Int { count("updated") }
    /// Cases with a bad or missing file.
    public var bad: Int { count("bad") }
    /// Cases with nothing to compare with.
    public var skipped: Int { count("skipped") }
    /// Cases that passed with a decision within a hair of flipping (counted in ``passed`` too).
    public var fragile: Int {
        var count = 0
        for result in results where !result.fragile.isEmpty { count += 1 }
        return count
    }
    /// Cases checked with reasons on: those with an expectation named `NAME.explained.jsonl`
    /// or `.txt` (each counted once, with its plain expectations, in the counts above too).
    public var explained: Int {
        var count = 0
        for result in results where result.corpusCase.expectations.contains(where: \.explained) { count += 1 }
        return count
    }
    /// The expectation files rewritten.
    public var updated: [String] { results.flatMap(\.updated) }
    /// The expectation files that could not be rewritten.
    public var updateErrors: [FileError] { results.compactMap(\.updateError) }

    /// The `count` slowest cases, slowest first (ties in case order).
    ///
    /// - Complexity: O(*n* × `count`).
    public func slowest(_ count: Int) -> [CorpusResult] {
        var top: [Int] = []
        for index in results.indices {
            // after the last one slower or as slow: ties stay in case order
            let place = top.firstIndex { results[$0].duration < results[index].duration } ?? top.count
            if place < count {
                top.insert(index, at: place)
                if top.count > count { top.removeLast() }
            }
        }
        return top.map { results[$0] }
    }

    /// `N passed, M failed` (`N passed (F fragile), …` when some passed by a hair), then updated cases, bad files and skipped cases when there are any.
    public var line: String {
        var line = "\(passed) passed\(fragile > 0 ? " (\(fragile) fragile)" : ""), \(failed) failed"
        if updatedCases > 0 { line += ", \(updatedCases) updated" }
        if bad > 0 { line += ", \(bad) bad file\(bad == 1 ? "" : "s")" }
        if skipped > 0 { line += ", \(skipped) skipped" }
        return line
    }
}
