import ControlModel

/// A scroll view's motion after a lift (deceleration, bounce back or a page turn): one decay per
/// axis, moved one frame at a time on the view's scheduler. A reference, so a frame reads and
/// advances it in place (a value would be copied with its scheduler and call at each frame).
///
/// A speed trick that never changes a result: on virtual time (a `TestScheduler`) the motion
/// has one call for all its frames, scheduled again for each next frame from inside its own
/// action (`TestScheduler.reschedule`, where the call has run) instead of a new call per frame;
/// the call then orders as a new one would (the next sequence number), and no one else holds
/// it. With `BK_EVENTS_GENERAL_PATH=1`, and on other schedulers, each frame makes a new call.
/// (`reschedule` itself checks that the call is not pending.)
final class ScrollAnimation {
    /// The motion of each axis.
    let x: DecayCurve, y: DecayCurve
    /// When it started.
    let start: Timestamp
    // `@exclusivity(unchecked)` here and below disables the dynamic exclusivity check of the
    // property's accesses (swift_beginAccess/endAccess, debug builds included); each is kept
    // after a callgrind audit (Benchmarks/README.md, "Exclusivity audit").
    /// The frames shown so far.
    @exclusivity(unchecked) private(set) var frame = 0
    /// The next frame's call.
    @exclusivity(unchecked) private(set) var call: ScheduledCall?
    /// The scheduler the frames run on (found once, when the motion starts).
    private let scheduler: any Scheduler
    /// ``scheduler`` when it is virtual time, whose calls are scheduled again.
    private let clock: TestScheduler?

    /// The moment it reports when it rests: `didEndDecelerating` after a lift,
    /// `didEndScrollingAnimation` after ``ScrollView/setContentOffset(_:animated:)``.
    let end: ScrollEvent.Kind

    /// How long it lasts, in milliseconds (worked out once).
    let duration: Double

    /// Whether the motion's one call is scheduled again for each frame (virtual time, speed
    /// tricks on).
    var reusesCall: Bool { clock != nil }

    /// A motion of `x` and `y` starting now on `scheduler`, reporting `end` when it rests;
    /// `general`: without the speed tricks (the debug switch forcing the general paths of the
    /// scroll view's window).
    init(x: ScrollPhysics.Decay, y: ScrollPhysics.Decay, scheduler: any Scheduler, endingWith end: ScrollEvent.Kind, general: Bool) {
        self.end = end
        self.x = DecayCurve(x, general: general)
        self.y = DecayCurve(y, general: general)
        self.scheduler = scheduler
        clock = general ? nil : scheduler as? TestScheduler
        start = scheduler.now
        duration = max(self.x.duration, self.y.duration)
    }

    /// When frame `index` is shown: `index/60` s after the start, in whole nanoseconds.
    func time(ofFrame index: Int) -> Timestamp {
        Timestamp(nanoseconds: start.nanoseconds &+ Int64(index) * 1_000_000_000 / Int64(ScrollPhysics.framesPerSecond))
    }

    /// Milliseconds from the start to the frame being shown.
    var elapsed: Double { Double(time(ofFrame: frame).nanoseconds - start.nanoseconds) / 1e6 }

    /// Schedules frame `index` to run `action`.
    func schedule(frame index: Int, _ action: @escaping () -> Void) {
        frame = index
        let deadline = time(ofFrame: index)
        if let clock, let call, !call.isQueued {
            // the delay from now in whole nanoseconds: the deadline schedule(at:) would set
            clock.reschedule(call, after: .nanoseconds(max(deadline.nanoseconds - clock.now.nanoseconds, 0)), action)
        } else {
            call = scheduler.schedule(at: deadline, action)
        }
    }

    /// Stops the motion: its next frame does not run.
    func cancel() { call?.cancel() }
}
