/// The names a run of a scene's control handler is recorded under: the handler's, and its
/// control's (kept together, so a run finds both at once; a cell template's copies named by
/// their cell's row at the run).
struct ControlHandlerRecordNames {
    /// The handler's name (its id, or its template copy's).
    let handler: SceneName
    /// The name of the control the handler is on.
    let control: SceneName
}
