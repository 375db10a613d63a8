import ControlModel
import GestureModel

/// A scroll view's zoom keys in a scene (<doc:FileFormats>, <doc:ScrollViews>):
/// `minimumZoomScale`, `maximumZoomScale` and `bouncesZoom`, read with the other scroll-view
/// keys (the pinch, `ID.pinch`, exists when the limits differ), then `zoomView` (the id of a
/// view inside the scroll view) and `zoomScale`, read once the scroll view's children are
/// loaded. A limit that is not positive, a maximum below the minimum, a `zoomScale` outside the
/// limits or without a `zoomView`, and a `zoomView` that names no view inside the scroll view
/// are errors at their place.
enum ScrollZoomKeys {
    /// The zoom keys.
    static let names: Set<String> = ["minimumZoomScale", "maximumZoomScale", "bouncesZoom", "zoomView", "zoomScale"]

    /// Applies the limits and `bouncesZoom` from `reader` to `scrollView`.
    static func applyLimits(_ reader: ObjectReader, to scrollView: ScrollView) throws(FileError) {
        let minimum = try positive(reader, "minimumZoomScale")
        let maximum = try positive(reader, "maximumZoomScale")
        let lowest = minimum ?? scrollView.minimumZoomScale, highest = maximum ?? scrollView.maximumZoomScale
        if highest < lowest {
            // at the key given (the maximum when both are)
            let at = reader.at(maximum != nil ? "maximumZoomScale" : "minimumZoomScale")
            let maximumText = formatNumber(highest) + (maximum == nil ? ", the default" : "")
            let minimumText = formatNumber(lowest) + (minimum == nil ? ", the default" : "")
            throw reader.error(
                at, "\(reader.keyPath("maximumZoomScale")) (\(maximumText)) is below \(reader.keyPath("minimumZoomScale")) (\(minimumText))")
        }
        if let minimum { scrollView.minimumZoomScale = minimum }
        if let maximum { scrollView.maximumZoomScale = maximum }
        if let flag = try reader.bool("bouncesZoom") { scrollView.bouncesZoom = flag }
    }

    /// Applies `zoomView` and `zoomScale` from `reader` to `scrollView`, finding the view in
    /// `views` (the scene's views by id, the scroll view's children loaded).
    static func applyView(_ reader: ObjectReader, to scrollView: ScrollView, views: [String: View]) throws(FileError) {
        if let id = try reader.string("zoomView") {
            guard let view = views[id], view !== scrollView, view.isDescendant(of: scrollView) else {
                let found = views[id] == nil ? "no view has that id" : "that view is not inside the scroll view"
                throw reader.error(reader.at("zoomView"), "\(reader.keyPath("zoomView")) must name a view inside the scroll view ('\(id)': \(found))")
            }
            scrollView.viewForZooming = { [weak view] _ in view }
        }
        guard let scale = try positive(reader, "zoomScale") else { return }
        guard reader.has("zoomView") else {
            throw reader.error(reader.at("zoomScale"), "\(reader.keyPath("zoomScale")) needs a zoomView (the view it scales)")
        }
        let minimum = scrollView.minimumZoomScale, maximum = scrollView.maximumZoomScale
        guard scale >= minimum, scale <= maximum else {
            throw reader.error(
                reader.at("zoomScale"),
                "\(reader.keyPath("zoomScale")) (\(formatNumber(scale))) is outside minimumZoomScale…maximumZoomScale (\(formatNumber(minimum))…\(formatNumber(maximum)))")
        }
        scrollView.configureZoomScale(scale)
    }

    /// A positive number at `key`, or nil when absent.
    private static func positive(_ reader: ObjectReader, _ key: String) throws(FileError) -> Double? {
        guard let number = try reader.number(key) else { return nil }
        guard number > 0 else { throw reader.error(reader.at(key), "\(reader.keyPath(key)) must be positive (\(formatNumber(number)))") }
        return number
    }
}
