import ControlModel

extension PanGestureRecognizer {
    /// ``translation`` in `view`'s coordinate system, as `UIPanGestureRecognizer.translation(in:)`.
    /// Views here are neither rotated nor scaled, so a translation — a difference of points —
    /// is the same in every view's coordinates.
    public func translation(in view: View?) -> Point { translation }

    /// ``velocity`` in `view`'s coordinate system (points per second), as
    /// `UIPanGestureRecognizer.velocity(in:)`; the same in every view, as for
    /// ``translation(in:)``.
    public func velocity(in view: View?) -> Point { velocity }
}
