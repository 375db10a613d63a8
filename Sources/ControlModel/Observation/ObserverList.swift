/// An ordered list of observer closures owned by the observed object.
///
/// Observers are called in the order they were added; one removed while notifications run is
/// not called after its removal. The tokens returned by ``add(_:)`` hold the list weakly, so an
/// observer never keeps the observed object alive.
public final class ObserverList<Value> {
    // `@exclusivity(unchecked)` here and below disables the dynamic exclusivity check of the
    // property's accesses (swift_beginAccess/endAccess, debug builds included); each is kept
    // after a callgrind audit (Benchmarks/README.md, "Exclusivity audit").
    @exclusivity(unchecked) @usableFromInline var entries: [(id: Int, callback: (Value) -> Void)] = []
    private var nextID = 0
    private let liveness = Liveness()
    /// Told after an observer is added or removed (GestureModel's window keeps its decisions
    /// while its `decisions` list has an observer). Not for general use.
    package var onObserversChanged: (() -> Void)?

    /// Creates an empty list.
    public init() {}

    deinit { liveness.isAlive = false }

    /// True when nobody observes.
    @inlinable public var isEmpty: Bool { entries.isEmpty }

    /// Adds `callback`; it runs on every ``notify(_:)`` until the returned token is cancelled or
    /// released.
    ///
    /// - Complexity: O(1)
    public func add(_ callback: @escaping (Value) -> Void) -> ObservationToken {
        let id = nextID
        nextID += 1
        entries.append((id, callback))
        onObserversChanged?()
        let liveness = self.liveness
        // No weak reference to the list (it would slow every retain of it): the token checks
        // the list's liveness flag before using its unretained reference.
        return ObservationToken { [list = Unretained(self)] in
            if liveness.isAlive {
                list.with { list in
                    list.entries.removeAll { $0.id == id }
                    list.onObserversChanged?()
                }
            }
        }
    }

    /// Calls every observer with `value`, in the order they were added. Inlinable: the gesture
    /// model notifies on every transition, and a call across modules would not be specialized.
    ///
    /// - Complexity: O(n) in the number of observers.
    @inlinable public func notify(_ value: Value) {
        if entries.isEmpty { return }
        if entries.count == 1 {
            entries[0].callback(value)
            return
        }
        let snapshot = entries
        for entry in snapshot where entries.contains(where: { $0.id == entry.id }) {
            entry.callback(value)
        }
    }
}
