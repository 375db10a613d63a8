/// `bk-events` itself: the group of every subcommand.
extension Command {
    /// The root: named alone, or with `--help`, it prints its help; it also answers
    /// `--generate-completion-script SHELL` (see ``allOptions``).
    static let root = Command(
        path: [], abstract: "Replay touch traces through headless models of UIKit's controls and gesture recognizers.")
}
