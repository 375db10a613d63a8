import ControlModel

/// A record sink that also takes the reasons of the recognizers' decisions (<doc:Reasons>):
/// a loaded ``Scene`` whose sink is one tells it each decision right after the record it
/// explains (a held decision, which has no record, when it is held). A sink that is not one
/// is told nothing, and the replay does no work for reasons.
public protocol ReplayExplanationSink: ReplayRecordSink {
    /// The recognizer with id `id` took `decision` at `time`.
    func explain(_ decision: GestureDecision, of id: String, at time: Timestamp)
}
