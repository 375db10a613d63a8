import HeadlessUIKit

/// A photo's cell: a label laid out in `init(frame:)`, as a cell subclass is in UIKit.
final class PhotoCell: UICollectionViewCell {
    static let reuseID = "photo"
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.frame = CGRect(x: 4, y: 96, width: 112, height: 20)
        contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
    }
}
