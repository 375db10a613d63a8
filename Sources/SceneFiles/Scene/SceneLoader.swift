import ControlModel
import GestureModel

/// Reads a scene file (<doc:FileFormats>) into a ``Scene``.
///
/// Every problem — unknown keys, wrong types, duplicate ids, dangling references,
/// failure-requirement cycles, negative sizes or delays, absurd numbers — is a ``FileError``
/// with the file, line, column and JSON path. Choices where UIKit gives no model: a view without
/// `frame` fills its parent; `segments` is a count or a list of titles; ids are optional for
/// views without handlers (they are named after their JSON path).
public struct SceneLoader {
    let file: String
    let scene: Scene
    /// Handlers that present an alert (`presents`), resolved once the alerts are read.
    var pendingPresents: [(handler: String, reader: ObjectReader)] = []
    /// Handlers that set a control's property (`sets`, its reader), resolved once every view is read.
    var pendingSets: [(handler: String, reader: ObjectReader)] = []
    private var pendingRelations: [(recognizer: GestureRecognizer, reader: ObjectReader)] = []
    var idLocations: [String: SourceLocation] = [:]
    private var namedConveniences: Set<ObjectIdentifier> = []
    /// True while a cell template's children load (`SceneLoader+CellTemplates.swift`).
    var inTemplate = false
    /// The cell a template's children are copied into; nil on the template's checking pass.
    var templateCell: ReusableCell?
    /// The ids of a template's views, gathered on its checking pass.
    var templateBases: [String] = []
    /// The row or item counts of the scene's tables and collection views, by id (a table's
    /// swipe actions delete rows from them).
    private var listCounts: [String: SceneRowCounts] = [:]

    /// The most views, recognizers and handlers a scene may hold.
    public static let maximumObjects = 100_000

    init(file: String, scene: Scene) {
        self.file = file
        self.scene = scene
    }

    /// Loads the scene in `bytes` (read from `file`, used in messages), reporting records to
    /// `emit` as the scene runs.
    public static func load(bytes: [UInt8], file: String, emit: @escaping (ReplayRecord) -> Void) throws(FileError) -> Scene {
        try load(bytes: bytes, file: file, sink: ClosureRecordSink(emit))
    }

    /// Loads the scene in `bytes` (read from `file`, used in messages), handing records to
    /// `sink` as the scene runs. A byte-order mark at the very start is ignored
    /// (`ByteOrderMark`).
    public static func load(bytes: [UInt8], file: String, sink: any ReplayRecordSink) throws(FileError) -> Scene {
        let root: JSONValue
        do {
            root = try JSONParser.parse(ByteOrderMark.dropped(from: bytes))
        } catch {
            throw FileError(file: file, location: error.location, message: error.message)
        }
        let top = try ObjectReader(root, path: "", file: file, allowed: ["scene", "window", "views", "alerts"])
        if let version = try top.number("scene"), version != 1 {
            throw top.error(top.at("scene"), "unsupported scene version \(formatNumber(version)) (this tool reads version 1)")
        }
        let windowValue = try top.require("window")
        let windowReader = try ObjectReader(windowValue, path: "window", file: file, allowed: ["width", "height"])
        guard let width = try windowReader.nonNegative("width") else { throw windowReader.error(windowValue, "missing key 'width' in window") }
        guard let height = try windowReader.nonNegative("height") else { throw windowReader.error(windowValue, "missing key 'height' in window") }
        var loader = SceneLoader(file: file, scene: Scene(width: width, height: height, sink: sink))
        for (index, element) in (try top.array("views") ?? []).enumerated() {
            try loader.loadView(element, path: "views[\(index)]", parent: loader.scene.window)
        }
        try loader.loadAlerts(try top.array("alerts") ?? [])
        try loader.resolveSets()
        try loader.resolveRelations()
        try loader.checkTemplateNames()
        return loader.scene
    }

    mutating func claim(_ id: String, at value: JSONValue, path: String) throws(FileError) {
        guard !id.isEmpty else { throw FileError(file: file, location: value.location, message: "\(path).id must not be empty") }
        if let first = idLocations[id] {
            throw FileError(file: file, location: value.location,
                            message: "duplicate id '\(id)' at \(path) (first used at line \(first.line))")
        }
        guard idLocations.count < SceneLoader.maximumObjects else {
            throw FileError(file: file, location: value.location, message: "too many objects (more than \(SceneLoader.maximumObjects))")
        }
        idLocations[id] = value.location
        scene.ids.insert(id)
    }

    private static let viewKeys: Set<String> = [
        "id", "type", "frame", "hidden", "userInteraction", "multipleTouch", "exclusiveTouch", "enabled", "recognizers",
        "handlers", "whenTapped", "children",
    ]
    private static let typeKeys: [String: Set<String>] = [
        "view": [], "control": [], "button": [], "switch": ["on"],
        "slider": ["value", "min", "max", "continuous"],
        "stepper": ["value", "min", "max", "continuous", "step", "wraps", "autorepeat"],
        "segmented": ["segments", "selected", "momentary"],
        "pageControl": ["pages", "current"],
        "scroll": ScrollViewKeys.names,
        "table": ScrollViewKeys.names.union(TableViewKeys.names),
        "collection": ScrollViewKeys.names.union(CollectionViewKeys.names),
        "textField": TextFieldKeys.names,
    ]

    mutating func loadView(_ value: JSONValue, path: String, parent: View) throws(FileError) {
        let typeName: String
        if let member = value["type"], case .string(let text) = member.kind { typeName = text } else { typeName = "view" }
        guard let extra = SceneLoader.typeKeys[typeName] else {
            throw FileError(file: file, location: value["type"]?.location ?? value.location,
                            message: "unknown view type '\(typeName)' at \(path).type (expected one of: \(SceneLoader.typeKeys.keys.sorted().joined(separator: ", ")))")
        }
        if inTemplate, SceneLoader.typesOutsideTemplates.contains(typeName), let at = value["type"] {
            throw FileError(file: file, location: at.location, message: "\(path).type: a cell template cannot hold a \(typeName)")
        }
        let reader = try ObjectReader(value, path: path, file: file, allowed: SceneLoader.viewKeys.union(extra))
        _ = try reader.string("type")
        let id = try reader.string("id") ?? path
        if inTemplate {
            for key in ["recognizers", "whenTapped"] where reader.has(key) {
                throw reader.error(reader.at(key), "\(path).\(key): a cell template's views take no \(key) (only controls' handlers)")
            }
            if reader.has("id"), id.contains("@") {
                throw reader.error(reader.at("id"), "\(path).id must not contain '@' in a cell template (records add '@section.row')")
            }
            if templateCell == nil { templateBases.append(id) }
        }
        if reader.has("id"), templateCell == nil { try claim(id, at: reader.at("id"), path: path) }

        let view: View
        switch typeName {
        case "control": view = Control()
        case "button": view = Button()
        case "switch":
            let toggle = Switch()
            if let on = try reader.bool("on") { toggle.isOn = on }
            view = toggle
        case "slider":
            let slider = Slider()
            let bounds = try SceneLoader.bounds(reader, path: path, current: (slider.preciseMinimum, slider.preciseMaximum), othersFollow: true)
            if let minimum = bounds.minimum { slider.preciseMinimum = minimum }
            if let maximum = bounds.maximum { slider.preciseMaximum = maximum }
            if let continuous = try reader.bool("continuous") { slider.isContinuous = continuous }
            if let value = try reader.number("value") { slider.setValue(value) }
            view = slider
        case "stepper":
            let stepper = Stepper()
            let bounds = try SceneLoader.bounds(reader, path: path, current: (stepper.minimumValue, stepper.maximumValue), othersFollow: false)
            if let minimum = bounds.minimum { stepper.minimumValue = minimum }
            if let maximum = bounds.maximum { stepper.maximumValue = maximum }
            if let step = try reader.number("step"), let at = reader["step"] {
                guard step > 0 else { throw reader.error(at, "\(path).step must be positive (\(formatNumber(step)))") }
                stepper.stepValue = step
            }
            if let wraps = try reader.bool("wraps") { stepper.wraps = wraps }
            if let autorepeat = try reader.bool("autorepeat") { stepper.autorepeat = autorepeat }
            if let continuous = try reader.bool("continuous") { stepper.isContinuous = continuous }
            if let value = try reader.number("value") { stepper.setValue(value) }
            view = stepper
        case "segmented":
            var count = 2
            var titles: [String] = []
            if let member = reader["segments"] {
                switch member.kind {
                case .array:
                    titles = (try reader.strings("segments") ?? []).map(\.text)
                    guard !titles.isEmpty else { throw reader.error(member, "\(path).segments must list at least one title") }
                    count = titles.count
                case .number: count = try reader.integer("segments", minimum: 1) ?? 2
                default: throw reader.error(member, "\(path).segments must be a count or a list of titles")
                }
            }
            let segmented = SegmentedControl(segments: count)
            for (index, title) in titles.enumerated() { segmented.setTitle(title, forSegmentAt: index) }
            if let selected = try reader.integer("selected", minimum: -1) {
                guard selected < count else { throw reader.error(reader.at("selected"), "\(path).selected is past the last segment") }
                segmented.selectedSegmentIndex = selected
            }
            if let momentary = try reader.bool("momentary") { segmented.isMomentary = momentary }
            view = segmented
        case "pageControl":
            let pages = PageControl()
            if let count = try reader.integer("pages", minimum: 0) { pages.numberOfPages = count }
            if let current = try reader.integer("current", minimum: 0) {
                guard current < max(pages.numberOfPages, 1) else {
                    throw reader.error(reader.at("current"), "\(path).current is past the last page")
                }
                pages.currentPage = current
            }
            view = pages
        case "textField":
            let field = TextField()
            try TextFieldKeys.apply(reader, to: field)
            view = field
        case "scroll":
            let scrollView = ScrollView(identifier: id)
            try ScrollViewKeys.apply(reader, to: scrollView)
            view = scrollView
        case "table":
            let table = TableView(identifier: id)
            try ScrollViewKeys.apply(reader, to: table)
            listCounts[id] = try TableViewKeys.apply(reader, to: table)
            view = table
        case "collection":
            let collection = CollectionView(identifier: id)
            try ScrollViewKeys.apply(reader, to: collection)
            listCounts[id] = try CollectionViewKeys.apply(reader, to: collection)
            view = collection
        default:
            view = View()
        }
        view.identifier = id
        if let frameValue = try reader.array("frame") {
            guard frameValue.count == 4 else { throw reader.error(reader.at("frame"), "\(path).frame must be [x, y, width, height]") }
            var numbers: [Double] = []
            for (index, element) in frameValue.enumerated() {
                guard case .number(let number) = element.kind, abs(number) <= ReplayLimits.maximumMagnitude else {
                    throw reader.error(element, "\(path).frame[\(index)] must be a number up to \(ReplayLimits.text(ReplayLimits.maximumMagnitude)) in magnitude")
                }
                numbers.append(number)
            }
            guard numbers[2] >= 0, numbers[3] >= 0 else {
                throw reader.error(reader.at("frame"), "\(path).frame has a negative size")
            }
            view.frame = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        } else {
            view.frame = parent.bounds
        }
        if let hidden = try reader.bool("hidden") { view.isHidden = hidden }
        if let userInteraction = try reader.bool("userInteraction") { view.isUserInteractionEnabled = userInteraction }
        if let multipleTouch = try reader.bool("multipleTouch") { view.isMultipleTouchEnabled = multipleTouch }
        if let exclusiveTouch = try reader.bool("exclusiveTouch") { view.isExclusiveTouch = exclusiveTouch }
        if let enabled = try reader.bool("enabled") {
            guard let control = view as? Control else { throw reader.error(reader.at("enabled"), "\(path).enabled applies to controls only") }
            control.isEnabled = enabled
        }
        parent.addSubview(view)
        if !inTemplate {
            scene.views[id] = view
        } else if let templateCell {
            scene.templateNames[ObjectIdentifier(view)] = TemplateName(base: id, cell: templateCell)
        }

        if let control = view as? Control {
            if let name = naming(id) { scene.observe(control: control, name: name) }
            for (index, element) in (try reader.array("handlers") ?? []).enumerated() {
                try loadControlHandler(element, path: "\(path).handlers[\(index)]", control: control, controlID: id)
            }
        } else if let scrollView = view as? ScrollView {
            try loadScrollView(scrollView, reader: reader, path: path, id: id)
        } else if let handlers = reader["handlers"] {
            throw reader.error(handlers, "\(path).handlers applies to controls and scroll views only (use recognizers or whenTapped)")
        }
        for (index, element) in (try reader.array("recognizers") ?? []).enumerated() {
            try loadRecognizer(element, path: "\(path).recognizers[\(index)]", view: view)
        }
        for (index, element) in (try reader.array("whenTapped") ?? []).enumerated() {
            try loadConvenience(element, path: "\(path).whenTapped[\(index)]", view: view)
        }
        for (index, element) in (try reader.array("children") ?? []).enumerated() {
            try loadView(element, path: "\(path).children[\(index)]", parent: view)
        }
        if let scrollView = view as? ScrollView { try ScrollZoomKeys.applyView(reader, to: scrollView, views: scene.views) }
    }

    /// Joins a scroll view's pan to the scene (`ID.pan`, its records and the id namespace) and
    /// attaches the handlers of its moments.
    private mutating func loadScrollView(_ scrollView: ScrollView, reader: ObjectReader, path: String, id: String) throws(FileError) {
        let pan = scrollView.panGestureRecognizer
        let panID = "\(id).pan"
        pan.identifier = panID
        try claim(panID, at: reader.has("id") ? reader.at("id") : reader.value, path: "\(path) (its pan)")
        scene.recognizers[panID] = pan
        scene.observe(recognizer: pan, id: panID)
        // the private recognizer that delays content touches is named in `--explain` output:
        // its name is taken too, so no recognizer of the scene's can share it
        let delayID = "\(id).delay"
        try claim(delayID, at: reader.has("id") ? reader.at("id") : reader.value, path: "\(path) (its content-touch delay)")
        // the pinch of a scroll view whose zoom limits differ (`ID.pinch`)
        if let pinch = scrollView.pinchGestureRecognizer {
            let pinchID = "\(id).pinch"
            pinch.identifier = pinchID
            try claim(pinchID, at: reader.has("id") ? reader.at("id") : reader.value, path: "\(path) (its pinch)")
            scene.recognizers[pinchID] = pinch
            scene.observe(recognizer: pinch, id: pinchID)
        }
        var handlers: [SceneScrollHandler] = []
        for (index, element) in (try reader.array("handlers") ?? []).enumerated() {
            let handlerPath = "\(path).handlers[\(index)]"
            let handlerReader = try ObjectReader(element, path: handlerPath, file: file, allowed: ["id", "events", "delay", "presents"])
            let handler = switch scrollView {
            case is TableView: try SceneListKeys.handler(handlerReader, path: handlerPath, noun: "table")
            case is CollectionView: try SceneListKeys.handler(handlerReader, path: handlerPath, noun: "collection")
            default: try ScrollViewKeys.handler(handlerReader, path: handlerPath)
            }
            try claim(handler.id, at: handlerReader.at("id"), path: handlerPath)
            try notePresents(handlerReader, handler: handler.id)
            handlers.append(SceneScrollHandler(name: RecordName(handler.id), events: handler.scroll, rowEvents: handler.rows, delay: handler.delay))
        }
        scene.observe(scrollView: scrollView, id: id, handlers: handlers)
        scene.observe(list: scrollView, id: id, handlers: handlers)
        if let collection = scrollView as? CollectionView {
            try CollectionViewKeys.checkFit(reader, of: collection)
            if let cell = reader["cell"] { try loadCellTemplate(cell, path: "\(path).cell", list: .collection(collection)) }
            // the items in view get their cells now, before the trace (their records at 0)
            collection.layoutIfNeeded()
        }
        if let table = scrollView as? TableView {
            if let cell = reader["cell"] { try loadCellTemplate(cell, path: "\(path).cell", list: .table(table)) }
            let swipe = try TableViewKeys.swipeActions(reader, path: path)
            for (index, action) in swipe.actions.enumerated() {
                guard let handler = action.handler else { continue }
                try claim(handler, at: reader.at("swipeActions"), path: "\(path).swipeActions (action \(index + 1), \(action.title))")
            }
            if !swipe.actions.isEmpty, let rows = listCounts[id] {
                scene.install(swipeActions: swipe.actions, fullSwipe: swipe.fullSwipe, on: table, id: id, rows: rows)
                // its swipe recognizers' names are taken: they appear in `--explain` output
                for suffix in ["swipeActions", "swipeDismissal"] {
                    try claim("\(id).\(suffix)", at: reader.has("id") ? reader.at("id") : reader.value, path: "\(path) (its \(suffix))")
                }
            }
            // the rows in view get their cells now, before the trace (their records at 0)
            table.layoutIfNeeded()
        }
    }

    /// A slider's or stepper's `min` and `max`, those given. Given both, `max` below `min` is an
    /// error naming both. Given one across the other's `current` value (the model's default):
    /// when `othersFollow`, the model moves the other bound (as `UISlider` does); otherwise an
    /// error naming both (`UIStepper` refuses such a bound with an exception).
    private static func bounds(
        _ reader: ObjectReader, path: String, current: (minimum: Double, maximum: Double), othersFollow: Bool
    ) throws(FileError) -> (minimum: Double?, maximum: Double?) {
        let minimum = try reader.number("min"), maximum = try reader.number("max")
        if let minimum, let maximum, maximum < minimum, let at = reader["max"] {
            throw reader.error(at, "\(path).max (\(formatNumber(maximum))) is below its min (\(formatNumber(minimum)))")
        }
        guard !othersFollow else { return (minimum, maximum) }
        if let minimum, maximum == nil, minimum > current.maximum, let at = reader["min"] {
            throw reader.error(at, "\(path).min (\(formatNumber(minimum))) is above its max (\(formatNumber(current.maximum)), the default)")
        }
        if let maximum, minimum == nil, maximum < current.minimum, let at = reader["max"] {
            throw reader.error(at, "\(path).max (\(formatNumber(maximum))) is below its min (\(formatNumber(current.minimum)), the default)")
        }
        return (minimum, maximum)
    }

    private func delay(_ reader: ObjectReader) throws(FileError) -> Duration {
        guard let seconds = try reader.nonNegative("delay") else { return .zero }
        return .nanoseconds(Timestamp.nanoseconds(fromSeconds: seconds))
    }

    mutating func loadControlHandler(_ value: JSONValue, path: String, control: Control, controlID: String) throws(FileError) {
        let reader = try ObjectReader(value, path: path, file: file, allowed: ["id", "events", "delay", "presents", "sets"])
        guard let id = try reader.string("id") else { throw reader.error(value, "missing key 'id' in \(path)") }
        if templateCell == nil { try claim(id, at: reader.at("id"), path: path) }
        if inTemplate, reader.has("presents") {
            throw reader.error(reader.at("presents"), "\(path).presents: a cell template's handlers cannot present alerts")
        }
        try notePresents(reader, handler: id)
        try noteSets(reader, handler: id)
        guard let names = try reader.strings("events") else { throw reader.error(value, "missing key 'events' in \(path)") }
        let events = try SceneLoader.events(names, path: "\(path).events", file: file)
        guard !events.isEmpty else { throw reader.error(reader.at("events"), "\(path).events must name at least one event") }
        let delay = try delay(reader)
        // (a template's checking pass registers nothing)
        guard let name = naming(id), let controlName = naming(controlID) else { return }
        // the scene records its runs, heard from the window's event stream
        let token = scene.addRecordedHandler(
            to: control, events: events, id: id, named: name, controlName: controlName, delay: delay,
            acts: reader.has("presents") || reader.has("sets"))
        if inTemplate { scene.templateTokens.append(token) } else { scene.controlHandlers[id] = token }
    }

    /// Parses a list of control event names (groups such as `allTouchEvents` included).
    static func events(_ names: [(text: String, value: JSONValue)], path: String, file: String) throws(FileError) -> ControlEvents {
        var events: ControlEvents = []
        for (index, name) in names.enumerated() {
            guard let event = ControlEvents(name: name.text) else {
                throw FileError(file: file, location: name.value.location,
                                message: "unknown control event '\(name.text)' at \(path)[\(index)]")
            }
            events.formUnion(event)
        }
        return events
    }

    private static let commonRecognizerKeys: Set<String> = [
        "id", "type", "enabled", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded", "requires",
        "simultaneousWith", "shouldBegin", "handlers",
    ]
    private static let recognizerKeys: [String: Set<String>] = [
        "tap": ["taps", "touches", "allowableMovement"],
        "longPress": ["minimumPressDuration", "allowableMovement", "taps", "touches"],
        "pan": ["minimumTouches", "maximumTouches", "failsPastMaxTouches"],
        "swipe": ["direction", "touches"],
        "pinch": [],
        "rotation": [],
    ]

    private mutating func loadRecognizer(_ value: JSONValue, path: String, view: View) throws(FileError) {
        let typeValue = value["type"]
        guard let typeValue, case .string(let typeName) = typeValue.kind else {
            throw FileError(file: file, location: typeValue?.location ?? value.location,
                            message: "\(path).type must name a recognizer type (tap, longPress, pan, swipe, pinch, rotation)")
        }
        guard let extra = SceneLoader.recognizerKeys[typeName] else {
            throw FileError(file: file, location: typeValue.location,
                            message: "unknown recognizer type '\(typeName)' at \(path).type (expected one of: longPress, pan, pinch, rotation, swipe, tap)")
        }
        let reader = try ObjectReader(value, path: path, file: file, allowed: SceneLoader.commonRecognizerKeys.union(extra))
        guard let id = try reader.string("id") else { throw reader.error(value, "missing key 'id' in \(path)") }
        try claim(id, at: reader.at("id"), path: path)
        let recognizer: GestureRecognizer
        switch typeName {
        case "tap":
            let tap = TapGestureRecognizer()
            if let taps = try reader.integer("taps", minimum: 1) { tap.numberOfTapsRequired = taps }
            if let touches = try reader.integer("touches", minimum: 1) { tap.numberOfTouchesRequired = touches }
            if let movement = try reader.nonNegative("allowableMovement") { tap.allowableMovement = movement }
            recognizer = tap
        case "longPress":
            let press = LongPressGestureRecognizer()
            if let seconds = try reader.nonNegative("minimumPressDuration") {
                press.minimumPressDuration = .nanoseconds(Timestamp.nanoseconds(fromSeconds: seconds))
            }
            if let movement = try reader.nonNegative("allowableMovement") { press.allowableMovement = movement }
            if let taps = try reader.integer("taps", minimum: 0) { press.numberOfTapsRequired = taps }
            if let touches = try reader.integer("touches", minimum: 1) { press.numberOfTouchesRequired = touches }
            recognizer = press
        case "pan":
            let pan = PanGestureRecognizer()
            if let minimum = try reader.integer("minimumTouches", minimum: 1) { pan.minimumNumberOfTouches = minimum }
            if let maximum = try reader.integer("maximumTouches", minimum: 1), let at = reader["maximumTouches"] {
                guard maximum >= pan.minimumNumberOfTouches else {
                    throw reader.error(at, "\(path).maximumTouches (\(maximum)) must not be below minimumTouches (\(pan.minimumNumberOfTouches))")
                }
                pan.maximumNumberOfTouches = maximum
            }
            if let fails = try reader.bool("failsPastMaxTouches") { pan.failsPastMaxTouches = fails }
            recognizer = pan
        case "swipe":
            let swipe = SwipeGestureRecognizer()
            if let member = reader["direction"] {
                let names: [(text: String, value: JSONValue)]
                if case .string(let text) = member.kind {
                    names = [(text, member)]
                } else {
                    names = try reader.strings("direction") ?? []
                }
                var direction: SwipeDirection = []
                for name in names {
                    guard let match = SwipeDirection.named.first(where: { $0.name == name.text }) else {
                        throw reader.error(name.value, "unknown swipe direction '\(name.text)' at \(path).direction (expected right, left, up or down)")
                    }
                    direction.formUnion(match.direction)
                }
                guard !direction.isEmpty else { throw reader.error(member, "\(path).direction must name at least one direction") }
                swipe.direction = direction
            }
            if let touches = try reader.integer("touches", minimum: 1) { swipe.numberOfTouchesRequired = touches }
            recognizer = swipe
        case "pinch": recognizer = PinchGestureRecognizer()
        default: recognizer = RotationGestureRecognizer()
        }
        recognizer.identifier = id
        if let enabled = try reader.bool("enabled") { recognizer.isEnabled = enabled }
        if let cancels = try reader.bool("cancelsTouchesInView") { recognizer.cancelsTouchesInView = cancels }
        if let delays = try reader.bool("delaysTouchesBegan") { recognizer.delaysTouchesBegan = delays }
        if let delays = try reader.bool("delaysTouchesEnded") { recognizer.delaysTouchesEnded = delays }
        if let answer = try reader.bool("shouldBegin") { recognizer.delegateClosures.shouldBegin = { _ in answer } }
        view.addGestureRecognizer(recognizer)
        scene.recognizers[id] = recognizer
        scene.observe(recognizer: recognizer, id: id)
        for (index, element) in (try reader.array("handlers") ?? []).enumerated() {
            let handlerPath = "\(path).handlers[\(index)]"
            let handlerReader = try ObjectReader(element, path: handlerPath, file: file, allowed: ["id", "delay", "presents", "sets"])
            guard let handlerID = try handlerReader.string("id") else { throw handlerReader.error(element, "missing key 'id' in \(handlerPath)") }
            try claim(handlerID, at: handlerReader.at("id"), path: handlerPath)
            try notePresents(handlerReader, handler: handlerID)
            try noteSets(handlerReader, handler: handlerID)
            // the scene records its runs, heard from the window's event stream
            let token = scene.addRecordedHandler(
                to: recognizer, id: handlerID, delay: try delay(handlerReader),
                acts: handlerReader.has("presents") || handlerReader.has("sets"))
            scene.gestureHandlers[handlerID] = token
        }
        _ = try reader.strings("requires")
        _ = try reader.strings("simultaneousWith")
        pendingRelations.append((recognizer, reader))
    }

    private mutating func loadConvenience(_ value: JSONValue, path: String, view: View) throws(FileError) {
        let reader = try ObjectReader(value, path: path, file: file, allowed: ["id", "touches", "taps", "presents", "sets"])
        guard let id = try reader.string("id") else { throw reader.error(value, "missing key 'id' in \(path)") }
        try claim(id, at: reader.at("id"), path: path)
        try notePresents(reader, handler: id)
        try noteSets(reader, handler: id)
        let touches = try reader.integer("touches", minimum: 1) ?? 1
        let taps = try reader.integer("taps", minimum: 1) ?? 1
        let scene = self.scene
        let name = RecordName(id)
        // weak: removing one convenience while the scene goes may let another recognize, and
        // its handler must then find no scene rather than one being deallocated
        let token = view.whenTouches(touches, tapped: taps, identifier: id) { [weak scene] call in
            guard let scene else { return }
            scene.gestureHandlerRan(call, id: name, of: scene.recordName(of: call.recognizer))
        }
        scene.convenienceTokens.append(token)
        let recognizer = token.recognizer
        if namedConveniences.insert(ObjectIdentifier(recognizer)).inserted {
            // the shared recognizer joins the scene's id namespace (made unique if taken), so
            // its records have a name and trace commands can target it
            let base = recognizer.identifier ?? "\(path).recognizer"
            var recognizerID = base
            var suffix = 2
            while idLocations[recognizerID] != nil {
                recognizerID = "\(base)#\(suffix)"
                suffix += 1
            }
            recognizer.identifier = recognizerID
            try claim(recognizerID, at: value, path: path)
            scene.recognizers[recognizerID] = recognizer
            scene.observe(recognizer: recognizer, id: recognizerID)
        }
    }

    private func resolveRelations() throws(FileError) {
        // requirements closing a cycle are refused at the first edge, in file order, that
        // closes one (found once all are made: see RequirementCycleCheck)
        var cycles = RequirementCycleCheck(existing: scene.recognizers.values)
        var places: [(reader: ObjectReader, value: JSONValue, index: Int)] = []
        for (recognizer, reader) in pendingRelations {
            for (index, name) in (try reader.strings("requires") ?? []).enumerated() {
                guard let other = scene.recognizers[name.text] else {
                    throw reader.error(name.value, "unknown recognizer '\(name.text)' at \(reader.path).requires[\(index)]")
                }
                guard other !== recognizer else {
                    throw reader.error(name.value, "recognizer '\(name.text)' requires itself to fail (at \(reader.path).requires[\(index)])")
                }
                guard !recognizer.hasRequirement(on: other) else { continue }
                recognizer.require(toFail: other)
                let edge = cycles.add(recognizer, requires: other)
                places.append((reader, name.value, index))
                assert(edge - cycles.existingCount == places.count - 1)
            }
            var simultaneous: [ObjectIdentifier] = []
            for (index, name) in (try reader.strings("simultaneousWith") ?? []).enumerated() {
                guard let other = scene.recognizers[name.text] else {
                    throw reader.error(name.value, "unknown recognizer '\(name.text)' at \(reader.path).simultaneousWith[\(index)]")
                }
                simultaneous.append(ObjectIdentifier(other))
            }
            if !simultaneous.isEmpty {
                let allowed = Set(simultaneous)
                recognizer.delegateClosures.shouldRecognizeSimultaneously = { _, other in
                    allowed.contains(ObjectIdentifier(other))
                }
            }
        }
        if let (edge, cycle) = cycles.firstCycle() {
            let place = places[edge - cycles.existingCount]
            let error = GestureConfigurationError.requirementCycle(cycle.map(\.displayName))
            throw place.reader.error(place.value, "\(error.description) (at \(place.reader.path).requires[\(place.index)])")
        }
    }
}
