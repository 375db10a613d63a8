import ControlModel

extension SegmentedControl {
    /// A control with one segment per item (titles or images, not drawn here), as
    /// `UISegmentedControl(items:)`: a string item is its segment's title.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero, segments: items?.count ?? 0)
        for (index, item) in (items ?? []).enumerated() {
            if let title = item as? String { setTitle(title, forSegmentAt: index) }
        }
    }
}
