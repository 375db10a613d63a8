/// A set of touch ids 1…128 in two 64-bit words (``ContactLog``'s ids down and ids freed in a
/// frame).
struct IDMask {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    /// The number of ids in the set.
    var count: Int { low.nonzeroBitCount + high.nonzeroBitCount }

    /// The smallest id from 1 not in the set (the set never holds all 128).
    var smallestFree: Int {
        low != .max ? (~low).trailingZeroBitCount + 1 : (~high).trailingZeroBitCount + 65
    }

    /// Both sets' ids.
    func union(_ other: IDMask) -> IDMask {
        var both = self
        both.low |= other.low
        both.high |= other.high
        return both
    }

    mutating func insert(_ id: Int) {
        if id <= 64 { low |= 1 << UInt64(id - 1) } else { high |= 1 << UInt64(id - 65) }
    }

    mutating func remove(_ id: Int) {
        if id <= 64 { low &= ~(1 << UInt64(id - 1)) } else { high &= ~(1 << UInt64(id - 65)) }
    }
}
