/// `UIImage` without pixels: a name (asset or SF Symbol) and a size, so screens that load and
/// show images compile and a test can tell which image is shown.
public final class UIImage: Hashable, Sendable {
    /// The asset or symbol name, nil for an image made from a size.
    public let name: String?
    /// The size in points (zero for a named image: nothing is loaded).
    public let size: CGSize

    /// The asset `name` (never nil here: there is no asset catalogue to miss).
    public init?(named name: String) {
        self.name = name
        size = .zero
    }

    /// The SF Symbol `name`.
    public init?(systemName name: String) {
        self.name = name
        size = .zero
    }

    /// An unnamed image of `size` (for tests that need an image's size).
    public init(size: CGSize) {
        name = nil
        self.size = size
    }

    /// The same name and size.
    public static func == (a: UIImage, b: UIImage) -> Bool { a.name == b.name && a.size == b.size }

    /// Hashes the name and size.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(size.width)
        hasher.combine(size.height)
    }
}
