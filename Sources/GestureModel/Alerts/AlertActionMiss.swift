import ControlModel

/// A tap aimed at an alert action that is not there — the error ``AlertController/tap(_:fileID:line:)``
/// throws, naming the titles the alert has, so a failing test says what it could have tapped:
///
/// ```
/// DeleteTests.swift:14: alert Delete photo? has no action titled 'Remove' (its actions: Delete, Share, Cancel)
/// ```
public struct AlertActionMiss: Error, Sendable, CustomStringConvertible {
    /// The title tapped.
    public let title: String
    /// The alert, by its ``AlertController/displayName``.
    public let alert: String
    /// The titles of its actions, in order.
    public let titles: [String]
    /// Where the tap was written.
    public let site: CallSite

    /// Creates a miss.
    public init(title: String, alert: String, titles: [String], site: CallSite) {
        self.title = title
        self.alert = alert
        self.titles = titles
        self.site = site
    }

    /// `FILE:LINE: alert ALERT has no action titled 'TITLE' (its actions: …)`.
    public var description: String {
        "\(site): alert \(alert) has no action titled '\(title)' (its actions: \(titles.isEmpty ? "none" : titles.joined(separator: ", ")))"
    }
}
