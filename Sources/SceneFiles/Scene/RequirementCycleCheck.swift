import GestureModel
/// The scene loader's check for cycles of failure requirements: the edges a scene file adds are
/// taken in file order after those already made (the conveniences' chains), and the first edge
/// that closes a cycle is found once all are in, with the cycle it closes — the same edge and
/// cycle a check at each edge would report, without a search of the graph per edge (which made
/// a 10,000-long chain written from its end take 8.7 s to load).
///
/// - Complexity: O((V + E) log E) for V recognizers and E edges: one pass over all the edges
///   when there is no cycle (the usual case), a binary search over prefixes of them otherwise.
struct RequirementCycleCheck {
    private var numbers: [ObjectIdentifier: Int] = [:]
    private var recognizers: [GestureRecognizer] = []
    /// Every edge, `from` requiring `to`, in the order made.
    private var edges: [(from: Int, to: Int)] = []
    /// How many of ``edges`` were made before the file's.
    private(set) var existingCount = 0

    /// Starts with the requirements `recognizers` already have (acyclic: `require(toFail:)`
    /// makes them only between conveniences, lower tap counts waiting for higher).
    init(existing recognizers: some Sequence<GestureRecognizer>) {
        for recognizer in recognizers {
            let from = number(recognizer)
            for other in recognizer.failureRequirements { edges.append((from, number(other))) }
        }
        existingCount = edges.count
    }

    /// Records that `recognizer` now requires `other` to fail; returns the edge's index.
    mutating func add(_ recognizer: GestureRecognizer, requires other: GestureRecognizer) -> Int {
        edges.append((number(recognizer), number(other)))
        return edges.count - 1
    }

    /// The first edge (index) that closes a cycle, and the cycle's recognizers from the edge's
    /// dependent on (each requiring the next, the last requiring the first); nil when there is
    /// no cycle.
    func firstCycle() -> (edge: Int, cycle: [GestureRecognizer])? {
        guard hasCycle(prefix: edges.count) else { return nil }
        // the shortest prefix with a cycle ends with the edge that closes it
        var low = existingCount, high = edges.count
        while low < high {
            let middle = (low + high) / 2
            if hasCycle(prefix: middle + 1) { high = middle } else { low = middle + 1 }
        }
        let closing = edges[low]
        // from the requirement back to the dependent, through the edges made before
        let path = shortestPath(from: closing.to, to: closing.from, prefix: low)
        let cycle = [closing.from] + path.dropLast()
        return (low, cycle.map { recognizers[$0] })
    }

    private mutating func number(_ recognizer: GestureRecognizer) -> Int {
        if let known = numbers[ObjectIdentifier(recognizer)] { return known }
        numbers[ObjectIdentifier(recognizer)] = recognizers.count
        recognizers.append(recognizer)
        return recognizers.count - 1
    }

    /// The requirements of each recognizer among the first `prefix` edges, in the order made.
    private func adjacency(prefix: Int) -> [[Int]] {
        var next = Array(repeating: [Int](), count: recognizers.count)
        for edge in edges[..<prefix] { next[edge.from].append(edge.to) }
        return next
    }

    /// True when the first `prefix` edges hold a cycle (Kahn's algorithm).
    private func hasCycle(prefix: Int) -> Bool {
        let next = adjacency(prefix: prefix)
        var incoming = Array(repeating: 0, count: recognizers.count)
        for edge in edges[..<prefix] { incoming[edge.to] += 1 }
        var ready = incoming.indices.filter { incoming[$0] == 0 }
        var removed = 0
        while let node = ready.popLast() {
            removed += 1
            for other in next[node] {
                incoming[other] -= 1
                if incoming[other] == 0 { ready.append(other) }
            }
        }
        return removed < recognizers.count
    }

    /// The recognizers on a shortest chain of requirements from `start` to `target` among the
    /// first `prefix` edges, both included (breadth first, requirements in the order made, as
    /// ``GestureRecognizer/requirementPath(to:)`` searches).
    private func shortestPath(from start: Int, to target: Int, prefix: Int) -> [Int] {
        let next = adjacency(prefix: prefix)
        var parent = Array(repeating: -1, count: recognizers.count)
        var visited = Array(repeating: false, count: recognizers.count)
        var queue = [start]
        visited[start] = true
        var index = 0
        while index < queue.count {
            let node = queue[index]
            index += 1
            if node == target { break }
            for other in next[node] where !visited[other] {
                visited[other] = true
                parent[other] = node
                queue.append(other)
            }
        }
        var path = [target]
        while let last = path.last, last != start, parent[last] >= 0 { path.append(parent[last]) }
        return path.reversed()
    }
}
