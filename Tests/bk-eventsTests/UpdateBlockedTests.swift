import Foundation
import Testing

/// `bk-events test --update` that cannot write an expectation: the run exits 74 (sysexits'
/// EX_IOERR, "an error occurred while doing I/O on some file"), the report names the file, and
/// the old expectation is left whole.
///
/// Sources: `sysexits.h` (EX_IOERR 74); the command's exit statuses in TheCommandLine.md.
@Suite("bk-events test --update blocked")
struct UpdateBlockedTests {
    /// A folder where the update writes its temporary (`NAME.bk-events-update`, renamed over the
    /// expectation): the expectation cannot be rewritten.
    @Test func aFolderAtTheTemporarysNameExits74NamingTheFile() throws {
        let root = try TestCommandTests.corpus()
        let expectation = root + "/corpus/map.expected.jsonl"
        try TestCommandTests.edit(expectation, "\"zoom\"", "\"zoomed\"")
        let before = try String(contentsOfFile: expectation, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: expectation + ".bk-events-update", withIntermediateDirectories: false)
        let update = try CommandRunner.run(["test", "corpus", "--update"], in: root)
        #expect(update.status == 74)
        #expect(update.stdout.contains("corpus/map.expected.jsonl: error: cannot rewrite the expectation"), "\(update.stdout)")
        #expect(!update.stdout.contains("UPDATED corpus/map.expected.jsonl"))
        #expect(try String(contentsOfFile: expectation, encoding: .utf8) == before)
    }
}
