/// Findings of issue 23 whose fixes belong to code being restructured (issue 16), left for after
/// it: each tells its violations apart, so the checks keep running on everything else. When a
/// fix lands, remove its case (its regression test in `HardeningRoundTwoTests` flips then).
enum KnownFinding: String, CaseIterable {
    /// A replay that stops (`--until`, or at a refused line) tears its scene down, and the
    /// teardown delivers what recognizers were holding back: touch-ups, primary actions, values,
    /// handlers that never happened, stamped with the stop time.
    case teardownWritesRecords = "a stopped replay's teardown writes records"
    /// Tearing a scene down can release a tap convenience held behind another convenience's tap
    /// (its chain), whose handler then reads the scene being freed: the process aborts
    /// ("Attempted to read an unowned reference but object … was already destroyed").
    case teardownAborts = "tearing a scene down aborts"
    /// `"segments": []` makes a segmented control with no segment, and titles that are no
    /// strings are taken; the format asks for a count ≥ 1 or a list of titles.
    case segmentTitles = "segment titles: an empty list, or titles that are no strings, are accepted"
    /// A touch sampled twice at one `t` (landing, then moving) is hit-tested at its later place.
    /// (The checks allow for it: see `ReplayInvariants`.)
    case hitTestAtLaterPlace = "a touch sampled twice in one event is hit-tested at its later place"

    /// The known finding `violation` is an instance of, if any.
    static func matching(_ violation: Violation) -> KnownFinding? {
        switch violation.rule {
        case .untilDiffers, .errorPrefixDiffers:
            if let time = violation.time, let stop = violation.stop, abs(time - stop) <= 1e-6 { return .teardownWritesRecords }
        case .crash:
            if violation.detail.contains("Attempted to read an unowned reference") { return .teardownAborts }
        case .sceneAcceptance:
            if violation.detail.hasPrefix("accepted, though "),
                violation.detail.dropFirst("accepted, though ".count).split(separator: ";")
                    .allSatisfy({ ["no segment titles", "a segment title that is no string"].contains($0.trimmingCharacters(in: " ")) })
            {
                return .segmentTitles
            }
        default: break
        }
        return nil
    }

    /// True when tearing `scene` down may abort (``teardownAborts``): a view whose tap
    /// conveniences of one finger count give a higher tap count before a lower one. Teardown
    /// removes conveniences in the order given; removing the higher one's tap first releases
    /// the lower one's, held behind it, whose handler then runs. Checks that cannot survive an
    /// abort (in one process) leave such scenes out.
    static func teardownMayAbort(_ scene: RandomScene) -> Bool {
        scene.views.contains(where: teardownMayAbort)
    }

    private static func teardownMayAbort(_ view: RandomScene.View) -> Bool {
        var highest: [Int: Int] = [:]
        for convenience in view.conveniences {
            let touches = convenience.touches ?? 1, taps = convenience.taps ?? 1
            if let before = highest[touches], before > taps { return true }
            highest[touches] = max(highest[touches] ?? taps, taps)
        }
        return view.children.contains { teardownMayAbort($0) }
    }
}

extension StringProtocol {
    /// The text without `characters` at either end.
    func trimmingCharacters(in characters: String) -> String {
        String(drop { characters.contains($0) }.reversed().drop { characters.contains($0) }.reversed())
    }
}
