import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temporary files ``OutputFile`` is writing, removed if the process is ended by a signal
/// (SIGINT from Ctrl-C, SIGTERM, SIGHUP when the terminal goes, SIGPIPE when the reader of its
/// output goes) before they are renamed into place or discarded: an interrupted run leaves the
/// old outputs as they were and no `.NAME.bk-events-…` files beside them.
///
/// The handler does only what is safe in a signal handler: for each slot it takes the path
/// (an atomic exchange) and `unlink`s it, then puts the signal's default action back and raises
/// it again, so the process ends as the signal would have ended it (a shell sees 130 for
/// SIGINT). It is installed, the first time a file is registered, only for signals whose
/// action is the default: a program that ignores or handles one itself (a library user's app)
/// keeps its own.
package enum PendingTemporaries {
    /// How many temporaries can be registered at once (one per thread writing is the most a
    /// run uses); past that a temporary is written unregistered.
    private static let capacity = 256
    /// The signals that end the process and after which the temporaries are removed.
    private static let signals: [Int32] = [SIGHUP, SIGINT, SIGTERM, SIGPIPE]

    /// The slots: each the address of a path in C (`malloc`ed) or 0. Atomics in memory of
    /// their own, so the handler reads them without a lock.
    nonisolated(unsafe) private static let slots: UnsafeMutablePointer<Atomic<Int>> = {
        let slots = UnsafeMutablePointer<Atomic<Int>>.allocate(capacity: capacity)
        for index in 0..<capacity { (slots + index).initialize(to: Atomic(0)) }
        return slots
    }()

    /// Installs the handler once (after ``slots`` exist: the handler reads them).
    private static let installed: Bool = {
        _ = slots
        let handler: @convention(c) (Int32) -> Void = { number in
            PendingTemporaries.removeAll()
            // the default action, as if no handler had been there: the process ends by the
            // signal (blocked while the handler runs, it is delivered on return)
            _ = signal(number, SIG_DFL)
            raise(number)
        }
        for number in signals {
            let previous = signal(number, handler)
            // ignored or handled by the program itself: left as it was
            if unsafeBitCast(previous, to: Int.self) != 0 { _ = signal(number, previous) }
        }
        return true
    }()

    /// Registers the temporary file at `path`, to be removed if a signal ends the process;
    /// the slot to ``unregister(_:)`` it with, or nil when every slot is taken.
    package static func register(_ path: String) -> Int? {
        _ = installed
        guard let copy = strdup(path) else { return nil }
        let address = Int(bitPattern: UnsafeMutableRawPointer(copy))
        for index in 0..<capacity {
            if slots[index].compareExchange(expected: 0, desired: address, ordering: .acquiringAndReleasing).exchanged { return index }
        }
        free(copy)
        return nil
    }

    /// Forgets the temporary in `slot` (renamed into place or removed).
    package static func unregister(_ slot: Int) {
        let address = slots[slot].exchange(0, ordering: .acquiringAndReleasing)
        // 0: the handler took it, and the process is ending
        if let pointer = UnsafeMutableRawPointer(bitPattern: address) { free(pointer) }
    }

    /// Removes every registered temporary (in the signal handler: async-signal-safe calls
    /// only; the paths are left allocated, as the process ends).
    private static func removeAll() {
        for index in 0..<capacity {
            let address = slots[index].exchange(0, ordering: .acquiringAndReleasing)
            if let path = UnsafePointer<CChar>(bitPattern: address) { unlink(path) }
        }
    }
}
