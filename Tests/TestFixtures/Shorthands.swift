import ControlModel
import Foundation
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import Recordings

// Small helpers shared by the test targets.

/// A point, briefly.
func pt(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

extension Double {
    /// True when within `tolerance` of `other`.
    func isClose(to other: Double, within tolerance: Double = 1e-9) -> Bool { abs(self - other) <= tolerance }
}

extension Timestamp {
    /// The time in whole microseconds.
    var microseconds: Int64 { nanoseconds / 1000 }
}

/// The most contacts down at once in `samples`.
func evemuMaximumDown(_ samples: [ImportedSample]) -> Int {
    var down = 0, most = 0
    for sample in samples {
        switch sample.change.phase {
        case .began: down += 1
        case .ended, .cancelled: down -= 1
        default: break
        }
        most = max(most, down)
    }
    return most
}

/// The description of the error `body` throws (`FILE:LINE:COLUMN: error: …`), or nil when it
/// throws none.
func errorText(_ body: () throws -> Void) -> String? {
    do {
        try body()
        return nil
    } catch {
        return "\(error)"
    }
}
