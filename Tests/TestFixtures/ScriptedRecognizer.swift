import ControlModel
import Testing

@testable import GestureModel

/// A recognizer driven by closures, for rules that do not depend on a concrete gesture.
final class ScriptedRecognizer: GestureRecognizer {
    var discrete = false
    var preventsOthers = true
    var preventable = true
    var onBegan: ((ScriptedRecognizer, [Touch]) -> Void)?
    var onMoved: ((ScriptedRecognizer, [Touch]) -> Void)?
    var onEnded: ((ScriptedRecognizer, [Touch]) -> Void)?
    var shared: EventLog?

    override var isDiscrete: Bool { discrete }

    override func touchesBegan(_ touches: [Touch]) {
        shared?.append("\(identifier ?? "scripted").touchesBegan")
        onBegan?(self, touches)
    }
    override func touchesMoved(_ touches: [Touch]) { onMoved?(self, touches) }
    override func touchesEnded(_ touches: [Touch]) {
        shared?.append("\(identifier ?? "scripted").touchesEnded")
        onEnded?(self, touches)
    }
    override func canPrevent(_ other: GestureRecognizer) -> Bool { preventsOthers }
    override func canBePrevented(by other: GestureRecognizer) -> Bool { preventable }
}
