extension View {
    /// The centre of the frame, in the superview's coordinates, as `UIView.center`. Setting it
    /// moves the frame and keeps its size.
    public var center: Point {
        get { frame.center }
        set { frame.origin = Point(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// Converts `point` from `view`'s coordinates (window coordinates for nil) into this view's,
    /// as `UIView.convert(_:from:)`.
    public func convert(_ point: Point, from view: View?) -> Point {
        convertFromWindow(view?.convertToWindow(point) ?? point)
    }

    /// Converts `rect` from this view's coordinates into `view`'s (window coordinates for nil),
    /// as `UIView.convert(_:to:)`. Views are not rotated or scaled here, so the size is kept.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        Rect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts `rect` from `view`'s coordinates (window coordinates for nil) into this view's,
    /// as `UIView.convert(_:from:)`.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        Rect(origin: convert(rect.origin, from: view), size: rect.size)
    }
}
