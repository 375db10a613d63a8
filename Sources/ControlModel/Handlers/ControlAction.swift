/// An action a control performs, as `UIAction`: a closure and an identifier, added with
/// ``TypedControl/addAction(_:for:)``.
///
/// ```swift
/// let save = ControlAction(title: "Save") { action in
///     print("saved by", action.sender?.identifier ?? "?")
/// }
/// button.addAction(save, for: .touchUpInside)
/// ```
///
/// As `UIAction`'s, actions are unique per control and event by ``identifier``: adding an
/// action whose identifier is already registered for an event replaces the older one for that
/// event. An action without an explicit identifier is identified by itself, so adding the same
/// action twice registers it once. The control keeps its actions until they are removed
/// (``TypedControl/removeAction(_:for:)``, ``TypedControl/removeAction(identifiedBy:for:)``,
/// ``Control/removeEventHandlers(for:)``) or the control goes.
public final class ControlAction {
    /// The name that makes an action unique on a control, as `UIAction.Identifier`.
    public struct Identifier: Hashable, Sendable, RawRepresentable, ExpressibleByStringLiteral {
        /// The name.
        public let rawValue: String
        /// An identifier named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier named `rawValue`, as `UIAction.Identifier("…")`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// An identifier written as a string literal.
        public init(stringLiteral value: String) { rawValue = value }
    }

    /// A title, for logs (UIKit shows it in menus; nothing is shown here).
    public var title: String
    /// The handler, run with the action each time one of its events is dispatched.
    public let handler: (ControlAction) -> Void
    private let explicitIdentifier: Identifier?
    /// The control whose dispatch is running the handler, while it runs (nil otherwise), as
    /// `UIAction.sender`.
    public private(set) var sender: Control?

    /// An action running `handler`; `identifier` makes it unique on a control (by default it is
    /// identified by itself).
    public init(title: String = "", identifier: Identifier? = nil, handler: @escaping (ControlAction) -> Void) {
        self.title = title
        self.explicitIdentifier = identifier
        self.handler = handler
    }

    /// The identifier given, or one naming this action object alone.
    public var identifier: Identifier {
        explicitIdentifier ?? Identifier("action-\(UInt(bitPattern: ObjectIdentifier(self).hashValue))")
    }

    /// Runs the handler with ``sender`` set to `control`.
    func perform(from control: Control) {
        let previous = sender
        sender = control
        defer { sender = previous }
        handler(self)
    }
}
