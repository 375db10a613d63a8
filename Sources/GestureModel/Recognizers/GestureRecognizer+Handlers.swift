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
        return token
    }

    /// Adds a handler with no body: its runs (and schedulings) are told to the window's event
    /// stream and nothing is called — a scene's recorded handler, whose run is its record. An
    /// action then calls no closure (an empty one cost a load, a reference count and a call per
    /// run).
    package func addHandler(delay: Duration, identifier: String?) -> GestureHandlerToken {
        let token = GestureHandlerToken(delay: max(delay, .zero), identifier: identifier, recognizer: self, handler: nil)
        handlers.append(token)
        return token
    }

    /// The registered handlers, in order.
    public var registeredHandlers: [GestureHandlerToken] { handlers }

    func removeHandler(_ token: GestureHandlerToken) {
        guard token.isRegistered else { return }
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

    /// Runs the handlers of the action for `actionState` at `location`, in order (each run, or
    /// scheduled, told to `stream` first while someone listens).
    func runActions(_ actionState: GestureState, at location: Point, telling stream: Unretained<EventStream>?) {
        guard !handlers.isEmpty else { return }
        // the environment's time (the touch event's when there is one), or else the view's clock's
        let now = environmentReference?.with { $0.now } ?? currentScheduler?.now ?? .zero
        // the runs and schedulings are caused by the transition being applied
        let cause = lastEventID
        // a copy, as a handler may add or remove handlers; it keeps each token, read unretained
        let registered = handlers
        registered.forEachUnretained { token in
            guard token.isRegistered else { return }
            if token.runsAtOnce {
                // the call made twice, for the event (which keeps its copy) and for the handler
                // (which borrows it): one call value for both cost two more reference counts each
                // of the recognizer and the token
                if let stream {
                    stream.with { stream in
                        let call = GestureHandlerCall(recognizer: self, state: actionState, location: location, actionTime: now, registration: token)
                        stream.emit(.handlerRan(call), causedBy: cause)
                    }
                }
                if let handler = token.handler {
                    handler(GestureHandlerCall(recognizer: self, state: actionState, location: location, actionTime: now, registration: token))
                }
            } else if let scheduler = currentScheduler {
                let handler = token.handler
                let scheduled = stream?.with { $0.emit(.handlerScheduled(registration: token, state: actionState), causedBy: cause) }
                // the call does not keep the recognizer: when it goes (its view released with
                // the scene), its pending calls are cancelled (see deinit)
                pendingCalls.schedule(on: scheduler, after: token.delay, for: token) { [weak self] in
                    guard let self else { return }
                    let call = GestureHandlerCall(recognizer: self, state: actionState, location: location, actionTime: now, registration: token)
                    if let scheduled, let stream = self.view?.controlEventSink as? EventStream {
                        stream.emit(.handlerRan(call), causedBy: scheduled)
                    }
                    handler?(call)
                }
            }
        }
    }
}
