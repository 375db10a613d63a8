/// One of several shards a corpus is spread over (machines of a CI matrix, Bazel's shards):
/// every shard computes the same assignment of cases to shards by itself, so together the
/// shards check each case exactly once with nothing coordinating them.
///
/// By default a case goes to the shard its key's hash picks (FNV-1a over the key's bytes): a
/// case stays on its shard when others come and go. With recorded timings, the cases are
/// dealt out longest first, each to the shard with the least time so far, which evens out the
/// shards' durations; every shard must then see the same timings, cases and filter.
public struct CorpusShard: Equatable, Sendable {
    /// The shard's index, from 0.
    public var index: Int
    /// How many shards there are.
    public var count: Int

    /// The most shards a corpus is spread over (10,000): far more than any CI matrix, and
    /// small enough that dealing out by timings (a tally per shard) stays cheap.
    public static let maximumCount = 10_000

    /// Shard `index` (from 0) of `count`; nil unless 0 ≤ `index` < `count` ≤ ``maximumCount``.
    public init?(index: Int, count: Int) {
        guard count >= 1, count <= CorpusShard.maximumCount, index >= 0, index < count else { return nil }
        self.index = index
        self.count = count
    }

    /// The shard written `I/N` with `I` from 1 to `N` (as `--shard 2/4`), or nil.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let number = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: number - 1, count: count)
    }

    /// The shard of the case with key `key` when assigned by hash.
    public static func hashedShard(of key: String, count: Int) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        // the low bits of FNV mix poorly: fold the high ones in
        hash ^= hash >> 29
        return Int(hash % UInt64(count))
    }

    /// The cases of `cases` that fall to this shard, in their order: by hash, or dealt out by
    /// `timings` when given (cases without a timing count as the mean of those with one).
    ///
    /// - Complexity: O(*n*) by hash; O(*n* log *n* + *n* × ``count``) with timings.
    public func select(_ cases: [CorpusCase], timings: CorpusTimings? = nil) -> [CorpusCase] {
        guard count > 1 else { return cases }
        guard let timings, !timings.isEmpty else {
            return cases.filter { CorpusShard.hashedShard(of: $0.key, count: count) == index }
        }
        let shards = CorpusShard.balance(cases.map { timings.microseconds(of: $0) }, count: count, fallback: timings.meanMicroseconds(of: cases))
        return cases.indices.filter { shards[$0] == index }.map { cases[$0] }
    }

    /// The shard of each of the cases whose costs are `costs` (nil: `fallback`): longest first
    /// (ties in case order) to the shard with the least so far (ties to the lowest index).
    /// Whole microseconds, so every machine adds the same numbers.
    static func balance(_ costs: [Int64?], count: Int, fallback: Int64) -> [Int] {
        let order = costs.indices.sorted { a, b in
            let x = costs[a] ?? fallback, y = costs[b] ?? fallback
            return x != y ? x > y : a < b
        }
        var loads = [Int64](repeating: 0, count: count)
        var shards = [Int](repeating: 0, count: costs.count)
        for item in order {
            var lightest = 0
            for shard in 1..<count where loads[shard] < loads[lightest] { lightest = shard }
            shards[item] = lightest
            loads[lightest] += costs[item] ?? fallback
        }
        return shards
    }
}
