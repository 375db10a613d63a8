/// The item that stands for a view controller in a tab bar, as UIKit's `UITabBarItem` (stored
/// only: there is no tab bar).
@MainActor
open class UITabBarItem {
    /// The title.
    open var title: String?
    /// The image.
    open var image: UIImage?
    /// A number the app gives the item.
    open var tag: Int
    /// The text of the badge (nil: no badge).
    open var badgeValue: String?

    /// An item with `title`, `image` and `tag`.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
    }
}
