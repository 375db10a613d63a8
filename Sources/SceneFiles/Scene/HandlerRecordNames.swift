/// The names a run of a scene's handler on a recognizer is recorded under: the handler's, and
/// its recognizer's (kept together, so a run finds both at once).
struct HandlerRecordNames {
    /// The handler's record name (its id).
    let handler: RecordName
    /// The record name of the recognizer the handler is on.
    let recognizer: RecordName
}
