#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Switches that turn the speed tricks off, so a test run can show they change nothing.
///
/// In builds with internal checks (`BK_EVENTS_INTERNAL_CHECKS`: debug builds, so `swift test`)
/// each is read once from the process environment, and a gesture environment starts with the
/// process's (a test may change its own); in release builds both are constant false and cost
/// nothing. CI runs the whole test suite, the golden examples included, a second time with
/// both on.
package struct DebugSwitches {
    #if BK_EVENTS_INTERNAL_CHECKS
    /// `BK_EVENTS_IGNORE_HINTS=1`: skip-work hints are ignored and the work is done (each hint
    /// only ever says that some work would do nothing).
    var ignoresHints: Bool
    /// `BK_EVENTS_GENERAL_PATH=1`: one finger changing takes the general multi-finger path at
    /// every layer (replayer, window, environment, centroid) instead of its fast path.
    package var forcesGeneralPath: Bool

    /// The process's switches, from its environment.
    static let process = DebugSwitches(
        ignoresHints: DebugSwitches.isSet("BK_EVENTS_IGNORE_HINTS"),
        forcesGeneralPath: DebugSwitches.isSet("BK_EVENTS_GENERAL_PATH"))

    private static func isSet(_ name: String) -> Bool {
        guard let value = getenv(name) else { return false }
        return String(cString: value) == "1"
    }
    #else
    /// Off in release builds.
    @inline(__always) var ignoresHints: Bool {
        get { false }
        set {}
    }
    /// Off in release builds.
    @inlinable @inline(__always) package var forcesGeneralPath: Bool {
        get { false }
        set {}
    }

    /// The switches, all off.
    @inline(__always) static var process: DebugSwitches { DebugSwitches() }
    #endif
}
