import ControlModel

extension View {
    /// Runs `handler` when the view is tapped once with one finger (BlocksKit's
    /// `bk_whenTapped:`), once a double tap on the view has failed if one is registered.
    @discardableResult
    public func whenTapped(_ handler: @escaping () -> Void) -> TapConvenienceToken {
        whenTouches(1, tapped: 1) { _ in handler() }
    }

    /// Runs `handler` when the view is tapped twice with one finger (BlocksKit's
    /// `bk_whenDoubleTapped:` used two fingers, #298).
    @discardableResult
    public func whenDoubleTapped(_ handler: @escaping () -> Void) -> TapConvenienceToken {
        whenTouches(1, tapped: 2) { _ in handler() }
    }

    /// Runs `handler` when the view is tapped `taps` times with `touches` fingers.
    ///
    /// One tap recognizer per (view, touches, taps) is shared by every convenience asking for
    /// it (BlocksKit #330). On one view and touch count, a recognizer with fewer taps requires
    /// the one with the next higher count to fail, whatever the order of adding (BlocksKit
    /// #373). The view's user interaction is switched on (BlocksKit #334).
    @discardableResult
    public func whenTouches(
        _ touches: Int, tapped taps: Int, identifier: String? = nil,
        _ handler: @escaping (GestureHandlerCall) -> Void
    ) -> TapConvenienceToken {
        precondition(touches >= 1 && taps >= 1, "a tap needs at least one finger and one tap")
        isUserInteractionEnabled = true
        let recognizer: ConvenienceTapGestureRecognizer
        if let shared = tapConveniences(touches: touches).first(where: { $0.numberOfTapsRequired == taps }) {
            recognizer = shared
        } else {
            recognizer = ConvenienceTapGestureRecognizer(taps: taps, touches: touches)
            recognizer.identifier = (self.identifier ?? "view") + ".tap\(touches)x\(taps)"
            addGestureRecognizer(recognizer)
            relinkTapConveniences(touches: touches)
        }
        let token = recognizer.addHandler(identifier: identifier) { call in
            if call.state == .ended { handler(call) }
        }
        return TapConvenienceToken(recognizer: recognizer, handler: token)
    }

    private func tapConveniences(touches: Int) -> [ConvenienceTapGestureRecognizer] {
        gestureRecognizers.compactMap { $0 as? ConvenienceTapGestureRecognizer }
            .filter { $0.numberOfTouchesRequired == touches }
    }

    /// Rebuilds the chain: each convenience tap requires the next higher tap count to fail.
    func relinkTapConveniences(touches: Int) {
        let chain = tapConveniences(touches: touches).sorted { $0.numberOfTapsRequired < $1.numberOfTapsRequired }
        for recognizer in chain {
            for required in recognizer.failureRequirements where required is ConvenienceTapGestureRecognizer {
                recognizer.removeRequirement(toFail: required)
            }
        }
        for (lower, higher) in zip(chain, chain.dropFirst()) {
            lower.require(toFail: higher)  // strictly increasing counts: no cycle
        }
    }
}
