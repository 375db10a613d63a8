import Testing

@testable import GestureModel
@testable import CorpusTesting

/// The diff a failing corpus case prints: unified hunks over records, two records of context.
@Suite("Record diffs")
struct LineDiffTests {
    static func diff(_ old: [String], _ new: [String]) -> LineDiff {
        LineDiff(expected: old.map { Substring($0) }, produced: new.map { Substring($0) })
    }

    @Test func oneChangedRecordShowsItWithTwoRecordsOfContext() {
        let old = ["a", "b", "c", "d", "e", "f", "g"]
        var new = old
        new[3] = "D"
        let diff = Self.diff(old, new)
        #expect(diff.removed == 1 && diff.added == 1)
        #expect(diff.text == "@@ -2,5 +2,5 @@\n  b\n  c\n- d\n+ D\n  e\n  f\n")
    }

    @Test func aMissingAndAnExtraRecordAreAlignedNotShiftedEverywhere() {
        let old = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"]
        var new = old
        new.remove(at: 1)  // "2" missing
        new.insert("x", at: 9)  // an extra record near the end
        let diff = Self.diff(old, new)
        #expect(diff.removed == 1 && diff.added == 1)
        #expect(diff.text == "@@ -1,4 +1,3 @@\n  1\n- 2\n  3\n  4\n@@ -9,4 +8,5 @@\n  9\n  10\n+ x\n  11\n  12\n")
    }

    @Test func emptySidesStartAtZero() {
        #expect(Self.diff([], ["a", "b"]).text == "@@ -0,0 +1,2 @@\n+ a\n+ b\n")
        #expect(Self.diff(["a"], []).text == "@@ -1,1 +0,0 @@\n- a\n")
        #expect(Self.diff(["a"], ["a"]).text == "")
    }

    @Test func longDiffsAreCutWithACountOfWhatIsNotShown() {
        let old = (0..<100).map { "old \($0)" }, new = (0..<100).map { "new \($0)" }
        let diff = Self.diff(old, new)
        #expect(diff.removed == 100 && diff.added == 100)
        let lines = diff.text.split(separator: "\n")
        #expect(lines.count == 1 + LineDiff.lineLimit + 1)
        #expect(lines.last == "… 160 more changed record(s) not shown")
    }

    @Test func aLargeMiddleIsShownUnalignedRatherThanSlowly() {
        // more than the alignment limit of pairs: removed then added, no table
        let count = 1100
        let old = (0..<count).map { "a\($0)" }, new = (0..<count).map { "b\($0)" }
        let diff = Self.diff(old, new)
        #expect(diff.removed == count && diff.added == count)
        #expect(diff.text.hasPrefix("@@ -1,\(count) +1,\(count) @@\n- a0\n"))
    }
}
