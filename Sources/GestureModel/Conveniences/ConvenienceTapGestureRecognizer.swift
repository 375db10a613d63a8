import ControlModel

/// The tap recognizer a view's `whenTapped` conveniences share: one per (view, touches, taps)
/// (SPEC §3.8).
public final class ConvenienceTapGestureRecognizer: TapGestureRecognizer {}
