import ControlModel
import GestureModel

/// A cell's detail label, image view and standard accessory, as `UITableViewCell` has them.
extension TableViewCell {
    /// The standard accessory drawn at the trailing edge (stored only: nothing is drawn, and a
    /// `accessoryView` takes its place), as `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable, CaseIterable {
        /// None.
        case none
        /// A chevron.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark.
        case checkmark
        /// An info button.
        case detailButton
    }

    /// The standard accessory (`.none`).
    public var accessoryType: AccessoryType {
        get { ViewAppearance.existing(self)?.accessoryType ?? .none }
        set { ViewAppearance.of(self).accessoryType = newValue }
    }

    /// The style the cell was made with: `.default` for a class registered with
    /// `register(_:forCellReuseIdentifier:)`, as UIKit makes such cells.
    public var style: CellStyle { ViewAppearance.existing(self)?.cellStyle ?? .default }

    /// The secondary label, made in `contentView` on first use — nil for a
    /// `.default` cell, which has none in UIKit either (a registered
    /// `UITableViewCell` is one: its subtitle set through `detailTextLabel?.text` shows
    /// nowhere, on iOS as here).
    ///
    /// Source: Apple, `UITableViewCell.detailTextLabel` ("Holds the secondary label of the
    /// cell if one exists"; `UITableViewCell.CellStyle.default`: "A simple style for a cell
    /// with a text label … and an optional image view").
    public var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        let appearance = ViewAppearance.of(self)
        if let label = appearance.detailTextLabel { return label }
        let label = UILabel(frame: contentView.bounds)
        contentView.addSubview(label)
        appearance.detailTextLabel = label
        return label
    }

    /// The image view at the leading edge, made in `contentView` on first use.
    public var imageView: UIImageView? {
        let appearance = ViewAppearance.of(self)
        if let imageView = appearance.imageView { return imageView }
        let imageView = UIImageView(frame: .zero)
        contentView.addSubview(imageView)
        appearance.imageView = imageView
        return imageView
    }
}
