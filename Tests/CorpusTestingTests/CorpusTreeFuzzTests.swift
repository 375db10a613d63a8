import Testing

@testable import TestFixtures
import TestSupport

/// Random corpus trees (issue 31; ``RandomCorpusTree``): traces, scenes and expectations
/// (right, stale, garbage, empty, with comments), links to files and folders outside the tree
/// and back up it, hard links, dangling links, FIFOs and odd names, run with `--update` and
/// then checked twice (``CorpusTreeCheck``). Nothing outside the tree changes, no temporary is
/// left behind, the two checks give the same report, and what was updated passes. The fuzz
/// target `FuzzCorpus` runs the same check on trees libFuzzer steers.
@Suite("corpus runner on random trees")
struct CorpusTreeFuzzTests {
    @Test(arguments: 0..<24)
    func nothingOutsideTheTreeChangesAndARunRepeats(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed) &* 7919)
        let root = TreeFiles.temporaryFolder("bk-corpus-tree")
        defer { TreeFiles.remove(root) }
        let check = CorpusTreeCheck(RandomCorpusTree(in: root, examples: URLPaths.examples, using: &random))
        #expect(check.violations == [], "\(check.reports.joined(separator: "\n=====\n"))")
    }

    /// `FuzzCorpus`'s first finding (the two bytes `-\n`, kept in `Fuzz/corpus/FuzzCorpus`):
    /// the tree picks one expectation's path twice, first for a FIFO, then for a file, and
    /// writing the file waited for a reader of the FIFO for ever.
    /// `FuzzCorpus`'s second finding (the four bytes `db24f4a4`): a FIFO at the path of an
    /// expectation `--update` writes anew; opening it for writing waited for a reader for ever.
    /// It is refused as not a regular file.
    @Test func anExpectationThatIsAFIFOIsNotWrittenInto() throws {
        var bytes = ByteSource([0xDB, 0x24, 0xF4, 0xA4])
        let root = TreeFiles.temporaryFolder("bk-corpus-tree")
        defer { TreeFiles.remove(root) }
        let check = CorpusTreeCheck(RandomCorpusTree(in: root, examples: URLPaths.examples, using: &bytes))
        #expect(check.violations == [], "\(check.reports.joined(separator: "\n=====\n"))")
    }

    @Test func aPathPickedTwiceIsReplaced() throws {
        var bytes = ByteSource([0x2D, 0x0A])
        let root = TreeFiles.temporaryFolder("bk-corpus-tree")
        defer { TreeFiles.remove(root) }
        let check = CorpusTreeCheck(RandomCorpusTree(in: root, examples: URLPaths.examples, using: &bytes))
        #expect(check.violations == [], "\(check.reports.joined(separator: "\n=====\n"))")
    }
}
