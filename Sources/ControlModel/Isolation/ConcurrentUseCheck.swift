#if DEBUG
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Musl)
        import Musl
    #elseif canImport(Darwin)
        import Darwin
    #endif
    import Synchronization
#endif

/// Catches, in debug builds, a second thread entering an object of the models while another
/// thread is inside it — two threads driving one window, or one clock, which corrupts memory —
/// and stops there with a message saying so. Release builds compile it to nothing.
///
/// The models belong to one isolation domain at a time, as UIKit's do (to the main thread),
/// but that domain is not pinned to one thread: a test's task may resume on another thread
/// after an `await`, and a scene may be made on one thread and replayed on another. So the
/// check does not remember a thread; it catches overlap: the thread inside an entry point
/// holds the object (re-entering from that thread, as a handler feeding the window does, is
/// fine) and any other thread entering meanwhile is the misuse.
///
/// - Complexity: O(1): in debug builds, one atomic compare-and-exchange on entry and one store
///   on leaving.
package struct ConcurrentUseCheck: Sendable {
    #if DEBUG
        /// The thread inside (0 when none) and how deep its entries nest.
        private final class Holder: Sendable {
            let thread = Atomic<UInt>(0)
            let depth = Atomic<Int>(0)
        }
        private let holder = Holder()
        private let object: StaticString
    #endif

    /// A check for one object, named `object` in the message (e.g. "Window").
    package init(_ object: StaticString) {
        #if DEBUG
            self.object = object
        #endif
    }

    /// Called first in each entry point named `entry`; stops the program when another thread
    /// is inside the object.
    ///
    /// Empty in release builds, but a call from another module is still made there (a package
    /// function's body is not inlined across modules): other modules call it under `#if DEBUG`.
    @inline(__always)
    package func enter(_ entry: StaticString) {
        #if DEBUG
            let me = Self.currentThread
            let (exchanged, inside) = holder.thread.compareExchange(expected: 0, desired: me, ordering: .acquiring)
            guard exchanged || inside == me else {
                preconditionFailure(
                    "\(object).\(entry) was called on one thread while another thread was inside the same "
                        + "\(object). A window, the views and recognizers in it and its scheduler belong to one "
                        + "isolation domain: use them from one thread, task or actor at a time.")
            }
            holder.depth.wrappingAdd(1, ordering: .relaxed)
        #endif
    }

    /// Called when an entry point returns (`defer` right after ``enter(_:)``).
    @inline(__always)
    package func leave() {
        #if DEBUG
            if holder.depth.wrappingSubtract(1, ordering: .relaxed).newValue == 0 {
                holder.thread.store(0, ordering: .releasing)
            }
        #endif
    }

    #if DEBUG
        /// An identity of the calling thread, never 0.
        private static var currentThread: UInt {
            #if canImport(Darwin)
                UInt(bitPattern: pthread_self())
            #else
                UInt(pthread_self())
            #endif
        }
    #endif
}
