import ControlModel

/// One touch's routing in the gesture environment: the recognizers it is bound to, what its
/// view has been given so far, and what is withheld from it (SPEC §3.5).
final class TouchDelivery {
    let touch: Touch
    let view: View?
    /// The touch alone, for passing it on without building an array each time.
    let alone: [Touch]
    /// The recognizers the touch is bound to, in binding order.
    var recognizers: [GestureRecognizer] = []
    /// Phases not yet delivered, in order.
    var queue: [TouchPhase] = []
    var deliveredBegan = false
    var finished = false
    var cancelled = false

    init(touch: Touch, view: View?) {
        self.touch = touch
        self.view = view
        alone = [touch]
    }

    /// True when nothing more will ever be delivered.
    var isDone: Bool { finished || (cancelled && touch.phase.isTerminal) }

    /// Cancels the view's touch: a view that saw began gets a cancel; withheld phases are dropped.
    func cancel() {
        guard !cancelled, !finished else { return }
        cancelled = true
        queue.removeAll()
        if deliveredBegan {
            finished = true
            view?.deliver(alone, phase: .cancelled)
        }
    }

    /// Delivers queued phases in order until one must be withheld.
    func flush(withholding mustWithhold: (TouchPhase) -> Bool) {
        if cancelled { queue.removeAll(); return }
        while let phase = queue.first, !finished {
            if phase == .cancelled {
                queue.removeAll()
                finished = true
                if deliveredBegan { view?.deliver(alone, phase: .cancelled) }
                return
            }
            if mustWithhold(phase) { return }
            queue.removeFirst()
            if phase == .began { deliveredBegan = true }
            if phase.isTerminal { finished = true }
            view?.deliver(alone, phase: phase)
        }
    }
}
