import ControlModel

/// The empty lists of a finished ``TouchDelivery``, kept by the environment for the next touch
/// so that a touch sequence does not allocate them anew (their capacity stays).
struct TouchDeliveryStorage {
    var recognizers: [Unretained<GestureRecognizer>] = []
    var queue: [TouchPhase] = []
}
