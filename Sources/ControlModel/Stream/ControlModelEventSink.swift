/// Hears what the controls of a view tree do (``ControlModelEvent``): a window's event stream
/// (GestureModel's `Window` is one). Attached to the root of the tree with
/// ``View/controlEventSink``; with none attached, the controls build no event.
public protocol ControlModelEventSink: AnyObject {
    /// `event` happened, caused by the event whose id is `cause` (nil: by whatever the stream
    /// is handling now, a touch phase being delivered for instance). Returns the event's id,
    /// for the events it causes.
    func receive(_ event: ControlModelEvent, causedBy cause: UInt64?) -> UInt64
    /// Runs `body`, the handler whose run is the event with id `run`: what happens meanwhile
    /// without a nearer cause (a control it disables, an alert it presents) is caused by that
    /// run. By default, runs `body` alone.
    func running(_ run: UInt64, _ body: () -> Void)
}

extension ControlModelEventSink {
    /// Runs `body` alone: a sink that keeps no causes.
    public func running(_ run: UInt64, _ body: () -> Void) { body() }
}
