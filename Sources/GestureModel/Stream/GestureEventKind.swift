import ControlModel

/// What a ``GestureEvent`` says happened. Objects are the models' own (a user's test compares
/// them by identity); reasons are ``GestureReason`` values, with their numbers.
public enum GestureEventKind {
    /// A touch changed: the window is handling `phase` of `touch` (a root cause).
    case touch(Touch, TouchPhase)
    /// A touch landed: where it went, which views were skipped and why, which recognizers took
    /// it, will take it once reset, or refused it (`GestureEnvironment+Binding.swift`).
    case landed(TouchBinding)
    /// `recognizer` reached `state` (every transition, held ones when released; not the reset
    /// to possible); `location` in its view's coordinates (nil for failed). `reason` says why
    /// for a decision (began, ended, failed or cancelled) while the window records reasons
    /// (a sink that hears ``GestureEventDetail/everything``, or ``Window/explainsDecisions``);
    /// nil for a change, which is no decision and is caused by the touch phase that moved it.
    case transition(recognizer: GestureRecognizer, state: GestureState, location: Point?, reason: GestureReason?)
    /// `recognizer`'s move to `state` is held behind a failure requirement
    /// (`GestureEnvironment+Requirements.swift`); the transition itself comes when released.
    case held(recognizer: GestureRecognizer, state: GestureState, reason: GestureReason)
    /// `view` is given `phase` of `touch`. `reason` is nil for a phase given as it came; it
    /// says why otherwise: delivered late (who withheld it, by which clause, how long),
    /// cancelled by a recognizer or by the touch's own cancellation
    /// (`GestureEnvironment+Delivery.swift`).
    case delivered(view: View, touch: Touch, phase: TouchPhase, reason: GestureReason?)
    /// `phase` of `touch` is withheld from `view`: `recognizer`, bound to the touch and still
    /// possible, withholds it by `rule` (`GestureEnvironment+Delivery.swift`, the rule's one
    /// statement). Told when the phase is first refused the view, and again when another
    /// recognizer or clause is found holding it; a ``delivered(view:touch:phase:reason:)`` (late)
    /// or a ``dropped(view:touch:phase:by:)`` follows.
    case withheld(view: View, touch: Touch, phase: TouchPhase, by: GestureRecognizer, rule: WithholdingRule)
    /// `phase` of `touch`, withheld from `view`, will never reach it: `recognizer` recognized and
    /// cancels the touches in its view (the view never saw the touch begin).
    case dropped(view: View, touch: Touch, phase: TouchPhase, by: GestureRecognizer)
    /// What a control or a control's handler store did (the ControlModel part of the stream).
    case control(ControlModelEvent)
    /// A recognizer's delayed handler call was scheduled for the action of `state`.
    case handlerScheduled(registration: GestureHandlerToken, state: GestureState)
    /// A recognizer's handler ran.
    case handlerRan(GestureHandlerCall)
    /// A recognizer's delayed handler call was cancelled before it ran.
    case handlerCancelled(registration: GestureHandlerToken)
    /// A rule of `recognizer` measured the number its next decision (began or ended) rests on
    /// (`GestureRecognizer+Measures.swift`); emitted just before the decision.
    case measured(recognizer: GestureRecognizer, DecisionMeasure)
    /// The number `recognizer`'s last failure rests on, when a timer decided it and the number
    /// is known only later: the touch that would have changed it came (a double tap's next tap
    /// came 0.36 s after the lift, after the 0.35 s wait ran out). Emitted when it comes.
    case measuredLate(recognizer: GestureRecognizer, DecisionMeasure)
    /// A rule of `scrollView` measured the number its next
    /// ``ScrollEvent/Kind/didEndDragging`` rests on (whether the content moves on: the speed
    /// at the lift, how long the finger rested before it); emitted just before.
    case scrollMeasured(ScrollView, DecisionMeasure)
    /// A scroll view reported one of its `UIScrollViewDelegate` moments.
    case scroll(ScrollView, ScrollEvent)
    /// A table view reported a row's moment (highlight, selection, a cell configured).
    case table(TableView, TableEvent)
    /// A table view decided that the row at the path a finger reached does nothing (not
    /// highlighted, not selected), and `reason` says why (`TableView+Selection.swift`): a row
    /// with no moment to carry its reason (a refused selection's reason comes with its
    /// `willSelect` or `willDeselect` moment, in ``table(_:_:)``).
    case tableDecision(TableView, TableIndexPath, GestureReason)
    /// A collection view reported an item's moment (highlight, selection, a cell configured).
    case collection(CollectionView, TableEvent)
    /// A collection view decided that the item at the path a finger reached does nothing, and
    /// `reason` says why (`CellList.swift`), as ``tableDecision(_:_:_:)`` for rows.
    case collectionDecision(CollectionView, TableIndexPath, GestureReason)
    /// An alert was presented, dismissed or had an action tapped, or refused to
    /// (`Alerts/`, the rules' home; <doc:Alerts>).
    case alert(AlertEvent)
}
