import ControlModel

/// Where a loaded scene's handler that runs at once reports its calls: the scene and the
/// record names. A direct call on every action, where the handler's closure and a
/// ``GestureHandlerCall`` would cost reference counting each time. The scene is held
/// unmanaged: it removes its handlers (which clears their reports) when it goes.
struct HandlerReport {
    let scene: Unmanaged<Scene>
    /// The handler's record name.
    let name: RecordName
    /// The record name of the handler's recognizer.
    let recognizerName: RecordName

    /// Reports one call, with the state and location of its action.
    func send(_ state: GestureState, _ location: Point) {
        scene._withUnsafeGuaranteedRef {
            $0.reportHandler(named: name, of: recognizerName, state: state, location: location, scheduled: nil)
        }
    }
}
