/// Where scrolling to a row or item puts it along one axis (`scrollToRow(at:at:animated:)`,
/// `scrollToItem(at:at:animated:)`).
enum ScrollPlacement {
    /// At the view's start edge (top or left).
    case start
    /// In the middle.
    case middle
    /// At the end edge (bottom or right).
    case end
    /// As little scrolling as brings it fully into view.
    case nearest

    /// The content offset along the axis that places an extent starting at `minimum`, `length`
    /// long, in a view `viewLength` long whose offset is `current` now: within the part of the
    /// view the insets leave (`startInset` at its start, `endInset` at its end), then held
    /// between `range`'s ends (the largest first, so a range whose end is below its start
    /// gives its start); nil for no scrolling, which is ``nearest``'s answer when the extent is
    /// in that part already. Otherwise ``nearest`` places the extent's end at the part's end
    /// when the extent reaches past it, or its start at the part's start.
    ///
    /// Source: iOS 26.1 UIKitCore, decompiled: `-[UITableView
    /// _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:usingPresentationValues:]`
    /// (the visible rectangle is the bounds less `_contentInset`; none picks bottom when the
    /// row ends past it, else top when it starts before it, else no scrolling; middle is the
    /// row's centre less half the visible height less the top inset; bottom, the row's end
    /// less the bounds' height plus the bottom inset; the result is at most the content's
    /// height less the top inset and the visible height, and at least −top).
    func offset(
        _ current: Double, showing minimum: Double, length: Double, in viewLength: Double,
        startInset: Double = 0, endInset: Double = 0, range: (start: Double, end: Double)
    ) -> Double? {
        let offset: Double
        switch self {
        case .start: offset = minimum - startInset
        case .middle: offset = minimum + length / 2 - (viewLength - startInset - endInset) / 2 - startInset
        case .end: offset = minimum + length - viewLength + endInset
        case .nearest:
            if minimum + length > current + viewLength - endInset {
                offset = minimum + length - viewLength + endInset
            } else if minimum < current + startInset {
                offset = minimum - startInset
            } else {
                return nil
            }
        }
        return max(min(offset, range.end), range.start)
    }
}
