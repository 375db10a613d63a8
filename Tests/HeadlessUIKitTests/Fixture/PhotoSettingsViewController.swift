#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A photo viewer with a settings strip: typical UIKit gesture and control wiring.
final class PhotoSettingsViewController: UIViewController, UIGestureRecognizerDelegate {
    let photoView = UIImageView()
    let likeButton = UIButton(type: .system)
    let wifiSwitch = UISwitch()
    let volumeSlider = UISlider()
    let copiesStepper = UIStepper()
    let themeControl = UISegmentedControl(items: ["Light", "Dark", "Auto"])

    private(set) var events: [String] = []
    private(set) var zoom: CGFloat = 1
    private(set) var angle: CGFloat = 0
    private(set) var offset = CGPoint.zero
    private(set) var isLiked = false
    private(set) var volume: Float = 0.5
    private(set) var copies = 1
    private(set) var theme = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        photoView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 400)
        photoView.isUserInteractionEnabled = true
        view.addSubview(photoView)

        let doubleTap = UITapGestureRecognizer(target: self, action: PhotoSettingsViewController.didDoubleTap)
        doubleTap.numberOfTapsRequired = 2
        photoView.addGestureRecognizer(doubleTap)
        let singleTap = UITapGestureRecognizer(target: self, action: PhotoSettingsViewController.didTap)
        singleTap.require(toFail: doubleTap)
        photoView.addGestureRecognizer(singleTap)

        let pinch = UIPinchGestureRecognizer(target: self, action: PhotoSettingsViewController.didPinch)
        pinch.delegate = self
        photoView.addGestureRecognizer(pinch)
        let rotation = UIRotationGestureRecognizer(target: self, action: PhotoSettingsViewController.didRotate)
        rotation.delegate = self
        photoView.addGestureRecognizer(rotation)

        let pan = UIPanGestureRecognizer(target: self, action: PhotoSettingsViewController.didPan)
        pan.maximumNumberOfTouches = 1
        photoView.addGestureRecognizer(pan)
        let longPress = UILongPressGestureRecognizer(target: self, action: PhotoSettingsViewController.didLongPress)
        photoView.addGestureRecognizer(longPress)
        let swipe = UISwipeGestureRecognizer(target: self, action: PhotoSettingsViewController.didSwipe)
        swipe.direction = .left
        view.addGestureRecognizer(swipe)

        likeButton.frame = CGRect(x: 20, y: 420, width: 80, height: 44)
        likeButton.addTarget(self, action: PhotoSettingsViewController.likeTapped, for: .touchUpInside)
        view.addSubview(likeButton)
        wifiSwitch.frame = CGRect(x: 300, y: 420, width: 51, height: 31)
        wifiSwitch.addTarget(self, action: PhotoSettingsViewController.wifiChanged, for: .valueChanged)
        view.addSubview(wifiSwitch)

        volumeSlider.frame = CGRect(x: 20, y: 480, width: 350, height: 31)
        volumeSlider.minimumValue = 0
        volumeSlider.maximumValue = 1
        volumeSlider.value = volume
        volumeSlider.isContinuous = false
        volumeSlider.addTarget(self, action: PhotoSettingsViewController.volumeChanged, for: .valueChanged)
        view.addSubview(volumeSlider)

        copiesStepper.frame = CGRect(x: 20, y: 530, width: 94, height: 32)
        copiesStepper.minimumValue = 1
        copiesStepper.maximumValue = 10
        copiesStepper.value = Double(copies)
        copiesStepper.addAction(UIAction { [weak self] action in
            guard let stepper = action.sender as? UIStepper else { return }
            self?.copies = Int(stepper.value)
        }, for: .valueChanged)
        view.addSubview(copiesStepper)

        themeControl.frame = CGRect(x: 20, y: 580, width: 300, height: 32)
        themeControl.selectedSegmentIndex = 0
        themeControl.addTarget(self, action: PhotoSettingsViewController.themeChanged, for: .valueChanged)
        view.addSubview(themeControl)
    }

    private func didTap(_ sender: UITapGestureRecognizer) { events.append("tap") }

    private func didDoubleTap(_ sender: UITapGestureRecognizer) {
        zoom = zoom > 1 ? 1 : 2
        events.append("zoom \(zoom)")
    }

    private func didPinch(_ gesture: UIPinchGestureRecognizer) {
        if gesture.state == .began || gesture.state == .changed {
            zoom *= gesture.scale
            gesture.scale = 1
        } else if gesture.state == .ended {
            events.append("pinched")
        }
    }

    private func didRotate(_ gesture: UIRotationGestureRecognizer) {
        guard gesture.state == .changed else { return }
        angle += gesture.rotation
        gesture.rotation = 0
    }

    private func didPan(_ gesture: UIPanGestureRecognizer) {
        let translation = gesture.translation(in: view)
        offset = CGPoint(x: offset.x + translation.x, y: offset.y + translation.y)
        gesture.setTranslation(.zero, in: view)
        if gesture.state == .ended { events.append(gesture.velocity(in: view).x > 0 ? "panned right" : "panned left") }
    }

    private func didLongPress(_ gesture: UILongPressGestureRecognizer) {
        if gesture.state == .began { events.append("menu") }
    }

    private func didSwipe() { events.append("next photo") }

    private func likeTapped() {
        isLiked.toggle()
        events.append(isLiked ? "liked" : "unliked")
    }

    private func wifiChanged(_ sender: UISwitch) { events.append(sender.isOn ? "wifi on" : "wifi off") }

    private func volumeChanged(_ sender: UISlider) { volume = sender.value }

    private func themeChanged(_ sender: UISegmentedControl) { theme = sender.selectedSegmentIndex }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        gestureRecognizer.view === otherGestureRecognizer.view
            && !(gestureRecognizer is UITapGestureRecognizer) && !(otherGestureRecognizer is UITapGestureRecognizer)
    }
}
