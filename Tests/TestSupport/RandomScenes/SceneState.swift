/// The flags of a scene's views as a trace's `set` commands change them, over the values the
/// file gave (``SceneFacts``): what a checker needs to know whether a view could take a touch.
package struct SceneState {
    private var hiddenFlags: [Int: Bool] = [:]
    private var interactionFlags: [Int: Bool] = [:]
    private var enabledFlags: [Int: Bool] = [:]

    /// The state the file gives.
    package init() {}

    package func hidden(_ view: Int, _ facts: SceneFacts) -> Bool { hiddenFlags[view] ?? facts.views[view].hidden }
    package func userInteraction(_ view: Int, _ facts: SceneFacts) -> Bool { interactionFlags[view] ?? facts.views[view].userInteraction }
    package func enabled(_ view: Int, _ facts: SceneFacts) -> Bool { enabledFlags[view] ?? facts.views[view].enabled }

    /// Applies a `set` of `key` to `value` on the view named `target` (recognizers and other
    /// properties change nothing here).
    package mutating func set(_ key: String, _ value: JSONText, on target: String, _ facts: SceneFacts) {
        guard let view = facts.viewIndex[target], case .bool(let flag) = value else { return }
        switch key {
        case "hidden": hiddenFlags[view] = flag
        case "userInteraction": interactionFlags[view] = flag
        case "enabled": if facts.views[view].isControl { enabledFlags[view] = flag }
        default: break
        }
    }
}
