import ControlModel

/// Transitions: how a recognizer's request becomes a state.
///
/// A discrete recognizer goes from possible to ended or failed; a continuous one to began, then
/// changed on every update, then ended or cancelled, or fails while still possible. Requests
/// that do not fit are coerced (``coerce(from:to:)``); a finished recognizer ignores requests
/// until it is reset. Leaving possible asks ``shouldBegin(_:)`` (no means failed), then fails
/// when another recognizer of its view is in progress (`GestureEnvironment+Exclusivity.swift`),
/// then may be held behind a failure requirement (`GestureEnvironment+Requirements.swift`). Requests are
/// applied in order through a work queue, so long requirement chains do not grow the call
/// stack; applying one that recognizes (began or ended) excludes others, fails the dependents
/// and cancels the view's touches, and one that fails releases the dependents.
///
/// Sources: Apple, `UIGestureRecognizer.State` and "About the Gesture Recognizer State
/// Machine"; `gestureRecognizerShouldBegin(_:)`; `UIGestureRecognizer.isEnabled` (disabling
/// cancels a gesture in progress). The coercions: UIKit internals.
extension GestureEnvironment {
    /// Coerces a requested transition as UIKit does (<doc:WhoWinsATouch>); nil means "ignore".
    package static func coerce(from current: GestureState, to requested: GestureState) -> GestureState? {
        switch current {
        case .possible:
            switch requested {
            case .possible: return nil
            case .began, .changed: return .began
            case .cancelled: return .failed
            case .ended, .failed: return requested
            }
        case .began, .changed:
            switch requested {
            case .possible: return nil
            case .began, .changed: return .changed
            case .failed: return .cancelled
            case .ended, .cancelled: return requested
            }
        case .ended, .cancelled, .failed:
            return nil
        }
    }

    /// Takes a recognizer's request: coerced against where it stands (its held transition, if
    /// any), asked `shouldBegin` and held when it leaves possible, then queued.
    func request(_ recognizer: GestureRecognizer, _ requested: GestureState) {
        if passDepth == 0 {
            runPass { request(recognizer, requested) }
            return
        }
        guard let target = GestureEnvironment.coerce(from: recognizer.heldState ?? recognizer.state, to: requested)
        else { return }
        if recognizer.isWaitingForRequiredFailure {
            amendHold(recognizer, target)
            return
        }
        if recognizer.state == .possible, target != .failed {
            if let refusal = refusalToBegin(recognizer) {
                explain(recognizer, refusal.reason)
                enqueue(recognizer, .failed)
                return
            }
            // one gesture at a time (`GestureEnvironment+Exclusivity.swift`)
            if let winner = recognizerInProgress(excluding: recognizer) {
                exclude(recognizer, by: winner)
                return
            }
            if holdBehindRequirements(recognizer, target) { return }
        }
        enqueue(recognizer, target)
    }

    /// Asked when a recognizer leaves possible: three steps can say no, in this order. A control
    /// whose own action wins over a recognizer on its superview (`GestureEnvironment+Delivery.swift`),
    /// content that keeps its touch from its scroll view's pan or pinch (`GestureEnvironment+ScrollViews.swift`),
    /// then the delegate (`GestureEnvironment+Delegates.swift`). Nil means yes; otherwise who
    /// said no.
    func refusalToBegin(_ recognizer: GestureRecognizer) -> BeginRefusal? {
        if let control = controlWinning(over: recognizer) { return .control(control) }
        if recognizer.drivesScrollView, let content = contentKeepingTouch(from: recognizer) { return .content(content) }
        if delegateSaysNo(toBeginning: recognizer) { return .delegate }
        return nil
    }

    /// Who said no to a recognizer's begin (its reason made only when reasons are recorded).
    enum BeginRefusal {
        /// A control under the recognizer's view keeps the touch.
        case control(Unretained<Control>)
        /// Content of a scroll view keeps its touch from the scroll view's pan.
        case content(Unretained<View>)
        /// The delegate said no.
        case delegate

        var reason: GestureReason {
            switch self {
            case .control(let control): .controlWins(control: control.with { $0.identifier ?? "\(type(of: $0))" })
            case .content(let view): .contentKeepsTouch(view: view.with { $0.identifier ?? "\(type(of: $0))" })
            case .delegate: .delegateSaidNo
            }
        }
    }

    /// A recognizer disabled mid-gesture: cancelled when in progress, failed while possible
    /// (its held transition, if any, is dropped).
    func disabled(_ recognizer: GestureRecognizer) {
        guard recognizer.environmentReference?.refers(to: self) == true else { return }
        runPass {
            if recognizer.state == .possible {
                recognizer.hold.drop()
                explain(recognizer, .disabled)
                enqueue(recognizer, .failed)
            } else if recognizer.state.isInProgress {
                explain(recognizer, .disabled)
                enqueue(recognizer, .cancelled)
            }
        }
    }

    /// Queues `state` for `recognizer` (engaged, so kept by ``active`` until the pass ends).
    func enqueue(_ recognizer: GestureRecognizer, _ state: GestureState) {
        work.append((Unretained(recognizer), state))
    }

    /// Applies the queued transitions in order, those they queue included (not re-entered).
    func drain() {
        guard !draining, !work.isEmpty else { return }
        draining = true
        while let item = work.popFirst() {
            item.recognizer.with { perform($0, item.state) }
        }
        draining = false
    }

    /// Applies one transition and its consequences.
    private func perform(_ recognizer: GestureRecognizer, _ requested: GestureState) {
        let current = recognizer.state
        // Coerce against the state reached by the transitions applied before this one: several
        // requests queued in one callback (began, began) become began, changed.
        guard let state = GestureEnvironment.coerce(from: current, to: requested) else { return }
        if current == .possible, state == .ended, !recognizer.isDiscrete {
            // a continuous recognizer ending straight from possible (a released hold whose
            // touches lifted meanwhile) begins first
            perform(recognizer, .began)
            guard recognizer.state == .began else { return }
        }
        // a transition applied replaces any held one
        recognizer.hold.drop()
        // in progress from now on, for exclusivity's second moment (`RecognizersInProgress`)
        if state == .began { begins(recognizer) }
        recognizer.apply(state)
        if state.isTerminal { mayHaveFinished(recognizer) }
        if state == .began || state == .ended { recognized(recognizer) }
        if state == .failed { releaseDependents(of: recognizer) }
        // a finished recognizer stays in its touches' bindings (it neither receives nor
        // withholds anything any more) until it is reset at the end of the pass
    }

    /// What recognizing (began or ended) does to the others.
    private func recognized(_ recognizer: GestureRecognizer) {
        excludeOthers(recognizer)
        failDependents(of: recognizer)
        if recognizer.cancelsTouchesInView { cancelViewTouches(of: recognizer) }
    }
}
