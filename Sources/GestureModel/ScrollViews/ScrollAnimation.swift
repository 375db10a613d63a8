import ControlModel

/// A scroll view's motion after a lift (deceleration, bounce back or a page turn): one decay per
/// axis, moved one frame at a time on the view's scheduler.
struct ScrollAnimation {
    /// The motion of each axis.
    var x: ScrollPhysics.Decay, y: ScrollPhysics.Decay
    /// When it started.
    var start: Timestamp
    /// The frames shown so far.
    var frame = 0
    /// The next frame's call.
    var call: ScheduledCall?
    /// The scheduler the frames run on (found once, when the motion starts).
    let scheduler: any Scheduler

    /// How long it lasts, in milliseconds (worked out once).
    let duration: Double

    /// A motion of `x` and `y` starting now on `scheduler`.
    init(x: ScrollPhysics.Decay, y: ScrollPhysics.Decay, scheduler: any Scheduler) {
        self.x = x
        self.y = y
        self.scheduler = scheduler
        start = scheduler.now
        duration = max(x.duration, y.duration)
    }

    /// When frame `index` is shown: `index/60` s after the start, in whole nanoseconds.
    func time(ofFrame index: Int) -> Timestamp {
        Timestamp(nanoseconds: start.nanoseconds &+ Int64(index) * 1_000_000_000 / Int64(ScrollPhysics.framesPerSecond))
    }
}
