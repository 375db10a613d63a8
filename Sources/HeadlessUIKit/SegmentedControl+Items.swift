import ControlModel

extension SegmentedControl {
    /// A control with one segment per item (titles or images, not drawn here), as
    /// `UISegmentedControl(items:)`.
    public convenience init(items: [Any]?) { self.init(frame: .zero, segments: items?.count ?? 0) }
}
