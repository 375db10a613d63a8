import ControlModel

/// After the lift: the content's velocity is the finger's, opposite in sign, on the axes the
/// drag moved. Along an axis it moves on to a target, reported by `willEndDragging`:
///
/// - **Paging** (``ScrollView/isPagingEnabled``): the next page boundary in the direction of
///   the velocity, or the nearest page when the velocity is under
///   ``ScrollPhysics/minimumDecelerationSpeed``; at the settling rate.
/// - **Momentum**: at ``ScrollPhysics/minimumDecelerationSpeed`` or more, the projected resting
///   offset (``ScrollPhysics/projectedOffset(from:velocity:rate:)``) at
///   ``ScrollView/decelerationRate``, clamped to the content.
/// - **Bounce back**: slower, from past an edge, to that edge at the settling rate; otherwise
///   it stays.
///
/// `didEndDragging` says whether anything moves on; the motion (``ScrollPhysics/Decay``, one
/// `didScroll` per frame at 60 frames a second) ends with `didEndDecelerating` exactly at the
/// target. A finger landing meanwhile stops it where it is, and setting ``ScrollView/contentOffset``
/// stops it too; neither reports `didEndDecelerating` (UIKit does not then either).
///
/// Choices where UIKit's motion is a spring or undocumented: a fling aimed past an edge comes to
/// rest at the edge (UIKit overshoots and springs back); a bounce back and a page turn use the
/// same decay at the settling rate.
///
/// Sources: Apple, `UIScrollView.decelerationRate`, `isPagingEnabled`,
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
/// `scrollViewDidEndDragging(_:willDecelerate:)`, `scrollViewDidEndDecelerating(_:)`; WWDC 2018
/// session 803 "Designing Fluid Interfaces" (the projection).
extension ScrollView {
    /// Ends the drag with the finger's `velocity` (points per second, window axes): works out the
    /// target, then settles once the moments of the pan's transition are told
    /// (``settle(_:)``); `lifted` false when the pan was cancelled (nothing measured then).
    func endDragging(velocity fingerVelocity: Point, lifted: Bool = true) {
        guard isDragging else { return }
        isDragging = false
        let velocity = Point(x: drag.horizontal ? -fingerVelocity.x : 0, y: drag.vertical ? -fingerVelocity.y : 0)
        let offset = contentOffset
        let start = minimumContentOffset, limit = maximumContentOffset
        if lifted, let stream = controlEventSink as? EventStream, stream.hearsDecisions { tellDecelerationMeasures(velocity, to: stream) }
        let x = settling(offset.x, velocity: velocity.x, from: start.x, to: limit.x, page: frame.width)
        let y = settling(offset.y, velocity: velocity.y, from: start.y, to: limit.y, page: frame.height)
        let lift = ScrollSettling(offset: offset, velocity: velocity, target: Point(x: x.target, y: y.target), rateX: x.rate, rateY: y.rate)
        if holdsMoments { pendingSettling = lift } else { settle(lift) }
    }

    /// The one home of the target after a lift: the ``delegate`` may move it (UIKit's
    /// `targetContentOffset` is `inout`), then `willEndDragging` reports the target the content
    /// will rest at, `didEndDragging` whether it moves, and the motion starts. A changed target
    /// keeps the axis's rate; the decay ends exactly on it (its speed at the lift is then the
    /// curve's, not the finger's: UIKit's adjustment of its deceleration to a changed target is
    /// not documented).
    ///
    /// Source: Apple, `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` ("Your
    /// application can change the value of the targetContentOffset parameter to adjust where
    /// the scrollview finishes its scrolling animation"); iOS 26.1 UIKitCore, decompiled:
    /// `-[UIScrollView _endPanNormal:]` asks the delegate before it starts the deceleration.
    func settle(_ lift: ScrollSettling) {
        var target = lift.target
        delegate?.scrollView(self, willEndDraggingWithVelocity: lift.velocity, targetContentOffset: &target)
        let offset = lift.offset
        report(ScrollEvent(kind: .willEndDragging, offset: offset, velocity: lift.velocity, target: target))
        let moves = target != offset
        report(ScrollEvent(kind: .didEndDragging, offset: offset, willDecelerate: moves))
        guard moves else { return }
        startAnimation(ScrollPhysics.Decay(from: offset.x, to: target.x, rate: lift.rateX),
                       ScrollPhysics.Decay(from: offset.y, to: target.y, rate: lift.rateY), endingWith: .didEndDecelerating)
    }

    /// The numbers the deceleration decision rests on, told to a sink that hears the decisions
    /// just before `didEndDragging` (``GestureEventKind/scrollMeasured(_:_:)``): the speed along each axis the drag moves,
    /// against ``ScrollPhysics/minimumDecelerationSpeed`` (the rule of ``settling(_:velocity:from:to:page:)``),
    /// and how long the finger rested before the lift, against
    /// ``PanGestureRecognizer/velocityHorizon`` (the rule of the pan's `touchesEnded`, which
    /// zeroes the velocity past it).
    private func tellDecelerationMeasures(_ velocity: Point, to stream: EventStream) {
        let minimum = ScrollPhysics.minimumDecelerationSpeed
        for (moves, speed) in [(drag.horizontal, abs(velocity.x)), (drag.vertical, abs(velocity.y))] where moves {
            let measure = DecisionMeasure(rule: .decelerationSpeed, measured: speed, limit: minimum, unit: .pointsPerSecond, withinLimit: speed < minimum)
            stream.emit(.scrollMeasured(self, measure), detail: .decisions)
        }
        let rest = Double(panGestureRecognizer.restBeforeLift) / 1e9, horizon = PanGestureRecognizer.velocityHorizon.seconds
        stream.emit(.scrollMeasured(self, DecisionMeasure(rule: .velocityHorizon, measured: rest, limit: horizon, unit: .seconds, withinLimit: rest <= horizon)), detail: .decisions)
    }

    /// Where one axis whose content's range is `start` to `limit` comes to rest from `offset` at
    /// `velocity`, and at what rate.
    private func settling(_ offset: Double, velocity: Double, from start: Double, to limit: Double, page: Double) -> (target: Double, rate: Double) {
        let fast = abs(velocity) >= ScrollPhysics.minimumDecelerationSpeed
        if isPagingEnabled, page > 0 {
            let position = offset / page
            let index: Double
            if fast {
                index = velocity > 0 ? (position).rounded(.down) + 1 : (position).rounded(.up) - 1
            } else {
                index = position.rounded()
            }
            return (min(max(index * page, start), limit), ScrollPhysics.settlingRate)
        }
        if fast {
            let projected = ScrollPhysics.projectedOffset(from: offset, velocity: velocity, rate: decelerationRate.rawValue)
            return (min(max(projected, start), limit), decelerationRate.rawValue)
        }
        return (min(max(offset, start), limit), ScrollPhysics.settlingRate)
    }

    /// Moves the content along `x` and `y`, one frame at a time, and reports `end` when it rests.
    func startAnimation(_ x: ScrollPhysics.Decay, _ y: ScrollPhysics.Decay, endingWith end: ScrollEvent.Kind) {
        guard let scheduler else {
            // not in a window: nothing runs later, so the content is where it comes to rest
            moveContent(to: Point(x: x.target, y: y.target))
            report(ScrollEvent(kind: end, offset: contentOffset))
            return
        }
        // the general paths when the debug switch of the scroll view's window says so
        let general = window?.environment.switches.forcesGeneralPath ?? DebugSwitches.process.forcesGeneralPath
        let animation = ScrollAnimation(x: x, y: y, scheduler: scheduler, endingWith: end, general: general)
        self.animation = animation
        scheduleFrame(1, of: animation)
    }

    /// Schedules frame `index` of `animation`.
    private func scheduleFrame(_ index: Int, of animation: ScrollAnimation) {
        animation.schedule(frame: index, frameAction(for: animation))
    }

    /// What a frame's call runs. On virtual time (speed tricks on), one closure made once that
    /// holds the view unretained: the view's deinit cancels its motion's next frame, so the
    /// call never starts after the view went (checked in builds with internal checks), and a
    /// weak reference would give the view a side table, which sends every retain and release
    /// of it down a slower path. Elsewhere the view is held weakly.
    private func frameAction(for animation: ScrollAnimation) -> () -> Void {
        guard animation.reusesCall else { return { [weak self] in self?.showFrame() } }
        if let frameAction { return frameAction }
        let action = { [me = Unretained(self)] in me.object.showFrame() }
        frameAction = action
        return action
    }

    /// Shows the next frame; the last one lands on the target and ends the motion.
    private func showFrame() {
        guard let animation else { return }
        let elapsed = animation.elapsed
        if elapsed >= animation.duration {
            self.animation = nil
            moveContent(to: Point(x: animation.x.decay.target, y: animation.y.decay.target))
            report(ScrollEvent(kind: animation.end, offset: contentOffset))
            return
        }
        moveContent(to: Point(x: animation.x.offset(after: elapsed), y: animation.y.offset(after: elapsed)))
        // unless the move's observers stopped the motion (or started another)
        guard self.animation === animation else { return }
        scheduleFrame(animation.frame + 1, of: animation)
    }

    /// Stops the motion after a lift where it is (no `didEndDecelerating`).
    func stopAnimation() {
        guard let animation else { return }
        animation.cancel()
        self.animation = nil
    }
}
