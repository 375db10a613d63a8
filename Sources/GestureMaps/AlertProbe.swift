import ControlModel
import GestureModel
import SceneFiles

/// What one probe of an alert set off in a ``GestureMap``: a tap on one of its actions, or — for
/// an action sheet — a tap outside it, each on the alert presented alone (without animation, as
/// a handler's `presents` presents it) on the scene as loaded.
public struct AlertProbe: Hashable, Sendable {
    /// The title of the tapped action; nil for the tap outside an action sheet.
    public var action: String?
    /// The handlers that ran, in the order of their first run.
    public var handlers: [String]
    /// The alerts presented after the tap (by the handlers' `presents`), in order.
    public var presents: [String]
    /// Why nothing happened, when the tap was refused (a disabled action), as the alert's rule
    /// told it on the window's event stream.
    public var refusal: GestureReason?

    /// Creates a result.
    public init(action: String?, handlers: [String] = [], presents: [String] = [], refusal: GestureReason? = nil) {
        self.action = action
        self.handlers = handlers
        self.presents = presents
        self.refusal = refusal
    }

    /// The probe's name: `tap Delete`, or `tap outside`.
    public var name: String { action.map { "tap \($0)" } ?? "tap outside" }

    /// What it set off, in words: `deleted; presents confirm`, `refused: action Share is
    /// disabled`, or `nothing` when the tap dismissed the alert and no handler ran.
    public var outcome: String { ProbeOutcome.text(handlers: handlers, presents: presents, refusal: refusal) }
}
