/// SplitMix64: a small, fast, well-mixed generator whose whole state is one word, so a seed
/// names a test case exactly.
package struct SeededRandom: RandomSource {
    private var state: UInt64

    /// A generator started from `seed`.
    package init(seed: UInt64) { state = seed }

    package mutating func nextWord() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
