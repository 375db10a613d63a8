import SceneFiles
import CorpusTesting

/// Runs the corpus runner over a ``RandomCorpusTree`` as `bk-events test --update`, then
/// `bk-events test` twice, and says which of its promises broke:
///
/// - nothing outside the tree changes (not through a link, a hard link, a planted temporary);
/// - no temporary is left behind, in the tree or outside it;
/// - the two checks give the same report (on two threads and on one, the folder named three
///   ways and once), with the same files skipped (each told once);
/// - a case `--update` rewrote passes the check after it.
package struct CorpusTreeCheck {
    /// The promises broken, each in a sentence; empty when all held.
    package private(set) var violations: [String] = []
    /// The reports of the two checks (for a finding's log).
    package private(set) var reports: [String] = []

    /// Checks the corpus runner on `tree`.
    package init(_ tree: RandomCorpusTree) {
        let before = TreeFiles.snapshot(tree.outside)
        // the folder named three ways: each case once
        let paths = [tree.tree, tree.tree + "/", tree.tree + "//"]
        let updated = CorpusTreeCheck.run(paths, workers: 2, update: true)
        let first = CorpusTreeCheck.run(paths, workers: 2, update: false)
        let second = CorpusTreeCheck.run([tree.tree], workers: 1, update: false)
        reports = [first.report, second.report]
        if first.report != second.report { violations.append("two checks of the same tree gave different reports") }
        if TreeFiles.snapshot(tree.outside) != before { violations.append("a file outside the tree changed") }
        let left = TreeFiles.named(containing: ".bk-events-", under: tree.root).filter { !$0.hasSuffix(".bk-events-planted") }
        if !left.isEmpty { violations.append("temporaries were left behind: \(left)") }
        let passed = Set(first.summary.results.filter { $0.status == "passed" }.map(\.corpusCase.name))
        for result in updated.summary.results where result.status == "updated" && !passed.contains(result.corpusCase.name) {
            violations.append("\(result.corpusCase.name) was updated, and then did not pass")
        }
    }

    /// One run: its summary, and its report — each case's outcome in full, the files skipped
    /// and the counts (no timings).
    private static func run(_ paths: [String], workers: Int, update: Bool) -> (summary: CorpusSummary, report: String) {
        // what was skipped, once each (a folder named three times tells it three times)
        var skipped: Set<String> = []
        let cases: [CorpusCase]
        do throws(FileError) {
            cases = try CorpusDiscovery.discover(paths) { path, why in skipped.insert("skipped \(path): \(why)\n") }
        } catch {
            return (CorpusRunner(workers: 1).run([]), "discovery failed: \(error)\n")
        }
        var report = skipped.sorted().joined()
        let summary = CorpusRunner(workers: workers, update: update).run(cases)
        for result in summary.results {
            report += "\(result.corpusCase.name) \(result.status)"
            switch result.outcome {
            case .passed: break
            case .skipped(let reason): report += ": \(reason)"
            case .bad(let error): report += ": \(error)"
            case .failed(let mismatches):
                for mismatch in mismatches { report += ": \(mismatch.summary)\n\(mismatch.diff)" }
            }
            report += "\n"
        }
        return (summary, report + summary.line + "\n")
    }
}
