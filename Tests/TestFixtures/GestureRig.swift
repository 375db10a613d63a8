import ControlModel
import Testing

@testable import GestureModel

/// A window on a virtual clock: the setup every gesture test starts from.
final class GestureRig {
    let clock = TestScheduler()
    let window: Window

    init(width: Double = 400, height: Double = 800) {
        window = Window(width: width, height: height, scheduler: clock)
        window.identifier = "window"
    }

    /// Adds `view` to `parent` (the window by default) and returns it.
    @discardableResult
    func add<V: View>(_ view: V, to parent: View? = nil) -> V {
        (parent ?? window).addSubview(view)
        return view
    }

    /// Lets `milliseconds` of virtual time pass.
    func wait(_ milliseconds: Int) { clock.advance(by: .milliseconds(milliseconds)) }

    /// The virtual time in whole milliseconds.
    var nowMS: Int64 { clock.now.nanoseconds / 1_000_000 }
}
