import ControlModel

extension Stepper {
    /// A stepper of UIKit's size, 94 × 32 pt, at the origin (half for −, half for +).
    ///
    /// Source: Apple, `UIStepper` ("The bounding rectangle for a stepper matches that of a
    /// UISwitch object"; its intrinsic size on iOS 13 and later is 94 × 32 pt).
    public convenience init() {
        self.init(frame: Rect(x: 0, y: 0, width: 94, height: 32))
    }
}
