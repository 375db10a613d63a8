import ControlModel
import GestureModel

// UIKit's class and protocol names for the models' types: the same types, so a `UIButton` is a
// `Button` and every method of the model is there under the UIKit name.

/// `UIView`: a `View`.
public typealias UIView = View
/// `UIWindow`: a `Window`, which also owns the scheduler and the gesture
/// environment.
public typealias UIWindow = Window
/// `UITouch`: a `Touch`.
public typealias UITouch = Touch
/// `UIControl`: a `Control`.
public typealias UIControl = Control
/// `UIButton`: a `Button`.
public typealias UIButton = Button
/// `UISwitch`: a `Switch`.
public typealias UISwitch = Switch
/// `UISlider`: a `Slider`.
public typealias UISlider = Slider
/// `UIStepper`: a `Stepper`.
public typealias UIStepper = Stepper
/// `UISegmentedControl`: a `SegmentedControl`.
public typealias UISegmentedControl = SegmentedControl
/// `UIPageControl`: a `PageControl`.
public typealias UIPageControl = PageControl
/// `UIScrollView`: a `ScrollView` — scrolling, and zooming with UIKit's `minimumZoomScale`,
/// `maximumZoomScale`, `zoomScale`, `bouncesZoom`, `setZoomScale(_:animated:)`,
/// `zoom(to:animated:)`, `pinchGestureRecognizer`; the view to zoom comes from a
/// `ScrollViewZoomingDelegate`'s `viewForZooming(in:)` or the `viewForZooming` closure.
public typealias UIScrollView = ScrollView
/// `UIAction`: a `ControlAction`, added with `addAction(_:for:)`.
public typealias UIAction = ControlAction
/// `UIGestureRecognizer`: a `GestureRecognizer`.
public typealias UIGestureRecognizer = GestureRecognizer
/// `UITapGestureRecognizer`: a `TapGestureRecognizer`.
public typealias UITapGestureRecognizer = TapGestureRecognizer
/// `UILongPressGestureRecognizer`: a `LongPressGestureRecognizer`.
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
/// `UIPanGestureRecognizer`: a `PanGestureRecognizer`.
public typealias UIPanGestureRecognizer = PanGestureRecognizer
/// `UISwipeGestureRecognizer`: a `SwipeGestureRecognizer`.
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
/// `UIPinchGestureRecognizer`: a `PinchGestureRecognizer`.
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
/// `UIRotationGestureRecognizer`: a `RotationGestureRecognizer`.
public typealias UIRotationGestureRecognizer = RotationGestureRecognizer
/// `UIGestureRecognizerDelegate`: `GestureRecognizerDelegate`, whose methods
/// have UIKit's names and defaults.
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate

extension Control {
    /// `UIControl.Event`: `ControlEvents`, with UIKit's raw values.
    public typealias Event = ControlEvents
}

extension GestureRecognizer {
    /// `UIGestureRecognizer.State`: `GestureState` (`.recognized` is `.ended`).
    public typealias State = GestureState
}

extension SwipeGestureRecognizer {
    /// `UISwipeGestureRecognizer.Direction`: `SwipeDirection`.
    public typealias Direction = SwipeDirection
}
