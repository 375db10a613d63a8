import ControlModel

/// What a ``GestureEvent`` says happened. Objects are the models' own (a user's test compares
/// them by identity); reasons are ``GestureReason`` values, with their numbers.
public enum GestureEventKind {
    /// A touch changed: the window is handling `phase` of `touch` (a root cause).
    case touch(Touch, TouchPhase)
    /// A touch landed: where it went, which views were skipped and why, which recognizers took
    /// it, will take it once reset, or refused it (`GestureEnvironment+Binding.swift`).
    case landed(TouchBinding)
    /// `recognizer` decided: it reached `state` (began, ended, failed or cancelled; a change is
    /// no decision, and what it does is caused by the touch phase that moved it); `location` in
    /// its view's coordinates (nil for failed); `reason` says why.
    case transition(recognizer: GestureRecognizer, state: GestureState, location: Point?, reason: GestureReason)
    /// `recognizer`'s move to `state` is held behind a failure requirement
    /// (`GestureEnvironment+Requirements.swift`); the transition itself comes when released.
    case held(recognizer: GestureRecognizer, state: GestureState, reason: GestureReason)
    /// `view` is given `phase` of `touch`. `reason` is nil for a phase given as it came; it
    /// says why otherwise: delivered late (who withheld it, by which clause, how long),
    /// cancelled by a recognizer or by the touch's own cancellation
    /// (`GestureEnvironment+Delivery.swift`).
    case delivered(view: View, touch: Touch, phase: TouchPhase, reason: GestureReason?)
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
    /// A table view decided that the row at the path does nothing (not highlighted, not
    /// selected), and `reason` says why (`TableView+Selection.swift`).
    case tableDecision(TableView, TableIndexPath, GestureReason)
    /// An alert was presented, dismissed or had an action tapped, or refused to
    /// (`Alerts/`, the rules' home; <doc:Alerts>).
    case alert(AlertEvent)
}
