#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value shared between threads behind a POSIX mutex, with one condition to wait on: what
/// the replay's hand-over channel is built on.
///
/// A POSIX mutex and condition rather than `Synchronization.Mutex`: ThreadSanitizer follows
/// `pthread_mutex_lock` and `pthread_cond_wait`, but on Linux it does not see `Mutex` take its
/// lock when the lock is contended, so it reports races on what a `Mutex` protects that cannot
/// happen, and then cannot vouch for the code. The channel takes the lock once per batch of
/// thousands of lines, so the difference in cost does not show.
///
/// Unchecked sendable: the state is only touched inside ``withLock(waitingUntil:_:)``, under the
/// lock.
package final class ConditionLock<State: Sendable>: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var state: State

    /// A lock guarding `initial`.
    package init(_ initial: State) {
        state = initial
        mutex.initialize(to: pthread_mutex_t())
        condition.initialize(to: pthread_cond_t())
        let madeMutex = pthread_mutex_init(mutex, nil)
        let madeCondition = pthread_cond_init(condition, nil)
        precondition(madeMutex == 0 && madeCondition == 0, "could not make a mutex and a condition")
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Waits until `ready` holds for the state (at once by default), then runs `body` on it,
    /// both under the lock; then wakes every thread waiting here, so they look again at what
    /// `body` changed.
    package func withLock<Result>(
        waitingUntil ready: (State) -> Bool = { _ in true }, _ body: (inout State) -> Result
    ) -> Result {
        pthread_mutex_lock(mutex)
        defer {
            pthread_cond_broadcast(condition)
            pthread_mutex_unlock(mutex)
        }
        while !ready(state) { pthread_cond_wait(condition, mutex) }
        return body(&state)
    }
}
