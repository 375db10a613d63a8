import Testing

@testable import GestureModel
@testable import CorpusTesting

/// The diff a failing corpus case prints: unified hunks over records, two records of context.
@Suite("Record diffs")
struct LineDiffTests {
    /// The diff of `old` (expected) and `new` (produced), fed as a corpus feeds it: a produced
    /// record, then an expected one.
    static func diff(_ old: [String], _ new: [String]) -> LineDiff {
        var diff = LineDiff()
        for index in 0..<max(old.count, new.count) {
            if index < new.count { diff.produce(Array(new[index].utf8)) } else if index == new.count { diff.endProduced() }
            if index < old.count { diff.expect(Array(old[index].utf8)) } else if index == old.count { diff.endExpected() }
        }
        diff.finish()
        return diff
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
        #expect(lines.count == 1 + DiffHunks.lineLimit + 1)
        #expect(lines.last == "… 160 more changed record(s) not shown")
    }

    @Test func aLongStretchThatDiffersIsShownRemovedThenAdded() {
        // more than the window a side holds while the sides differ: let go from the front
        let count = LineDiff.window + 100
        let old = (0..<count).map { "a\($0)" }, new = (0..<count).map { "b\($0)" }
        let diff = Self.diff(old, new)
        #expect(diff.removed == count && diff.added == count)
        #expect(diff.text.hasPrefix("@@ -1,\(count) +1,\(count) @@\n- a0\n"))
    }

    /// A changed record in a long output: the sides meet again just after it, so the diff is
    /// that record alone, however much agrees before and after (the file was held whole before,
    /// 44 bytes for each of its bytes).
    @Test func oneChangeInALongOutputIsThatChangeAlone() {
        let old = (0..<20_000).map { "record \($0)" }
        var new = old
        new[12_345] = "changed"
        new.insert("extra", at: 15_000)
        new.remove(at: 17_000)
        let diff = Self.diff(old, new)
        #expect(diff.removed == 2 && diff.added == 2)
        #expect(diff.expectedCount == 20_000 && diff.producedCount == 20_000)
        #expect(diff.text == """
            @@ -12344,5 +12344,5 @@
              record 12343
              record 12344
            - record 12345
            + changed
              record 12346
              record 12347
            @@ -14999,4 +14999,5 @@
              record 14998
              record 14999
            + extra
              record 15000
              record 15001
            @@ -16998,5 +16999,4 @@
              record 16997
              record 16998
            - record 16999
              record 17000
              record 17001

            """)
    }

    /// Sides that never meet again are let go from the front: what the diff holds stays within
    /// its window whatever their length, and the counts stay exact.
    @Test func sidesThatNeverMeetAreHeldNoFurtherThanTheWindow() {
        var diff = LineDiff()
        for index in 0..<(LineDiff.window * 20) {
            diff.produce(Array("new \(index)".utf8))
            diff.expect(Array("old \(index)".utf8))
            #expect(diff.held <= 2 * LineDiff.window)
        }
        diff.finish()
        #expect(diff.removed == LineDiff.window * 20 && diff.added == LineDiff.window * 20)
        #expect(diff.text.hasSuffix("… \(LineDiff.window * 40 - DiffHunks.lineLimit) more changed record(s) not shown\n"))
    }

    /// A line longer than a diff shows is cut (at a character's start), so a failure keeps a
    /// bounded text however long the lines of a file.
    @Test func aVeryLongLineIsCutInTheDiff() {
        let long = String(repeating: "é", count: DiffHunks.lineBytes)
        let diff = Self.diff(["a", long], ["a", "b"])
        let shown = diff.text.split(separator: "\n")[2]
        #expect(shown.hasPrefix("- éé") && shown.hasSuffix("é…"))
        #expect(shown.utf8.count <= DiffHunks.lineBytes + 2 + "…".utf8.count)
    }
}
