import ControlModel
import GestureModel

/// The views and recognizers of a live window, each with the name a scene file loaded from a
/// description of the window would give it (<doc:FileFormats>): a view's
/// `accessibilityIdentifier` (``View/identifier``), or else its path (`views[0].children[2]`);
/// a recognizer's ``GestureRecognizer/identifier``, or else `VIEW.recognizers[i]`; a scroll
/// view's pan and pinch `VIEW.pan` and `VIEW.pinch`. So a window played into
/// (``Scene/init(observing:sink:)``) and the scene file written from it
/// (``SceneDescription``) report the same records under the same names.
///
/// A table's cells (the table makes them), a scroll view's private content-touch delay and the
/// shared recognizers of tap conveniences (`whenTapped`, whose handlers are code) are left out.
struct WindowInventory {
    /// A view of the window, its name and those of its recognizers, and its subviews.
    struct Node {
        /// The view.
        let view: View
        /// Its name: its identifier, or its path.
        let name: String
        /// True when the name is the view's identifier (a command's target), not its path.
        let identified: Bool
        /// Its path in the scene file (`views[0].children[1]`).
        let path: String
        /// Its recognizers that a scene file can hold, with their names, in order (a scroll
        /// view's pan and pinch left out: they come with the scroll view).
        let recognizers: [(recognizer: GestureRecognizer, name: String)]
        /// Its subviews, back to front.
        let children: [Node]
    }

    /// The window's subviews, back to front.
    let roots: [Node]
    /// The tap conveniences met (views with a `whenTapped` recognizer), by name: a scene
    /// written from the window leaves them out.
    let conveniences: [String]

    /// The inventory of `window`.
    ///
    /// - Throws: ``WindowSceneError/duplicateName(_:)`` when two views or recognizers share a
    ///   name (a scene needs unique ids).
    init(of window: Window) throws(WindowSceneError) {
        var taken: Set<String> = []
        var conveniences: [String] = []
        func claim(_ name: String) throws(WindowSceneError) {
            guard taken.insert(name).inserted else { throw .duplicateName(name) }
        }
        func node(_ view: View, path: String) throws(WindowSceneError) -> Node {
            let name = view.identifier ?? path
            if view.identifier != nil { try claim(name) }
            var recognizers: [(GestureRecognizer, String)] = []
            if let scrollView = view as? ScrollView {
                try claim("\(name).pan")
                try claim("\(name).delay")
                if scrollView.pinchGestureRecognizer != nil { try claim("\(name).pinch") }
            }
            for recognizer in view.gestureRecognizers {
                if recognizer is ContentTouchDelayRecognizer || recognizer is ScrollViewPanGestureRecognizer
                    || recognizer is ScrollViewPinchGestureRecognizer { continue }
                if recognizer is ConvenienceTapGestureRecognizer {
                    if !conveniences.contains(name) { conveniences.append(name) }
                    continue
                }
                let recognizerName = recognizer.identifier ?? "\(name).recognizers[\(recognizers.count)]"
                try claim(recognizerName)
                recognizers.append((recognizer, recognizerName))
            }
            var children: [Node] = []
            for child in view.subviews where !((view is TableView || view is CollectionView) && child is ReusableCell) {
                children.append(try node(child, path: "\(path).children[\(children.count)]"))
            }
            return Node(view: view, name: name, identified: view.identifier != nil, path: path, recognizers: recognizers, children: children)
        }
        var roots: [Node] = []
        for view in window.subviews {
            roots.append(try node(view, path: "views[\(roots.count)]"))
        }
        self.roots = roots
        self.conveniences = conveniences
    }

    /// Every node, parents before their children, in the order of the scene file.
    var all: [Node] {
        var nodes: [Node] = []
        func visit(_ node: Node) {
            nodes.append(node)
            node.children.forEach(visit)
        }
        roots.forEach(visit)
        return nodes
    }
}
