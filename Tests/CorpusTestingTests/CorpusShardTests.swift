import Testing

@testable import GestureModel
@testable import CorpusTesting

/// Spreading a corpus over machines: every shard picks its cases by itself, and together the
/// shards take each case exactly once.
@Suite("Corpus shards and timings")
struct CorpusShardTests {
    static let cases: [CorpusCase] = (0..<60).map { index in
        CorpusCase(name: "corpus/folder\(index % 4)/trace-\(index)", input: .trace("t\(index)"), expectations: [], key: "folder\(index % 4)/trace-\(index)")
    }

    /// Timings for most of the cases (every seventh is new), from 1 to 200 ms.
    static let timings: CorpusTimings = {
        let lines = cases.enumerated().filter { $0.offset % 7 != 0 }.map { index, item in
            "{\"name\":\"\(item.name)\",\"key\":\"\(item.key)\",\"status\":\"passed\",\"seconds\":\(Double((index * 37) % 200 + 1) / 1000)}"
        }
        let text = (lines + ["{\"summary\":{\"passed\":1}}", "", "# a comment"]).joined(separator: "\n")
        return try! CorpusTimings(jsonLines: Array(text.utf8), file: "timings.jsonl")
    }()

    @Test(arguments: 1...7)
    func everyCaseFallsToExactlyOneShard(_ count: Int) {
        for timings in [nil, Self.timings] {
            var taken: [String: Int] = [:]
            for index in 0..<count {
                for item in CorpusShard(index: index, count: count)!.select(Self.cases, timings: timings) { taken[item.key, default: 0] += 1 }
            }
            #expect(taken.count == Self.cases.count)
            #expect(taken.values.allSatisfy { $0 == 1 })
        }
    }

    @Test func aCaseStaysOnItsShardWhenOthersComeAndGo() {
        let fewer = Array(Self.cases.prefix(20))
        for index in 0..<3 {
            let shard = CorpusShard(index: index, count: 3)!
            let all = Set(shard.select(Self.cases).map(\.key))
            #expect(Set(shard.select(fewer).map(\.key)) == all.intersection(fewer.map(\.key)))
        }
    }

    @Test func timingsEvenOutTheShards() {
        // longest first to the least loaded: no shard exceeds another by more than the longest case
        let costs: [Int64?] = [200, 10, 10, 10, 10, 190, 20, 5, 5, 5, 100, 100, nil, nil]
        let shards = CorpusShard.balance(costs, count: 3, fallback: 50)
        var loads = [Int64](repeating: 0, count: 3)
        for (item, shard) in shards.enumerated() { loads[shard] += costs[item] ?? 50 }
        #expect(loads.max()! - loads.min()! <= 200)
        #expect(loads.reduce(0, +) == 765)
        #expect(shards == CorpusShard.balance(costs, count: 3, fallback: 50))
    }

    @Test func shardsAreWrittenOneBasedAndChecked() {
        #expect(CorpusShard(parsing: "2/4") == CorpusShard(index: 1, count: 4))
        #expect(CorpusShard(parsing: "1/1") == CorpusShard(index: 0, count: 1))
        for bad in ["0/4", "5/4", "1/0", "a/b", "1", "1/2/3", "", "-1/2", "1/"] {
            #expect(CorpusShard(parsing: bad) == nil, "\(bad)")
        }
    }

    @Test func badTimingLinesAreReportedInTheirPlace() {
        func error(_ text: String) -> String? {
            do {
                _ = try CorpusTimings(jsonLines: Array(text.utf8), file: "t.jsonl")
                return nil
            } catch {
                return error.description
            }
        }
        #expect(error("{\"key\":\"a\",\"seconds\":1}\n{\"key\":\"b\"}\n") == "t.jsonl:2:1: error: expected \"seconds\", a number from 0 to 1e6")
        #expect(error("{\"key\":\"a\",\"seconds\":-1}") == "t.jsonl:1:22: error: expected \"seconds\", a number from 0 to 1e6")
        #expect(error("[1]") == "t.jsonl:1:1: error: expected an object with \"key\" and \"seconds\", found array")
        #expect(error("{\"seconds\":1}") == "t.jsonl:1:1: error: expected a string \"key\" (or \"name\") naming the case")
        #expect(error("\n\n{\"key\":") != nil && error("\n\n{\"key\":")!.hasPrefix("t.jsonl:3:"))
        #expect(error("{\"name\":\"n\",\"seconds\":0.5}\r\n") == nil)
    }
}
