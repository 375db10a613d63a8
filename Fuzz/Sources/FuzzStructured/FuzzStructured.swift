#if canImport(Glibc)
import Glibc
#endif
import FuzzSupport
import GestureModel
import TestSupport

/// The folder the scenes are written to (one per process).
private let folder: String = {
    var template = Array("/tmp/bk-events-fuzz-XXXXXX".utf8CString)
    return template.withUnsafeMutableBufferPointer { buffer in
        guard let base = buffer.baseAddress, mkdtemp(base) != nil else { return "/tmp" }
        return String(cString: base)
    }
}()

/// The fuzzer's bytes as the choices of the edge-case generator (`RandomScenePair(edgesFrom:)`,
/// the same code `swift test` draws its pairs with): a scene and a trace from the whole file
/// vocabulary, replayed several ways and checked by `PairCheck` — acceptance by the format's
/// rules, the replay's invariants, text against JSON Lines, reruns, early stops and refused
/// lines. Any broken rule (other than the known findings, `KnownFinding`) aborts, so libFuzzer
/// keeps the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStructured(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var source = ByteSource(Array(UnsafeBufferPointer(start: data, count: size)))
    let pair = RandomScenePair(edgesFrom: &source)
    let check = PairCheck(scene: pair.scene, trace: pair.trace)
    let violations = check.violations { scene, trace, until, _ in ReplayOutcome.replay(sceneText: scene, traceText: trace, until: until, in: folder) }
        .filter { KnownFinding.matching($0) == nil }
    if let first = violations.first {
        print("scene:\n\(pair.sceneText)\ntrace (until \(pair.trace.until.map { "\($0)" } ?? "none")):\n\(pair.traceText)")
        for violation in violations { print(violation) }
        fatalError("broken rule: \(first.rule.rawValue)")
    }
    return 0
}

/// The executable's entry point (SwiftPM calls it `FuzzStructured_main`): libFuzzer's driver.
@_cdecl("FuzzStructured_main")
public func fuzzStructuredMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv) { data, size in fuzzStructured(data, size) }
}
