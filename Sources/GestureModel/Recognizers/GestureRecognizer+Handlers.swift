import ControlModel

extension GestureRecognizer {
    /// Adds a handler `(recognizer, state, location)` run once per action with the state and
    /// location captured at the action; with a delay, each action schedules its own call.
    @discardableResult
    public func addHandler(
        delay: Duration = .zero, _ handler: @escaping (GestureRecognizer, GestureState, Point) -> Void
    ) -> GestureHandlerToken {
        addHandler(delay: delay, identifier: nil) { handler($0.recognizer, $0.state, $0.location) }
    }

    /// Adds a handler that receives the whole ``GestureHandlerCall``.
    @discardableResult
    public func addHandler(
        delay: Duration = .zero, identifier: String?, _ handler: @escaping (GestureHandlerCall) -> Void
    ) -> GestureHandlerToken {
        let token = GestureHandlerToken(delay: max(delay, .zero), identifier: identifier, recognizer: self, handler: handler)
        handlers.append(token)
        closureHandlerCount += 1
        return token
    }

    /// Adds a handler without a closure that runs at once: on each action the recognizer's
    /// ``recorder`` is told (once, whatever the number of such handlers), and the recorder
    /// records the runs of the handlers it made this way, still registered, in order.
    package func addRecordedHandler(identifier: String) -> GestureHandlerToken {
        let token = GestureHandlerToken(delay: .zero, identifier: identifier, recognizer: self, handler: nil)
        handlers.append(token)
        recordedHandlerCount += 1
        return token
    }

    /// The registered handlers, in order.
    public var registeredHandlers: [GestureHandlerToken] { handlers }

    func removeHandler(_ token: GestureHandlerToken) {
        guard token.isRegistered else { return }
        if token.handler == nil { recordedHandlerCount -= 1 } else { closureHandlerCount -= 1 }
        token.unregister()
        handlers.removeAll { $0 === token }
    }

    /// The number of delayed handler calls waiting to run.
    public var pendingHandlerCallCount: Int { pendingCalls.count }

    /// Cancels every delayed handler call pending now (BlocksKit's `bk_cancel`). Later actions
    /// schedule new calls; cancelled ones are never revived.
    public func cancelPendingHandlers() {
        let stream = view?.controlEventSink as? EventStream
        pendingCalls.cancelAll { registration in
            stream?.emit(.handlerCancelled(registration: registration))
            cancelledHandlerCalls.notify(registration)
        }
    }

    /// Runs the handlers of the action for `actionState` at `location`: the recorder hears the
    /// action once (for the handlers it records), then each handler with a closure runs, in
    /// order.
    func runActions(_ actionState: GestureState, at location: Point) {
        if recordedHandlerCount > 0, let recorder {
            recorder.with { $0.recognizer(self, performedActionFor: actionState, at: location) }
        }
        guard closureHandlerCount > 0 else { return }
        // the touch event's time when there is one: no need to ask the clock
        let now = environmentReference?.with { $0.passTime } ?? currentScheduler?.now ?? .zero
        // the event stream, when a sink listens: the runs and schedulings are caused by the
        // decision being applied (a change, which is none, by the touch phase being handled)
        let stream = environmentReference?.with { $0.stream }
        let cause = actionState == .changed ? nil : lastEventID
        // a copy, as a handler may add or remove handlers; it keeps each token, read unretained
        let registered = handlers
        registered.forEachUnretained { token in
            guard let handler = token.handler else { return }
            if token.delay == .zero {
                let call = GestureHandlerCall(recognizer: self, state: actionState, location: location, actionTime: now, registration: token)
                stream?.emit(.handlerRan(call), causedBy: cause)
                handler(call)
            } else if let scheduler = currentScheduler {
                let scheduled = stream?.emit(.handlerScheduled(registration: token, state: actionState), causedBy: cause)
                // the call does not keep the recognizer: when it goes (its view released with
                // the scene), its pending calls are cancelled (see deinit)
                pendingCalls.schedule(on: scheduler, after: token.delay, for: token) { [weak self] in
                    guard let self else { return }
                    let call = GestureHandlerCall(recognizer: self, state: actionState, location: location, actionTime: now, registration: token)
                    if let scheduled, let stream = self.view?.controlEventSink as? EventStream {
                        stream.emit(.handlerRan(call), causedBy: scheduled)
                    }
                    handler(call)
                }
            }
        }
    }
}
