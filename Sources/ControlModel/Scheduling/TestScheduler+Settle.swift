extension TestScheduler {
    /// Why ``runUntilIdle(limit:fileID:line:)`` stopped before the scheduler went idle: what
    /// kept it busy.
    ///
    /// Thrown out of a test function it fails the test with its ``description``, e.g.
    ///
    /// ```
    /// SettingsTests.swift:30: runUntilIdle(limit: 1000) ran 1000 calls (0.000 s to 50.450 s)
    /// and time did not settle: the calls that ran were 1000 calls scheduled at
    /// ControlModel/Stepper.swift:132; still pending: 1 call scheduled at
    /// ControlModel/Stepper.swift:132 (the first due at 50.500 s). …
    /// ```
    public struct Busy: Error, Sendable, CustomStringConvertible {
        /// How many calls ran (the limit).
        public let callsRun: Int
        /// The clock when the settling started.
        public let start: Timestamp
        /// The clock when it stopped.
        public let end: Timestamp
        /// Where the calls that ran were scheduled, in the order they ran.
        public let ran: [CallSite]
        /// The calls still pending, in the order they would run: deadline and site.
        public let pending: [(deadline: Timestamp, site: CallSite)]
        /// Where `runUntilIdle` was called.
        public let site: CallSite

        /// What kept the scheduler busy, naming where the calls were scheduled.
        public var description: String {
            "\(site): runUntilIdle(limit: \(callsRun)) ran \(callsRun) calls (\(start) s to \(end) s) and time did not "
                + "settle: the calls that ran were \(Misuse.list(ran)); still pending: \(Misuse.list(pending.map(\.site))) "
                + "(the first due at \(pending.first?.deadline ?? end) s). A call that keeps scheduling another (a "
                + "repeating timer, an autorepeat held down, a handler that reschedules itself) never lets time settle: "
                + "stop it, or advance by a fixed time instead."
        }
    }

    /// Runs pending calls in order, moving the clock to each, until nothing is pending — so
    /// every timer, delayed handler and timeout due plays out, however far ahead (as Flutter's
    /// `pumpAndSettle`) — but never more than `limit` calls.
    ///
    /// - Returns: how many calls ran.
    /// - Throws: ``Busy`` when `limit` calls ran and some are still pending, naming where the
    ///   calls that ran and those left were scheduled. The clock stays at the last call run.
    /// - Complexity: O(k log n) for k calls run, n pending.
    @discardableResult
    public func runUntilIdle(limit: Int = 10_000, fileID: StaticString = #fileID, line: UInt = #line) throws(Busy) -> Int {
        precondition(limit >= 0, "runUntilIdle needs a limit of 0 or more calls")
        let start = now
        var ran: [CallSite] = []
        while let next = nextCall {
            guard ran.count < limit else {
                throw Busy(
                    callsRun: ran.count, start: start, end: now, ran: ran,
                    pending: pendingCalls.map { ($0.deadline, $0.site) }, site: CallSite(fileID: fileID, line: line))
            }
            ran.append(next.site)
            runNext()
        }
        return ran.count
    }
}
