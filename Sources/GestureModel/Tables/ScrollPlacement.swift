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
    /// long, in a view `viewLength` long whose offset is `current` now, within 0 and `maximum`.
    func offset(_ current: Double, showing minimum: Double, length: Double, in viewLength: Double, maximum: Double) -> Double {
        var offset = current
        switch self {
        case .start: offset = minimum
        case .middle: offset = minimum + length / 2 - viewLength / 2
        case .end: offset = minimum + length - viewLength
        case .nearest:
            if minimum < offset { offset = minimum } else if minimum + length > offset + viewLength { offset = minimum + length - viewLength }
        }
        return min(max(offset, 0), maximum)
    }
}
