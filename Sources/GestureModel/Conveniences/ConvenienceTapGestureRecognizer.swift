import ControlModel

/// The tap recognizer a view's `whenTapped` conveniences share: one per (view, touches, taps)
/// (<doc:MigratingFromBlocksKit>).
public final class ConvenienceTapGestureRecognizer: TapGestureRecognizer {}
