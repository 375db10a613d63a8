import ControlModel
/// A scene made by ``RandomSceneGenerator``: what its file says, plus what a trace generator
/// needs to aim at it (where each view is in the window, which ids name what).
///
/// The model mirrors the scene file's vocabulary: a new key or view type is a new field here,
/// rendered in ``json``, and chosen in the generator.
package struct RandomScene {
    /// A view (plain or a control) as the scene file describes it.
    package struct View {
        package var id: String?
        /// `view`, `control`, `button`, `switch`, `slider`, `stepper`, `segmented` or `scroll`.
        var type: String
        /// `[x, y, width, height]` in the parent's coordinates; nil fills the parent.
        var frame: [Double]?
        var hidden: Bool?
        var userInteraction: Bool?
        /// Controls only.
        var enabled: Bool?
        /// The type's own keys (`on`, `value`, `min`…; a scroll view's `contentSize`…), in file
        /// order.
        var properties: [(key: String, value: JSONText)] = []
        package var recognizers: [Recognizer] = []
        /// Control handlers, or a scroll view's handlers of its moments: `{"id", "events", "delay"}`.
        var handlers: [(id: String, events: [String], delay: Double?)] = []
        /// `whenTapped` conveniences: `{"id", "touches", "taps"}`, then `extra` members as they
        /// are (a count that is no whole number, an unknown key).
        package var conveniences: [(id: String, touches: Int?, taps: Int?, extra: [(key: String, value: JSONText)])] = []
        package var children: [View] = []
        /// Written instead of ``frame`` when set (a frame of the wrong shape).
        var rawFrame: JSONText?
        /// Members written last, as they are (unknown keys, a value of the wrong type).
        var extra: [(key: String, value: JSONText)] = []

        /// True for the control types.
        var isControl: Bool { type != "view" && type != "scroll" }
    }

    /// A recognizer as the scene file describes it.
    package struct Recognizer {
        package var id: String
        /// `tap`, `longPress`, `pan`, `swipe`, `pinch` or `rotation`.
        package var type: String
        /// The type's own keys (`taps`, `touches`, `direction`…), in file order.
        var parameters: [(key: String, value: JSONText)] = []
        /// `enabled`, `cancelsTouchesInView`, `delaysTouchesBegan`, `delaysTouchesEnded`,
        /// `shouldBegin`, when given.
        var flags: [(key: String, value: Bool)] = []
        var requires: [String] = []
        var simultaneousWith: [String] = []
        var handlers: [(id: String, delay: Double?)] = []
        /// Members written last, as they are (unknown keys, a value of the wrong type).
        var extra: [(key: String, value: JSONText)] = []
    }

    /// A view's place in the window, for aiming touches and commands (inside a scroll view: where
    /// it is at the scroll view's initial offset; the content moves).
    package struct Target {
        /// The view's id (a path-made name for views without one; commands skip those).
        var id: String?
        var type: String
        /// The frame in window coordinates.
        var x: Double, y: Double, width: Double, height: Double
        /// For segmented controls: the number of segments.
        var segments: Int
        /// True when a scroll view is among its ancestors (its place moves with the content).
        var inScroll = false
    }

    package var width: Double
    package var height: Double
    package var views: [View]
    /// The `scene` key's value (the format version); nil leaves the key out.
    package var version: JSONText? = .number(1)
    /// Leave the `views` key out when there are none.
    package var omitsEmptyViews = false
    /// Top-level members written last, as they are.
    package var extra: [(key: String, value: JSONText)] = []

    /// Every view in the scene with its window frame, in file order (depth first); inside a
    /// scroll view, at the scroll view's initial `contentOffset`.
    package var targets: [Target] {
        var found: [Target] = []
        func visit(_ view: View, parent: (x: Double, y: Double, width: Double, height: Double), inScroll: Bool) {
            let frame = view.frame.flatMap { $0.count == 4 ? $0 : nil } ?? [0, 0, parent.width, parent.height]
            let origin = (x: parent.x + frame[0], y: parent.y + frame[1])
            var segments = 2
            if let count = view.properties.first(where: { $0.key == "segments" })?.value {
                switch count {
                case .number(let number): segments = number >= 1 && number <= 1_000_000 ? Int(number) : 2
                case .array(let titles): segments = titles.count
                default: break
                }
            }
            found.append(Target(
                id: view.id, type: view.type, x: origin.x, y: origin.y, width: frame[2], height: frame[3], segments: segments,
                inScroll: inScroll))
            var content = origin
            if view.type == "scroll", case .array(let offset)? = view.properties.first(where: { $0.key == "contentOffset" })?.value,
                offset.count == 2, case .number(let dx) = offset[0], case .number(let dy) = offset[1]
            {
                content = (origin.x - dx, origin.y - dy)
            }
            for child in view.children {
                visit(child, parent: (content.x, content.y, frame[2], frame[3]), inScroll: inScroll || view.type == "scroll")
            }
        }
        for view in views { visit(view, parent: (0, 0, width, height), inScroll: false) }
        return found
    }

    /// The ids of every recognizer: those the file declares, the pans of scroll views with an id
    /// (named `VIEW.pan`), and the shared ones of `whenTapped` conveniences on views with an id
    /// (named `VIEW.tapTOUCHESxTAPS`).
    package var recognizerIDs: [String] {
        var ids: [String] = []
        func visit(_ view: View) {
            if view.type == "scroll", let id = view.id { ids.append("\(id).pan") }
            ids += view.recognizers.map(\.id)
            if let id = view.id {
                for convenience in view.conveniences {
                    let name = "\(id).tap\(convenience.touches ?? 1)x\(convenience.taps ?? 1)"
                    if !ids.contains(name) { ids.append(name) }
                }
            }
            view.children.forEach(visit)
        }
        views.forEach(visit)
        return ids
    }

    /// The scene file's text.
    package var json: String {
        func render(_ view: View) -> JSONText {
            var members: [(key: String, value: JSONText)] = []
            if let id = view.id { members.append(("id", .string(id))) }
            if view.type != "view" { members.append(("type", .string(view.type))) }
            if let rawFrame = view.rawFrame {
                members.append(("frame", rawFrame))
            } else if let frame = view.frame {
                members.append(("frame", .array(frame.map { .number($0) })))
            }
            if let hidden = view.hidden { members.append(("hidden", .bool(hidden))) }
            if let flag = view.userInteraction { members.append(("userInteraction", .bool(flag))) }
            if let enabled = view.enabled { members.append(("enabled", .bool(enabled))) }
            members += view.properties
            if !view.recognizers.isEmpty { members.append(("recognizers", .array(view.recognizers.map(render)))) }
            if !view.handlers.isEmpty {
                members.append(("handlers", .array(view.handlers.map { handler in
                    var fields: [(key: String, value: JSONText)] = [
                        ("id", .string(handler.id)), ("events", .array(handler.events.map { .string($0) })),
                    ]
                    if let delay = handler.delay { fields.append(("delay", .number(delay))) }
                    return .object(fields)
                })))
            }
            if !view.conveniences.isEmpty {
                members.append(("whenTapped", .array(view.conveniences.map { convenience in
                    var fields: [(key: String, value: JSONText)] = [("id", .string(convenience.id))]
                    if let touches = convenience.touches { fields.append(("touches", .number(Double(touches)))) }
                    if let taps = convenience.taps { fields.append(("taps", .number(Double(taps)))) }
                    return .object(fields + convenience.extra)
                })))
            }
            if !view.children.isEmpty { members.append(("children", .array(view.children.map(render)))) }
            return .object(members + view.extra)
        }
        func render(_ recognizer: Recognizer) -> JSONText {
            var members: [(key: String, value: JSONText)] = [("id", .string(recognizer.id)), ("type", .string(recognizer.type))]
            members += recognizer.parameters
            members += recognizer.flags.map { ($0.key, .bool($0.value)) }
            if !recognizer.requires.isEmpty { members.append(("requires", .array(recognizer.requires.map { .string($0) }))) }
            if !recognizer.simultaneousWith.isEmpty {
                members.append(("simultaneousWith", .array(recognizer.simultaneousWith.map { .string($0) })))
            }
            if !recognizer.handlers.isEmpty {
                members.append(("handlers", .array(recognizer.handlers.map { handler in
                    var fields: [(key: String, value: JSONText)] = [("id", .string(handler.id))]
                    if let delay = handler.delay { fields.append(("delay", .number(delay))) }
                    return .object(fields)
                })))
            }
            return .object(members + recognizer.extra)
        }
        var members: [(key: String, value: JSONText)] = []
        if let version { members.append(("scene", version)) }
        members.append(("window", .object([("width", .number(width)), ("height", .number(height))])))
        if !(views.isEmpty && omitsEmptyViews) { members.append(("views", .array(views.map(render)))) }
        return JSONText.object(members + extra).text + "\n"
    }
}
