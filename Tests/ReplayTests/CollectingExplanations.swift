import ControlModel

@testable import GestureModel
@testable import SceneFiles
@testable import Replay

/// Keeps the `refused` explanations a replay gives, as "t id action code field=value…".
final class CollectingExplanations: ReplayExplanationSink {
    var refusals: [String] = []
    func receive(_ record: consuming ReplayRecord) {}
    func explain(_ decision: GestureDecision, of id: String, at time: Timestamp) {}
    func explainRefusal(of id: String, action: String?, because reason: GestureReason, at time: Timestamp) {
        let fields = reason.fields.map { field -> String in
            switch field.value {
            case .number(let number): "\(field.name)=\(Int(number))"
            case .name(let name): "\(field.name)=\(name)"
            case .names(let names): "\(field.name)=\(names.joined(separator: ","))"
            }
        }
        refusals.append(([time.formatted(decimals: 3), id, action ?? "-", reason.code] + fields).joined(separator: " "))
    }
}
