import ControlModel

/// What HeadlessUIKit stores for a view's appearance (none of it drawn): attached to the view
/// the first time a property is set or the layer is read, and found again among its
/// attachments.
final class ViewAppearance {
    var backgroundColor: UIColor?
    var tintColor: UIColor?
    var isOpaque = true
    let layer = CALayer()
    var contentMode = View.ContentMode.scaleToFill
    var autoresizingMask: View.AutoresizingMask = []
    var transform = CGAffineTransform.identity
    /// A text field's border style.
    var borderStyle = TextField.BorderStyle.none
    /// A button's titles, title colours and images by state (raw value).
    var titles: [UInt: String] = [:]
    var titleColors: [UInt: UIColor] = [:]
    var images: [UInt: UIImage] = [:]
    /// A button's title label, made when first read.
    var titleLabel: UILabel?
    var tag = 0
    var accessibilityLabel: String?
    var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    var textContentType: UITextContentType?
    var autocapitalizationType = UITextAutocapitalizationType.sentences
    var autocorrectionType = UITextAutocorrectionType.default
    var onTintColor: UIColor?
    var minimumValueImage: UIImage?
    var maximumValueImage: UIImage?
    var showsHorizontalScrollIndicator = true
    var showsVerticalScrollIndicator = true
    var contentInsetAdjustmentBehavior = ScrollView.ContentInsetAdjustmentBehavior.automatic
    var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    var cellStyle = TableViewCell.CellStyle.default
    var accessoryType = TableViewCell.AccessoryType.none
    var detailTextLabel: UILabel?
    var imageView: UIImageView?

    /// The appearance of `view`, attached when it has none yet.
    static func of(_ view: View) -> ViewAppearance {
        for attachment in view.attachments {
            if let appearance = attachment as? ViewAppearance { return appearance }
        }
        let appearance = ViewAppearance()
        view.attachments.append(appearance)
        return appearance
    }

    /// The appearance of `view` if one was attached.
    static func existing(_ view: View) -> ViewAppearance? {
        view.attachments.lazy.compactMap { $0 as? ViewAppearance }.first
    }
}
