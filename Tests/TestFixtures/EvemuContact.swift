import ControlModel
import Foundation
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import Recordings

/// One contact of an import: its output id, when it began and ended, and where.
struct EvemuContact: Equatable {
    var touch: Int
    var start: Timestamp
    var end: Timestamp?
    var first: Point
    var last: Point
    var moves: Int

    /// Microseconds from begin to end.
    var durationMicroseconds: Int64? { end.map { ($0.nanoseconds - start.nanoseconds) / 1000 } }
    /// The begin time in microseconds.
    var startMicroseconds: Int64 { start.nanoseconds / 1000 }
    /// The end time in microseconds.
    var endMicroseconds: Int64? { end.map { $0.nanoseconds / 1000 } }

    /// The contacts of `samples`, in the order they began. Records a violation when a touch
    /// moves or ends without being down, or begins while down.
    static func contacts(_ samples: [ImportedSample], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [EvemuContact] {
        var result: [EvemuContact] = []
        var open: [Int: Int] = [:]
        for sample in samples {
            let change = sample.change
            switch change.phase {
            case .began:
                #expect(open[change.identifier] == nil, "touch \(change.identifier) began twice", sourceLocation: sourceLocation)
                open[change.identifier] = result.count
                result.append(EvemuContact(touch: change.identifier, start: sample.time, end: nil, first: change.location, last: change.location, moves: 0))
            case .moved, .stationary:
                guard let index = open[change.identifier] else {
                    Issue.record("touch \(change.identifier) moved while up", sourceLocation: sourceLocation)
                    continue
                }
                result[index].last = change.location
                result[index].moves += 1
            case .ended, .cancelled:
                guard let index = open.removeValue(forKey: change.identifier) else {
                    Issue.record("touch \(change.identifier) ended while up", sourceLocation: sourceLocation)
                    continue
                }
                result[index].end = sample.time
                result[index].last = change.location
            }
        }
        return result
    }
}
