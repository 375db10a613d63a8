import ControlModel
import GestureModel

/// A photo that toggles its chrome on a tap and zooms on a double tap, with a like button on it:
/// the UI logic a consumer of bk-events tests without a device.
public final class PhotoScreen {
    /// The virtual clock everything on the screen runs on.
    public let clock = TestScheduler()
    /// The window the screen's views live in.
    public let window: Window
    /// The photo.
    public let photo = View(frame: Rect(x: 0, y: 100, width: 390, height: 390), identifier: "photo")
    /// The like button, on the photo.
    public let like = Button(frame: Rect(x: 300, y: 20, width: 60, height: 44), identifier: "like")
    /// What the screen did, in order.
    public private(set) var log: [String] = []

    /// Builds the screen.
    public init() {
        window = Window(width: 390, height: 844, scheduler: clock)
        window.addSubview(photo)
        photo.addSubview(like)
        photo.whenTapped { [unowned self] in log.append("toggle chrome") }
        photo.whenDoubleTapped { [unowned self] in log.append("zoom") }
        like.addEventHandler(for: .touchUpInside) { [unowned self] _, _ in log.append("like") }
    }
}
