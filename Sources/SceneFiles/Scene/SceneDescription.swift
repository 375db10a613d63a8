import ControlModel
import GestureModel

/// A scene file (<doc:FileFormats>) written from a live window: its views and controls with
/// their frames and settings, its recognizers with their settings and failure requirements, and
/// the handlers that have an identifier — named as ``Scene/init(observing:sink:)`` names them —
/// so `bk-events replay TRACE --scene FILE` reports what playing the trace into the window
/// reports, and the command line, QA's recordings and the unit tests share one screen.
///
/// ```swift
/// let description = try SceneDescription(describing: window)
/// try description.write(to: "Checkout.scene.json")
/// for omission in description.omissions { print("not in the file:", omission) }
/// ```
///
/// What is code cannot be a file: handlers without an identifier (the app's own code, which
/// has no record either), delegates and delegate closures, a scroll view's
/// `touchesShouldCancel`, tap conveniences, a table's cells, alerts. Each one met is listed in
/// ``omissions`` (a recognizer whose delegate allows simultaneous recognition behaves otherwise
/// from the file).
public struct SceneDescription: Sendable {
    /// The scene file's text (JSON, one view per line, ending with a newline).
    public let text: String
    /// What the window holds that the file does not, one sentence each, in the order met.
    public let omissions: [String]

    /// Describes `window`.
    ///
    /// - Throws: ``WindowSceneError/duplicateName(_:)`` when two views or recognizers share a
    ///   name (a scene's ids are unique).
    public init(describing window: Window) throws(WindowSceneError) {
        let inventory = try WindowInventory(of: window)
        var writer = Writer(inventory: inventory)
        let size = window.bounds.size
        var lines = ["{", "  \"scene\": 1,", "  \"window\": {\"width\": \(Writer.number(size.width)), \"height\": \(Writer.number(size.height))},"]
        lines.append("  \"views\": [")
        let views = inventory.roots.map { writer.view($0, indent: "    ") }
        lines.append(views.joined(separator: ",\n"))
        lines.append("  ]")
        lines.append("}")
        for name in inventory.conveniences {
            writer.omit("'\(name)': its whenTapped conveniences (their handlers are code)")
        }
        if !window.presentedAlerts.isEmpty { writer.omit("the alerts presented over the window") }
        if !window.gestureRecognizers.isEmpty { writer.omit("the window's own recognizers (a scene's recognizers belong to views)") }
        text = lines.joined(separator: "\n") + "\n"
        omissions = writer.omissions
    }

    /// Writes ``text`` to the file at `path` (replaced whole, or left as it was on failure).
    ///
    /// - Throws: ``FileError`` when the file cannot be written.
    public func write(to path: String) throws(FileError) {
        let file = try OutputFile(path: path)
        do throws(FileError) {
            try file.write(Array(text.utf8))
            try file.commit()
        } catch {
            file.discard()
            throw error
        }
    }
}

extension SceneDescription {
    /// Writes the JSON of views and recognizers, collecting what it leaves out.
    private struct Writer {
        let inventory: WindowInventory
        /// Names by object, for failure requirements and zoom views.
        let names: [ObjectIdentifier: String]
        var omissions: [String] = []

        init(inventory: WindowInventory) {
            self.inventory = inventory
            var names: [ObjectIdentifier: String] = [:]
            for node in inventory.all {
                names[ObjectIdentifier(node.view)] = node.name
                for (recognizer, name) in node.recognizers { names[ObjectIdentifier(recognizer)] = name }
                if let scrollView = node.view as? ScrollView {
                    names[ObjectIdentifier(scrollView.panGestureRecognizer)] = "\(node.name).pan"
                    if let pinch = scrollView.pinchGestureRecognizer { names[ObjectIdentifier(pinch)] = "\(node.name).pinch" }
                }
            }
            self.names = names
        }

        mutating func omit(_ what: String) { omissions.append(what) }

        /// A number as JSON: whole numbers without a fraction, others with every digit Swift
        /// needs to read them back the same.
        static func number(_ value: Double) -> String {
            if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
            return "\(value)"
        }

        static func string(_ text: String) -> String { RecordFormat.jsonString(text) }

        /// The view's object (with its children indented below), without a trailing comma.
        mutating func view(_ node: WindowInventory.Node, indent: String) -> String {
            let view = node.view
            var members: [String] = []
            if node.identified { members.append("\"id\": \(Self.string(node.name))") }
            let type = typeName(of: view, name: node.name)
            if type != "view" { members.append("\"type\": \"\(type)\"") }
            let frame = view.frame
            members.append("\"frame\": [\([frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map(Self.number).joined(separator: ", "))]")
            if view.isHidden { members.append("\"hidden\": true") }
            if !view.isUserInteractionEnabled { members.append("\"userInteraction\": false") }
            if view.isMultipleTouchEnabled { members.append("\"multipleTouch\": true") }
            if view.isExclusiveTouch { members.append("\"exclusiveTouch\": true") }
            if let control = view as? Control {
                if !control.isEnabled { members.append("\"enabled\": false") }
                members += settings(of: control, name: node.name)
                let handlers = controlHandlers(control, name: node.name)
                if !handlers.isEmpty { members.append("\"handlers\": [\(handlers.joined(separator: ", "))]") }
            }
            if let scrollView = view as? ScrollView { members += settings(of: scrollView, name: node.name) }
            let recognizers = node.recognizers.map { recognizer($0.recognizer, name: $0.name) }
            if !recognizers.isEmpty {
                members.append("\"recognizers\": [\n\(indent)    \(recognizers.joined(separator: ",\n\(indent)    "))\n\(indent)  ]")
            }
            if !node.children.isEmpty {
                let children = node.children.map { self.view($0, indent: indent + "    ") }
                members.append("\"children\": [\n\(children.joined(separator: ",\n"))\n\(indent)  ]")
            }
            return indent + "{" + members.joined(separator: ", ") + "}"
        }

        /// The scene's type of `view` (a subclass the file has no type for is written as its
        /// nearest kind, and listed).
        mutating func typeName(of view: View, name: String) -> String {
            let type: String
            switch view {
            case is TextField: type = "textField"
            case is Switch: type = "switch"
            case is Slider: type = "slider"
            case is Stepper: type = "stepper"
            case is SegmentedControl: type = "segmented"
            case is PageControl: type = "pageControl"
            case is Button: type = "button"
            case is TableView: type = "table"
            case is CollectionView: type = "collection"
            case is ScrollView: type = "scroll"
            case is Control: type = "control"
            default: type = "view"
            }
            if view is Control, !(view is TextField || view is Switch || view is Slider || view is Stepper || view is SegmentedControl
                || view is PageControl || view is Button), Swift.type(of: view) != Control.self {
                omit("'\(name)': a \(Swift.type(of: view)), written as a plain control (its own tracking is code)")
            }
            return type
        }

        /// A control's settings as members.
        mutating func settings(of control: Control, name: String) -> [String] {
            var members: [String] = []
            switch control {
            case let toggle as Switch:
                members.append("\"on\": \(toggle.isOn)")
            case let slider as Slider:
                members.append("\"min\": \(Self.number(slider.preciseMinimum)), \"max\": \(Self.number(slider.preciseMaximum))")
                members.append("\"value\": \(Self.number(slider.preciseValue))")
                if !slider.isContinuous { members.append("\"continuous\": false") }
            case let stepper as Stepper:
                members.append("\"min\": \(Self.number(stepper.minimumValue)), \"max\": \(Self.number(stepper.maximumValue))")
                members.append("\"step\": \(Self.number(stepper.stepValue)), \"value\": \(Self.number(stepper.value))")
                if stepper.wraps { members.append("\"wraps\": true") }
                if !stepper.autorepeat { members.append("\"autorepeat\": false") }
                if !stepper.isContinuous { members.append("\"continuous\": false") }
            case let segmented as SegmentedControl:
                let titles = (0..<segmented.numberOfSegments).map { segmented.titleForSegment(at: $0) }
                if titles.allSatisfy({ $0 != nil }), !titles.isEmpty {
                    members.append("\"segments\": [\(titles.map { Self.string($0 ?? "") }.joined(separator: ", "))]")
                } else {
                    members.append("\"segments\": \(segmented.numberOfSegments)")
                }
                if segmented.selectedSegmentIndex >= 0 { members.append("\"selected\": \(segmented.selectedSegmentIndex)") }
                if segmented.isMomentary { members.append("\"momentary\": true") }
            case let pages as PageControl:
                members.append("\"pages\": \(pages.numberOfPages), \"current\": \(pages.currentPage)")
            case let field as TextField:
                if let text = field.text, !text.isEmpty { members.append("\"text\": \(Self.string(text))") }
                if let placeholder = field.placeholder { members.append("\"placeholder\": \(Self.string(placeholder))") }
                if field.isSecureTextEntry { members.append("\"secure\": true") }
                if field.clearButtonMode != .never { members.append("\"clearButton\": \"\(field.clearButtonMode.rawValue)\"") }
                if field.clearsOnBeginEditing { members.append("\"clearsOnBeginEditing\": true") }
                if let maximum = field.maximumLength { members.append("\"maxLength\": \(maximum)") }
                if let allowed = field.allowedCharacters {
                    members.append("\"allowedCharacters\": \(Self.string(String(allowed.sorted())))")
                }
                let closures = field.delegateClosures
                if field.delegate != nil || closures.shouldBeginEditing != nil || closures.shouldEndEditing != nil
                    || closures.shouldChangeCharacters != nil || closures.shouldClear != nil || closures.shouldReturn != nil {
                    omit("'\(name)': its delegate's answers (code)")
                }
            default: break
            }
            return members
        }

        /// A control's handlers that have an identifier, as objects; the others are listed.
        mutating func controlHandlers(_ control: Control, name: String) -> [String] {
            var objects: [String] = []
            var unnamed = 0
            for token in control.handlers.all where token.isRegistered {
                guard let identifier = token.identifier else {
                    unnamed += 1
                    continue
                }
                let events = ControlEvents.named.filter { token.events.contains($0.event) }.map { "\"\($0.name)\"" }
                var object = "{\"id\": \(Self.string(identifier)), \"events\": [\(events.joined(separator: ", "))]"
                if token.delay > .zero { object += ", \"delay\": \(Self.number(Double(Timestamp.nanoseconds(of: token.delay)) / 1e9))" }
                objects.append(object + "}")
            }
            if unnamed > 0 { omit("'\(name)': \(unnamed) handler\(unnamed == 1 ? "" : "s") without an identifier (code, with no record)") }
            return objects
        }

        /// A scroll view's (or table's) settings as members.
        mutating func settings(of scrollView: ScrollView, name: String) -> [String] {
            var members: [String] = []
            let size = scrollView.contentSize, offset = scrollView.boundsOrigin
            members.append("\"contentSize\": [\(Self.number(size.width)), \(Self.number(size.height))]")
            if offset != .zero { members.append("\"contentOffset\": [\(Self.number(offset.x)), \(Self.number(offset.y))]") }
            let flags: [(String, Bool, Bool)] = [
                ("scrollEnabled", scrollView.isScrollEnabled, true), ("delaysContentTouches", scrollView.delaysContentTouches, true),
                ("canCancelContentTouches", scrollView.canCancelContentTouches, true), ("bounces", scrollView.bounces, true),
                ("alwaysBounceVertical", scrollView.alwaysBounceVertical, false),
                ("alwaysBounceHorizontal", scrollView.alwaysBounceHorizontal, false),
                ("pagingEnabled", scrollView.isPagingEnabled, false), ("directionalLock", scrollView.isDirectionalLockEnabled, false),
            ]
            for (key, value, standard) in flags where value != standard { members.append("\"\(key)\": \(value)") }
            if scrollView.decelerationRate.rawValue != ScrollPhysics.normalDecelerationRate {
                members.append("\"decelerationRate\": \(Self.number(scrollView.decelerationRate.rawValue))")
            }
            if scrollView.minimumZoomScale != 1 { members.append("\"minimumZoomScale\": \(Self.number(scrollView.minimumZoomScale))") }
            if scrollView.maximumZoomScale != 1 { members.append("\"maximumZoomScale\": \(Self.number(scrollView.maximumZoomScale))") }
            if !scrollView.bouncesZoom { members.append("\"bouncesZoom\": false") }
            if let zoomView = scrollView.zoomView, let zoomName = names[ObjectIdentifier(zoomView)] {
                members.append("\"zoomView\": \(Self.string(zoomName))")
                if scrollView.zoomScale != 1 { members.append("\"zoomScale\": \(Self.number(scrollView.zoomScale))") }
            }
            if scrollView.touchesShouldCancel != nil { omit("'\(name)': its touchesShouldCancel rule (code)") }
            if let table = scrollView as? TableView {
                let counts = (0..<table.numberOfSections).map { String(table.numberOfRows(inSection: $0)) }
                members.append("\"sections\": [\(counts.joined(separator: ", "))]")
                members.append("\"rowHeight\": \(Self.number(table.rowHeight))")
                members += Self.selection(allows: table.allowsSelection, multiple: table.allowsMultipleSelection)
            }
            if let collection = scrollView as? CollectionView {
                let counts = (0..<collection.numberOfSections).map { String(collection.numberOfItems(inSection: $0)) }
                members.append("\"sections\": [\(counts.joined(separator: ", "))]")
                let layout = collection.collectionViewLayout
                members.append("\"itemSize\": [\(Self.number(layout.itemSize.width)), \(Self.number(layout.itemSize.height))]")
                members.append("\"lineSpacing\": \(Self.number(layout.minimumLineSpacing))")
                members.append("\"interitemSpacing\": \(Self.number(layout.minimumInteritemSpacing))")
                let inset = layout.sectionInset
                if inset != .zero {
                    let sides = [inset.top, inset.left, inset.bottom, inset.right].map(Self.number)
                    members.append("\"sectionInset\": [\(sides.joined(separator: ", "))]")
                }
                if layout.scrollDirection != .vertical { members.append("\"scrollDirection\": \"\(layout.scrollDirection.rawValue)\"") }
                members += Self.selection(allows: collection.allowsSelection, multiple: collection.allowsMultipleSelection)
            }
            return members
        }

        /// A table's or collection view's selection keys that differ from the defaults.
        static func selection(allows: Bool, multiple: Bool) -> [String] {
            (allows ? [] : ["\"allowsSelection\": false"]) + (multiple ? ["\"allowsMultipleSelection\": true"] : [])
        }

        /// A recognizer's object.
        mutating func recognizer(_ recognizer: GestureRecognizer, name: String) -> String {
            var members = ["\"id\": \(Self.string(name))"]
            switch recognizer {
            case let tap as TapGestureRecognizer:
                members.append("\"type\": \"tap\"")
                if tap.numberOfTapsRequired != 1 { members.append("\"taps\": \(tap.numberOfTapsRequired)") }
                if tap.numberOfTouchesRequired != 1 { members.append("\"touches\": \(tap.numberOfTouchesRequired)") }
                if tap.allowableMovement != 45 { members.append("\"allowableMovement\": \(Self.number(tap.allowableMovement))") }
            case let press as LongPressGestureRecognizer:
                members.append("\"type\": \"longPress\"")
                let seconds = Double(Timestamp.nanoseconds(of: press.minimumPressDuration)) / 1e9
                if seconds != 0.5 { members.append("\"minimumPressDuration\": \(Self.number(seconds))") }
                if press.allowableMovement != 10 { members.append("\"allowableMovement\": \(Self.number(press.allowableMovement))") }
                if press.numberOfTapsRequired != 0 { members.append("\"taps\": \(press.numberOfTapsRequired)") }
                if press.numberOfTouchesRequired != 1 { members.append("\"touches\": \(press.numberOfTouchesRequired)") }
            case let pan as PanGestureRecognizer:
                members.append("\"type\": \"pan\"")
                if pan.minimumNumberOfTouches != 1 { members.append("\"minimumTouches\": \(pan.minimumNumberOfTouches)") }
                if pan.maximumNumberOfTouches != Int.max { members.append("\"maximumTouches\": \(pan.maximumNumberOfTouches)") }
                if !pan.failsPastMaxTouches { members.append("\"failsPastMaxTouches\": false") }
            case let swipe as SwipeGestureRecognizer:
                members.append("\"type\": \"swipe\"")
                let directions = SwipeDirection.named.filter { swipe.direction.contains($0.direction) }.map { "\"\($0.name)\"" }
                members.append("\"direction\": [\(directions.joined(separator: ", "))]")
                if swipe.numberOfTouchesRequired != 1 { members.append("\"touches\": \(swipe.numberOfTouchesRequired)") }
            case is PinchGestureRecognizer: members.append("\"type\": \"pinch\"")
            case is RotationGestureRecognizer: members.append("\"type\": \"rotation\"")
            default:
                omit("'\(name)': a \(type(of: recognizer)), which a scene has no type for (written as a tap)")
                members.append("\"type\": \"tap\"")
            }
            if !recognizer.isEnabled { members.append("\"enabled\": false") }
            if !recognizer.cancelsTouchesInView { members.append("\"cancelsTouchesInView\": false") }
            if recognizer.delaysTouchesBegan { members.append("\"delaysTouchesBegan\": true") }
            if !recognizer.delaysTouchesEnded { members.append("\"delaysTouchesEnded\": false") }
            var requires: [String] = []
            for other in recognizer.failureRequirements {
                if let otherName = names[ObjectIdentifier(other)] {
                    requires.append(Self.string(otherName))
                } else {
                    omit("'\(name)': its requirement that \(other.displayName) fail (that recognizer is not in the file)")
                }
            }
            if !requires.isEmpty { members.append("\"requires\": [\(requires.joined(separator: ", "))]") }
            if recognizer.delegate != nil || !recognizer.delegateClosures.isEmpty { omit("'\(name)': its delegate's answers (code)") }
            var handlers: [String] = []
            var unnamed = 0
            for token in recognizer.registeredHandlers where token.isRegistered {
                guard let identifier = token.identifier else {
                    unnamed += 1
                    continue
                }
                var object = "{\"id\": \(Self.string(identifier))"
                if token.delay > .zero { object += ", \"delay\": \(Self.number(Double(Timestamp.nanoseconds(of: token.delay)) / 1e9))" }
                handlers.append(object + "}")
            }
            if unnamed > 0 { omit("'\(name)': \(unnamed) handler\(unnamed == 1 ? "" : "s") without an identifier (code, with no record)") }
            if !handlers.isEmpty { members.append("\"handlers\": [\(handlers.joined(separator: ", "))]") }
            return "{" + members.joined(separator: ", ") + "}"
        }
    }
}
