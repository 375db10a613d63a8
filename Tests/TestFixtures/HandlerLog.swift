import ControlModel
import Testing

@testable import GestureModel

/// Records each handler call of a recognizer: state, location and times.
final class HandlerLog {
    private(set) var calls: [(state: GestureState, location: Point, actionMS: Int64, runMS: Int64)] = []
    var states: [GestureState] { calls.map(\.state) }

    func record(_ call: GestureHandlerCall, now: Timestamp) {
        calls.append((call.state, call.location, call.actionTime.nanoseconds / 1_000_000, now.nanoseconds / 1_000_000))
    }
}
