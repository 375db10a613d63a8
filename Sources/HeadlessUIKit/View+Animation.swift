import ControlModel
import Foundation
import GestureModel

/// `UIView.animate(withDuration:…)` without frames: the `animations` closure runs at once, so
/// every change it makes is in place when the call returns (as UIKit's model values are: only
/// the presentation animates); the `completion` runs with `true` on the key window's clock
/// (`makeKeyAndVisible()`) `delay + duration` seconds later — or at once when no window is key.
/// Nothing in between is modelled (no presentation values, no cancelling by a later animation).
extension View {
    /// Applies `animations` now; `completion` after `delay + duration` on the key window's clock.
    @MainActor
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        guard let completion else { return }
        guard let scheduler = KeyWindow.window?.scheduler else { return completion(true) }
        scheduler.perform(afterSeconds: max(delay, 0) + max(duration, 0)) { completion(true) }
    }

    /// Applies `animations` now; `completion` after `duration` on the key window's clock.
    @MainActor
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, animations: animations, completion: completion)
    }

    /// The spring form: the same as the others (the spring changes only the presentation).
    @MainActor
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// A transition of `view`: `animations` now, `completion` after `duration`.
    @MainActor
    public static func transition(
        with view: View, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: options, animations: animations ?? {}, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` now.
    @MainActor
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { actionsWithoutAnimation() }
}
