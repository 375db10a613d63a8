/// Where a call was scheduled from: the file and line of the ``Scheduler/schedule(at:fileID:line:_:)``
/// or ``Scheduler/perform(after:fileID:line:_:)`` call that made it, so a report about a call
/// (a clock that cannot move, calls left pending) can say which one it is.
///
/// Calls the models make for themselves carry the models' own place (a stepper's autorepeat,
/// a recognizer's timer, a delayed handler), which names what they are.
public struct CallSite: Sendable, Equatable, CustomStringConvertible {
    /// The file, as `#fileID` gives it (`Module/File.swift`).
    public let fileID: StaticString
    /// The line in that file.
    public let line: UInt

    /// The place `fileID`:`line`.
    public init(fileID: StaticString, line: UInt) {
        self.fileID = fileID
        self.line = line
    }

    /// `Module/File.swift:LINE`.
    public var description: String { "\(fileID):\(line)" }

    public static func == (a: CallSite, b: CallSite) -> Bool {
        a.line == b.line && a.fileID.description == b.fileID.description
    }
}
