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
    public var registeredHandlers: [GestureHandlerToken] {
        handlersRemovedWhileRunning ? handlers.filter(\.isRegistered) : handlers
    }

    func removeHandler(_ token: GestureHandlerToken) {
        guard token.isRegistered else { return }
        token.unregister()
        // while actions run, the token keeps its place (the run walks the list in place) and
        // leaves the list when the outermost run ends
        if handlerRunDepth > 0 {
            handlersRemovedWhileRunning = true
        } else {
            handlers.removeAll { $0 === token }
        }
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
        // The handlers there were when the action began, walked in place (as UIKit sends to its
        // one target without copying the list, `_UIGestureRecognizerSendTargetActions`): one
        // added meanwhile comes after `count` and waits for the next action; one removed
        // meanwhile is skipped (unregistered) and keeps its place, and the list keeps its token,
        // until the outermost run ends. Each token is read afresh, unretained (the list keeps
        // it), as a handler may change the list. A copy of the list cost a reference count of
        // its storage, and a release at the end, per action.
        let count = handlers.count
        handlerRunDepth &+= 1
        defer { endHandlerRun() }
        for index in 0..<count {
            handlerToken(at: index).with { runHandler($0, actionState, at: location, time: now, cause: cause, telling: stream) }
        }
    }

    /// The handler token at `index` of ``handlers``, unretained: the list keeps it (nothing
    /// leaves the list while actions run).
    @inline(__always)
    private func handlerToken(at index: Int) -> Unretained<GestureHandlerToken> {
        handlers.withUnsafeBufferPointer { buffer in
            Unretained(storedAt: UnsafeRawPointer(buffer.baseAddress! + index))
        }
    }

    /// Ends a run of actions: the outermost takes the handlers removed meanwhile off the list.
    @inline(__always)
    private func endHandlerRun() {
        handlerRunDepth &-= 1
        guard handlerRunDepth == 0, handlersRemovedWhileRunning else { return }
        handlersRemovedWhileRunning = false
        handlers.removeAll { !$0.isRegistered }
    }

    /// Runs (or schedules) `token`'s handler for the action for `actionState` at `location`,
    /// told to `stream` first while someone listens.
    @inline(__always)
    private func runHandler(
        _ token: GestureHandlerToken, _ actionState: GestureState, at location: Point, time now: Timestamp,
        cause: UInt64, telling stream: Unretained<EventStream>?
    ) {
        guard token.isRegistered else { return }
        if token.runsAtOnce {
            // the call made twice, for the event (which keeps its copy) and for the handler
            // (which borrows it): one call value for both cost two more reference counts each
            // of the recognizer and the token
            guard let stream else {
                token.handler?(GestureHandlerCall(recognizer: self, state: actionState, location: location, actionTime: now, registration: token))
                return
            }
            let run = stream.with { stream in
                let call = GestureHandlerCall(recognizer: self, state: actionState, location: location, actionTime: now, registration: token)
                return stream.emit(.handlerRan(call), causedBy: cause)
            }
            if let handler = token.handler {
                // what the handler does is caused by its run (EventStream.running's rule, with
                // the handler called outside the access to the stream)
                let outer = stream.with { $0.beginRunning(run) }
                handler(GestureHandlerCall(recognizer: self, state: actionState, location: location, actionTime: now, registration: token))
                stream.with { $0.endRunning(restoring: outer) }
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
                    stream.running(stream.emit(.handlerRan(call), causedBy: scheduled)) { handler?(call) }
                } else {
                    handler?(call)
                }
            }
        }
    }
}
