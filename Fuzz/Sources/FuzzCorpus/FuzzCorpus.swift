#if canImport(Glibc)
import Glibc
#endif
import FuzzSupport
import TestSupport

/// The folder the trees are made in (one per process), and the Examples they are made of.
private let folder = TreeFiles.temporaryFolder("bk-events-fuzz-corpus")
private let examples: String = {
    // this file is Fuzz/Sources/FuzzCorpus/FuzzCorpus.swift in the repository
    var path = "\(#filePath)"
    for _ in 0..<4 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
    return path + "/Examples"
}()
nonisolated(unsafe) private var made = 0

/// The fuzzer's bytes as the choices of a ``RandomCorpusTree`` (traces, scenes, expectations,
/// links inside and out of the tree, FIFOs, odd names), run through the corpus runner as
/// `bk-events test --update` and twice as `bk-events test` (``CorpusTreeCheck``). A broken
/// promise — a file outside the tree changed, a temporary left, two checks that disagree, an
/// update that does not pass — aborts, so libFuzzer keeps the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCorpus(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var source = ByteSource(Array(UnsafeBufferPointer(start: data, count: size)))
    made += 1
    let root = folder + "/\(made)"
    mkdir(root, 0o755)
    defer { TreeFiles.remove(root) }
    let tree = RandomCorpusTree(in: root, examples: examples, using: &source)
    let check = CorpusTreeCheck(tree)
    if let first = check.violations.first {
        print("tree:")
        for (path, entry) in TreeFiles.snapshot(tree.root).sorted(by: { $0.key < $1.key }) {
            print("  \(path): \(entry.prefix(80).debugDescription)")
        }
        for report in check.reports { print("report:\n\(report)") }
        for violation in check.violations { print(violation) }
        fatalError("broken promise: \(first)")
    }
    return 0
}

/// The executable's entry point (SwiftPM calls it `FuzzCorpus_main`): libFuzzer's driver.
@_cdecl("FuzzCorpus_main")
public func fuzzCorpusMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv) { data, size in fuzzCorpus(data, size) }
}
