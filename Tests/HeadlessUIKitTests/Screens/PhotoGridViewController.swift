import HeadlessUIKit

/// A grid of thumbnails in a scroll view; tapping one opens it full screen in a zooming scroll
/// view (pinch, or double-tap to zoom to the tapped point and back), and Close returns to the grid.
final class PhotoGridViewController: UIViewController, UIScrollViewDelegate {
    private let photoNames: [String]
    private let columns = 3
    private let spacing: CGFloat = 2

    let gridView = UIScrollView()
    private(set) var thumbnails: [UIImageView] = []
    let zoomView = UIScrollView()
    let fullImageView = UIImageView()
    let closeButton = UIButton(type: .close)
    private(set) var openPhotoIndex: Int?

    init(photoNames: [String]) {
        self.photoNames = photoNames
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        view.backgroundColor = .systemBackground

        gridView.alwaysBounceVertical = true
        gridView.delegate = self
        view.addSubview(gridView)

        for (index, name) in photoNames.enumerated() {
            let thumbnail = UIImageView(image: UIImage(named: name))
            thumbnail.contentMode = .scaleAspectFill
            thumbnail.clipsToBounds = true
            thumbnail.isUserInteractionEnabled = true
            thumbnail.tag = index
            thumbnail.accessibilityLabel = name
            thumbnail.addGestureRecognizer(UITapGestureRecognizer(target: self, action: PhotoGridViewController.thumbnailTapped))
            gridView.addSubview(thumbnail)
            thumbnails.append(thumbnail)
        }

        zoomView.backgroundColor = .black
        zoomView.delegate = self
        zoomView.minimumZoomScale = 1
        zoomView.maximumZoomScale = 4
        zoomView.showsHorizontalScrollIndicator = false
        zoomView.showsVerticalScrollIndicator = false
        zoomView.isHidden = true
        fullImageView.contentMode = .scaleAspectFit
        fullImageView.isUserInteractionEnabled = true
        zoomView.addSubview(fullImageView)
        view.addSubview(zoomView)

        let doubleTap = UITapGestureRecognizer(target: self, action: PhotoGridViewController.photoDoubleTapped)
        doubleTap.numberOfTapsRequired = 2
        fullImageView.addGestureRecognizer(doubleTap)

        closeButton.addTarget(self, action: PhotoGridViewController.closePhoto, for: .touchUpInside)
        closeButton.isHidden = true
        view.addSubview(closeButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        gridView.frame = view.bounds
        let side = (view.bounds.width - spacing * CGFloat(columns - 1)) / CGFloat(columns)
        for (index, thumbnail) in thumbnails.enumerated() {
            let row = index / columns, column = index % columns
            thumbnail.frame = CGRect(x: CGFloat(column) * (side + spacing), y: CGFloat(row) * (side + spacing),
                                     width: side, height: side)
        }
        let rows = (thumbnails.count + columns - 1) / columns
        gridView.contentSize = CGSize(width: view.bounds.width, height: CGFloat(rows) * (side + spacing) - spacing)

        zoomView.frame = view.bounds
        if zoomView.zoomScale == 1 {
            fullImageView.frame = zoomView.bounds
            zoomView.contentSize = zoomView.bounds.size
        }
        closeButton.frame = CGRect(x: view.bounds.width - 60, y: view.safeAreaInsets.top + 16, width: 44, height: 44)
    }

    // MARK: Opening and closing

    private func thumbnailTapped(_ recognizer: UITapGestureRecognizer) {
        guard let index = recognizer.view?.tag else { return }
        openPhotoIndex = index
        fullImageView.image = thumbnails[index].image
        zoomView.setZoomScale(1, animated: false)
        zoomView.isHidden = false
        closeButton.isHidden = false
        zoomView.alpha = 0
        UIView.animate(withDuration: 0.25) {
            self.zoomView.alpha = 1
        }
    }

    private func closePhoto() {
        UIView.animate(withDuration: 0.25, animations: {
            self.zoomView.alpha = 0
        }, completion: { _ in
            self.zoomView.isHidden = true
            self.closeButton.isHidden = true
            self.openPhotoIndex = nil
        })
    }

    private func photoDoubleTapped(_ recognizer: UITapGestureRecognizer) {
        if zoomView.zoomScale > zoomView.minimumZoomScale {
            zoomView.setZoomScale(zoomView.minimumZoomScale, animated: true)
        } else {
            let point = recognizer.location(in: fullImageView)
            let scale: CGFloat = 3
            let size = CGSize(width: zoomView.bounds.width / scale, height: zoomView.bounds.height / scale)
            let rect = CGRect(x: point.x - size.width / 2, y: point.y - size.height / 2,
                              width: size.width, height: size.height)
            zoomView.zoom(to: rect, animated: true)
        }
    }

    // MARK: UIScrollViewDelegate

    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        scrollView === zoomView ? fullImageView : nil
    }

    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        let horizontal = max((scrollView.bounds.width - scrollView.contentSize.width) / 2, 0)
        let vertical = max((scrollView.bounds.height - scrollView.contentSize.height) / 2, 0)
        scrollView.contentInset = UIEdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
        closeButton.isHidden = scrollView.zoomScale > 1
    }

    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        if scale < 1.05 {
            scrollView.setZoomScale(1, animated: true)
        }
    }
}
