/// Which touches a window was handling when an event happened, while two or more fingers were
/// down (``GestureEvent/touches``): the touches whose phases came in together in the touch event
/// under way — one when a finger moved or lifted alone, several when they changed at the same
/// instant (a pinch's two fingers moving together). ``none`` while one finger is down, and for
/// what no touch drove (a timer, a change made by code).
///
/// Kept in three 16-bit words (alignment 2, six bytes), so a replay record keeps it in the
/// padding after its kind and state and is no bigger for it: the first identifier in full (a
/// trace's `touch` runs from 0 to 2,147,483,647), a second when it is below 32,767, and a flag
/// for a touch that is not named (a third one, or a second with a larger identifier).
public struct EventTouches: Hashable, Sendable {
    /// The first identifier plus one, low and high halves (0: no touch).
    @usableFromInline var firstLow: UInt16, firstHigh: UInt16
    /// The second identifier plus one in the low 15 bits (0: none); the top bit says that more
    /// touches came than are named.
    @usableFromInline var second: UInt16

    /// No touches: one finger down, or nothing a touch drove.
    public static let none = EventTouches(firstLow: 0, firstHigh: 0, second: 0)

    @inlinable init(firstLow: UInt16, firstHigh: UInt16, second: UInt16) {
        self.firstLow = firstLow
        self.firstHigh = firstHigh
        self.second = second
    }

    /// The touches `identifiers` (in the order they came).
    public init<Identifiers: Sequence<Int>>(_ identifiers: Identifiers) {
        self = .none
        for identifier in identifiers { add(identifier) }
    }

    /// Adds `identifier`: named first or second when there is room for it, counted as one more
    /// otherwise.
    private mutating func add(_ identifier: Int) {
        if isEmpty, !hasMore, identifier >= 0, identifier < Int(UInt32.max) {
            let stored = UInt32(identifier + 1)
            firstLow = UInt16(truncatingIfNeeded: stored)
            firstHigh = UInt16(truncatingIfNeeded: stored >> 16)
        } else if !isEmpty, second & EventTouches.secondMask == 0, identifier >= 0, identifier < Int(EventTouches.secondMask) {
            second |= UInt16(identifier + 1)
        } else {
            second |= EventTouches.moreFlag
        }
    }

    /// The top bit of ``second``: more touches than are named.
    private static let moreFlag: UInt16 = 0x8000
    /// The bits of ``second`` that hold the identifier.
    private static let secondMask: UInt16 = 0x7FFF

    /// True when no touch is named and none more came: ``none``.
    @inlinable public var isNone: Bool { firstLow | firstHigh | second == 0 }

    /// True when no touch is named first.
    private var isEmpty: Bool { firstLow | firstHigh == 0 }

    /// The first touch's identifier.
    public var first: Int? {
        isEmpty ? nil : Int(UInt32(firstHigh) << 16 | UInt32(firstLow)) - 1
    }

    /// The second touch's identifier.
    public var secondIdentifier: Int? {
        let stored = second & EventTouches.secondMask
        return stored == 0 ? nil : Int(stored) - 1
    }

    /// Whether more touches came than ``first`` and ``secondIdentifier`` name.
    public var hasMore: Bool { second & EventTouches.moreFlag != 0 }

    /// The words of a text line: `touch 2`, `touches 1, 2`, `touches 1, 2 and more`
    /// (`touches …` when none could be named); empty for ``none``.
    public var words: String {
        let named = [first, secondIdentifier].compactMap { $0 }.map(String.init)
        if named.isEmpty { return hasMore ? "touches …" : "" }
        let list = named.joined(separator: ", ")
        if hasMore { return "touches \(list) and more" }
        return named.count == 1 ? "touch \(list)" : "touches \(list)"
    }
}
