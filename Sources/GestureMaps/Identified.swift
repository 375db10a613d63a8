/// Something of a probe's result named by a scene id (a recognizer's or a control's outcome),
/// so the results can be put in scene order.
protocol Identified {
    /// The scene id.
    var id: String { get }
}

extension ProbeRecognizerOutcome: Identified {}
extension ProbeControlOutcome: Identified {}
extension ProbeZoomOutcome: Identified {}
