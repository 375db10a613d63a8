/// The lines of one side of a ``LineDiff`` not yet matched with the other side's: a queue,
/// with the places of each line once it holds more than a few (so a line of the other side is
/// looked up in constant time however long the queue grows, and a short queue costs no hashing).
struct DiffQueue {
    /// Above this many lines the queue keeps an index by line.
    private static let indexFrom = 8

    /// The lines, from ``head``.
    private var lines: [[UInt8]] = []
    /// Where the first line still queued is in ``lines``.
    private var head = 0
    /// The number of the queue's first line on its side (from 0): lines taken off advance it.
    private(set) var first = 0
    /// The bytes of the lines queued.
    private(set) var bytes = 0
    /// The numbers of each line's copies queued, in order, while ``indexed``.
    private var places: [[UInt8]: [Int]] = [:]
    private var indexed = false

    var count: Int { lines.count - head }
    var isEmpty: Bool { head == lines.count }
    /// The first line queued.
    var front: [UInt8]? { isEmpty ? nil : lines[head] }

    /// Adds `line` at the end.
    mutating func push(_ line: [UInt8]) {
        lines.append(line)
        bytes += line.count
        if indexed {
            places[line, default: []].append(first + count - 1)
        } else if count > DiffQueue.indexFrom {
            for (offset, queued) in lines[head...].enumerated() { places[queued, default: []].append(first + offset) }
            indexed = true
        }
    }

    /// Takes the first line off.
    @discardableResult
    mutating func pop() -> [UInt8] {
        let line = lines[head]
        head += 1
        bytes -= line.count
        if indexed {
            if var numbers = places[line], numbers.count > 1 {
                numbers.removeFirst()
                places[line] = numbers
            } else {
                places[line] = nil
            }
        }
        first += 1
        if isEmpty {
            // empty: start afresh, dropping the index with the storage
            lines.removeAll(keepingCapacity: true)
            head = 0
            places.removeAll()
            indexed = false
        } else if head > 1024, head * 2 > lines.count {
            lines.removeFirst(head)
            head = 0
        }
        return line
    }

    /// How far from the front the first copy of `line` is, or nil when none is queued.
    func offset(of line: [UInt8]) -> Int? {
        if indexed { return places[line]?.first.map { $0 - first } }
        return lines[head...].firstIndex(of: line).map { $0 - head }
    }
}
