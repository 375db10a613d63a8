import ControlModel

/// What a probe did to a zoomable scroll view of a ``GestureMap``: the zoom scale it rests at
/// after the probe, read from the scroll view's last zoom moment on the window's event stream
/// (`didEndZooming`'s scale, which comes after any bounce back; `didZoom`'s when zooming did
/// not end).
public struct ProbeZoomOutcome: Hashable, Sendable {
    /// The scroll view's id.
    public var id: String
    /// The zoom scale.
    public var scale: Double

    /// Creates an outcome.
    public init(id: String, scale: Double) {
        self.id = id
        self.scale = scale
    }

    /// `photoScroller zooms to 2`.
    public var description: String { "\(id) zooms to \(formatNumber(scale))" }
}
