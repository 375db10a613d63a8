import ControlModel

/// A gesture aimed at a view that would not reach it — the error the window's aimed gestures
/// (`tap(on:)`, `pan(on:by:)`, …) throw instead of touching whatever is there, as Flutter's
/// `warnIfMissed` warns, but failing the test.
///
/// Thrown out of a test function, it fails the test with its ``description`` (Swift Testing
/// and XCTest both record a thrown error as a failure), which names the gesture, where it was
/// written, the view and why:
///
/// ```
/// LikeTests.swift:12: tap(on: like) would not reach like: covered by overlay
/// ```
///
/// A test that expects the miss says so: `#expect(throws: GestureMiss.self) { try
/// window.tap(on: hiddenButton) }`.
public struct GestureMiss: Error, Sendable, CustomStringConvertible {
    /// The gesture as written, e.g. `tap(on: like)`.
    public let gesture: String
    /// The view aimed at, by its identifier (an unnamed view by its type).
    public let view: String
    /// Why no touch would reach it: hidden, user interaction off, disabled, outside the
    /// window, covered by another view (see ``HitMiss``).
    public let reason: HitMiss
    /// Where the gesture was written.
    public let site: CallSite

    /// Creates a miss.
    public init(gesture: String, view: String, reason: HitMiss, site: CallSite) {
        self.gesture = gesture
        self.view = view
        self.reason = reason
        self.site = site
    }

    /// `FILE:LINE: GESTURE would not reach VIEW: REASON`.
    public var description: String { "\(site): \(gesture) would not reach \(view): \(reason)" }
}
