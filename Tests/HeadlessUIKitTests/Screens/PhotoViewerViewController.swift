#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// One photo, full screen: pinch or double-tap to zoom, tap to hide the caption, long-press for
/// a menu that saves or deletes the photo.
final class PhotoViewerViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let imageView = UIImageView()
    let captionLabel = UILabel()

    var onDelete: (() -> Void)?
    private(set) var savedCount = 0
    private(set) var isChromeHidden = false
    private let photo: UIImage?

    init(photo: UIImage?, caption: String) {
        self.photo = photo
        super.init(nibName: nil, bundle: nil)
        title = caption
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black

        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.delegate = self
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 4
        scrollView.decelerationRate = .fast
        view.addSubview(scrollView)

        imageView.image = photo
        imageView.contentMode = .scaleAspectFit
        imageView.frame = scrollView.bounds
        imageView.isUserInteractionEnabled = true
        scrollView.addSubview(imageView)
        scrollView.contentSize = imageView.frame.size

        captionLabel.text = title
        captionLabel.textColor = .white
        captionLabel.font = .preferredFont(forTextStyle: .footnote)
        captionLabel.numberOfLines = 2
        captionLabel.frame = CGRect(x: 16, y: view.bounds.height - 80, width: view.bounds.width - 32, height: 44)
        view.addSubview(captionLabel)

        let doubleTap = UITapGestureRecognizer(target: self, action: PhotoViewerViewController.handleDoubleTap)
        doubleTap.numberOfTapsRequired = 2
        imageView.addGestureRecognizer(doubleTap)

        let singleTap = UITapGestureRecognizer(target: self, action: PhotoViewerViewController.toggleChrome)
        singleTap.require(toFail: doubleTap)
        imageView.addGestureRecognizer(singleTap)

        let longPress = UILongPressGestureRecognizer(target: self, action: PhotoViewerViewController.handleLongPress)
        longPress.minimumPressDuration = 0.4
        imageView.addGestureRecognizer(longPress)
    }

    // MARK: - Zooming

    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        imageView
    }

    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        captionLabel.isHidden = isChromeHidden || scrollView.zoomScale > scrollView.minimumZoomScale
    }

    private func handleDoubleTap(_ recognizer: UITapGestureRecognizer) {
        if scrollView.zoomScale > scrollView.minimumZoomScale {
            scrollView.setZoomScale(scrollView.minimumZoomScale, animated: true)
            return
        }
        let point = recognizer.location(in: imageView)
        let size = CGSize(width: scrollView.bounds.width / 2.5, height: scrollView.bounds.height / 2.5)
        let rect = CGRect(x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height)
        scrollView.zoom(to: rect, animated: true)
    }

    private func toggleChrome() {
        isChromeHidden.toggle()
        UIView.animate(withDuration: 0.25) {
            self.captionLabel.alpha = self.isChromeHidden ? 0 : 1
        }
    }

    // MARK: - Actions

    private func handleLongPress(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began else { return }
        let sheet = UIAlertController(title: nil, message: title, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Save to Photos", style: .default) { [weak self] _ in
            self?.savedCount += 1
        })
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
            self?.confirmDelete()
        })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(sheet, animated: true)
    }

    private func confirmDelete() {
        let alert = UIAlertController(
            title: "Delete Photo?",
            message: "This photo will be deleted from all your devices.",
            preferredStyle: .alert
        )
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
            self?.onDelete?()
        })
        present(alert, animated: true)
    }
}
