extension TestScheduler {
    /// A use of virtual time that cannot be right, reported to ``TestScheduler/onMisuse``.
    public enum Misuse: Sendable, CustomStringConvertible {
        /// An advance towards `target` ran `callsRun` calls at `instant` without the clock
        /// moving (``TestScheduler/stallLimit``) and stopped there; `due` is where each call
        /// still due at that instant was scheduled, in the order they would run. A call that
        /// schedules another with zero delay, again and again, does this.
        case stalled(instant: Timestamp, target: Timestamp, callsRun: Int, due: [CallSite])
        /// The scheduler went with calls pending while
        /// ``TestScheduler/reportsPendingCallsAtDeinit`` was on: the clock's last reading and
        /// each pending call's deadline and site, in the order they would have run.
        case pendingAtDeinit(now: Timestamp, pending: [(deadline: Timestamp, site: CallSite)])

        /// What went wrong, naming the calls concerned.
        public var description: String {
            switch self {
            case .stalled(let instant, let target, let callsRun, let due):
                return "TestScheduler: time cannot move at \(instant) s (advancing to \(target) s): \(callsRun) calls "
                    + "ran at that instant; still due there: \(Self.list(due)). A call that schedules another with "
                    + "zero delay again and again keeps the clock from moving; give it a delay (or raise stallLimit "
                    + "for a longer burst)."
            case .pendingAtDeinit(let now, let pending):
                return "TestScheduler went at \(now) s with calls still pending (the first due "
                    + "at \(pending.first?.deadline ?? now) s): \(Self.list(pending.map(\.site))). Run them (advance, run()) or cancel them before the end."
            }
        }

        /// "1 call scheduled at A, 2 calls scheduled at B": each site once, in order of first
        /// appearance; the first five sites only.
        static func list(_ sites: [CallSite]) -> String {
            var counted: [(site: CallSite, count: Int)] = []
            for site in sites {
                if let index = counted.firstIndex(where: { $0.site == site }) {
                    counted[index].count += 1
                } else {
                    counted.append((site, 1))
                }
            }
            var parts = counted.prefix(5).map { "\($0.count) call\($0.count == 1 ? "" : "s") scheduled at \($0.site)" }
            if counted.count > 5 { parts.append("calls from \(counted.count - 5) more places") }
            return parts.isEmpty ? "no call" : parts.joined(separator: ", ")
        }
    }
}
