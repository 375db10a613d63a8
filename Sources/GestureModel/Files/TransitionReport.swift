/// Where a recognizer of a loaded scene reports its transitions: the scene and the
/// recognizer's record name. A direct call on every transition, where an observer closure
/// would cost reference counting each time. The scene is held unmanaged: it clears the
/// reports of its recognizers when it goes.
struct TransitionReport {
    let scene: Unmanaged<Scene>
    let name: RecordName

    /// Reports that `recognizer` reached `state`.
    func send(_ recognizer: GestureRecognizer, _ state: GestureState) {
        scene._withUnsafeGuaranteedRef { $0.reportTransition(of: recognizer, named: name, to: state) }
    }
}
