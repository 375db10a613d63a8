extension View {
    /// The name a test or a tool finds the view by, as `UIAccessibilityIdentification`'s
    /// `accessibilityIdentifier`: the same string as ``identifier``, so a screen that names its
    /// views for UI tests names them for replays too (a trace's command targets, the records of
    /// a window played into, the ids of a scene file written from a window).
    ///
    /// Source: Apple, `UIAccessibilityIdentification.accessibilityIdentifier` ("a string that
    /// identifies the element", used by UI automation and never read out to the user).
    public var accessibilityIdentifier: String? {
        get { identifier }
        set { identifier = newValue }
    }
}
