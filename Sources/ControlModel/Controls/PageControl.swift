/// A row of page indicators, as `UIPageControl`: a tap moves one page.
///
/// The indicators are centred in the control, ``indicatorSpacing`` apart. A touch that lifts
/// inside the tracking area to the right of the current page's indicator moves to the next page,
/// one to its left to the previous page, and the control dispatches `valueChanged` (nothing
/// happens at the first or last page, or on the indicator itself). Setting ``currentPage`` in
/// code never dispatches.
///
/// Source: Apple, `UIPageControl` ("When a user taps a page control to move to the next or
/// previous page, the control sends the valueChanged event"; older releases of the page said
/// a tap to the left or right of the current page's indicator moves to the previous or next
/// page). The spacing is an estimate (UIKit draws 7 pt dots 9 pt apart).
open class PageControl: Control {
    /// The number of pages (0 by default, as `UIPageControl`); at least 0. Going below the
    /// current page moves it to the last page.
    public var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            if currentPage >= numberOfPages { currentPage = max(numberOfPages - 1, 0) }
        }
    }
    /// The page shown (0 by default), kept within 0 … ``numberOfPages`` − 1, as
    /// `UIPageControl.currentPage`.
    public var currentPage = 0 {
        didSet {
            let kept = min(max(currentPage, 0), max(numberOfPages - 1, 0))
            if kept != currentPage { currentPage = kept }
            changed(.value, oldValue != currentPage)
        }
    }
    /// The distance between the centres of two indicators (16 pt, an estimate).
    public var indicatorSpacing: Double = 16

    /// Creates a page control with `pages` pages.
    public init(frame: Rect = .zero, pages: Int = 0, identifier: String? = nil) {
        numberOfPages = max(pages, 0)
        super.init(frame: frame, identifier: identifier)
    }

    /// `valueChanged`.
    open override var primaryEvent: ControlEvents { .valueChanged }
    /// The current page as a number.
    open override var controlValue: ControlValue? { .number(Double(currentPage)) }

    /// The centre of the current page's indicator on the x axis, in the control's coordinates.
    public var currentIndicatorCenterX: Double {
        bounds.width / 2 + (Double(currentPage) - Double(max(numberOfPages - 1, 0)) / 2) * indicatorSpacing
    }

    open override func endTracking(_ touch: Touch, at point: Point, inside: Bool) {
        guard inside else { return }
        let centre = currentIndicatorCenterX
        if point.x > centre, currentPage < numberOfPages - 1 {
            currentPage += 1
            dispatch(.valueChanged)
        } else if point.x < centre, currentPage > 0 {
            currentPage -= 1
            dispatch(.valueChanged)
        }
    }
}
