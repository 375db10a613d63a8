import ControlModel
import Testing

@testable import GestureModel

/// A plain view that logs the touch phases delivered to it.
final class TouchLogView: View {
    var log: [String] = []
    var shared: EventLog?
    var name = "view"

    private func note(_ phase: String) {
        log.append(phase)
        shared?.append("\(name).\(phase)")
    }

    override func touchesBegan(_ touches: [Touch]) { note("began") }
    override func touchesMoved(_ touches: [Touch]) { note("moved") }
    override func touchesEnded(_ touches: [Touch]) { note("ended") }
    override func touchesCancelled(_ touches: [Touch]) { note("cancelled") }
}
