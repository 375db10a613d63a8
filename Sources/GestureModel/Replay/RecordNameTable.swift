import ControlModel
import Synchronization

/// The record names too long to keep inside a ``RecordName`` (more than 16 bytes) or that need
/// an escape in JSON, each kept once for the life of the process with its text quoted for JSON:
/// interning happens where records are made (once per id when a scene loads), and looking a
/// name up — as writing a record with such a name does — takes no lock.
///
/// The table only grows: it keeps every distinct long name ever interned, with its quoted form
/// (at most 2 + 6 bytes a byte of the name) — the long ids of every scene loaded in the
/// process, and long strings given to ``ReplayRecord``'s initializer or its `id`, `of` and
/// `event` setters. Names of up to 16 plain bytes (nearly every id) never reach it, however
/// many distinct ones a process makes.
///
/// Entries never move or go away once published: when the table grows, it copies them into a
/// larger block and publishes that, leaving the old one for readers that still use it (the
/// blocks together hold at most twice the entries). The old blocks stay listed, so a leak
/// checker (LeakSanitizer in the fuzz runs, valgrind) sees them in use rather than lost: what it
/// reports as leaked is a real leak. A reader looks up only names of records it was handed, so
/// the name was interned before it could see the record.
@usableFromInline final class RecordNameTable: @unchecked Sendable {
    /// One name: its text and its JSON form (quoted, with escapes), which is never freed.
    @usableFromInline struct Entry {
        let string: String
        @usableFromInline let quoted: UnsafeBufferPointer<UInt8>
    }

    /// What interning changes, under the lock (which is what makes it safe to send).
    private struct State: @unchecked Sendable {
        /// Names by their exact bytes (not by String equality, which would merge differently
        /// normalized spellings and give back another's bytes).
        var indices: [[UInt8]: UInt32] = [:]
        var entries: UnsafeMutablePointer<Entry>
        var count = 0
        var capacity: Int
        /// The blocks the table grew out of, kept for readers (and listed, so that they are
        /// reachable: nothing here is lost memory).
        var retired: [UnsafeMutablePointer<Entry>] = []
    }

    /// The table every record uses.
    @usableFromInline static let shared = RecordNameTable()

    /// A POSIX lock, not `Synchronization.Mutex`, which ThreadSanitizer cannot follow when it is
    /// contended (see ``ConditionLock``): names are interned on many threads at once.
    private let state: ConditionLock<State>
    /// The address of the block readers use.
    @usableFromInline let published: Atomic<UInt>

    private init() {
        let capacity = 64
        let entries = UnsafeMutablePointer<Entry>.allocate(capacity: capacity)
        state = ConditionLock(State(entries: entries, capacity: capacity))
        published = Atomic(UInt(bitPattern: entries))
    }

    /// Whether `name` was interned.
    package func contains(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        return state.withLock { $0.indices[bytes] != nil }
    }

    /// The index of `name`, adding it when new.
    func intern(_ name: String) -> UInt32 {
        let bytes = Array(name.utf8)
        return state.withLock { state in
            if let index = state.indices[bytes] { return index }
            if state.count == state.capacity {
                let larger = UnsafeMutablePointer<Entry>.allocate(capacity: state.capacity * 2)
                larger.initialize(from: state.entries, count: state.count)
                state.retired.append(state.entries)
                state.entries = larger
                state.capacity *= 2
                published.store(UInt(bitPattern: larger), ordering: .releasing)
            }
            precondition(state.count < Int(UInt32.max), "too many record names")
            let index = UInt32(state.count)
            (state.entries + state.count).initialize(to: Entry(string: name, quoted: RecordNameTable.quote(name)))
            state.count += 1
            state.indices[bytes] = index
            return index
        }
    }

    /// The entry at `index` (an index ``intern(_:)`` returned).
    @usableFromInline func entry(_ index: UInt32) -> Entry { entries[Int(index)] }

    /// The quoted form of the name at `index` (an index ``intern(_:)`` returned). Inlinable:
    /// the command line's writer asks it for every name it writes.
    @inlinable func quoted(_ index: UInt32) -> UnsafeBufferPointer<UInt8> { entries[Int(index)].quoted }

    /// The block readers use.
    @inlinable var entries: UnsafePointer<Entry> {
        UnsafePointer<Entry>(bitPattern: published.load(ordering: .acquiring))!
    }

    /// `name` as a JSON string (``RecordFormat``'s quoting), in memory of its own.
    private static func quote(_ name: String) -> UnsafeBufferPointer<UInt8> {
        let memory = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 + 6 * name.utf8.count)
        var writer = ByteWriter(memory)
        RecordFormat.putQuoted(name, to: &writer)
        return UnsafeBufferPointer(start: memory, count: writer.cursor - memory)
    }
}
