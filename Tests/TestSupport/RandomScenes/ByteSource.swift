/// A ``RandomSource`` that reads its words from bytes (a fuzzer's input), eight at a time,
/// little-endian; past the end, from a ``SeededRandom`` seeded by all the bytes. The first
/// choices (the scene's shape, then the trace's) follow the bytes a fuzzer mutates, and a short
/// input still makes a full scene and trace.
package struct ByteSource: RandomSource {
    private let bytes: [UInt8]
    private var offset = 0
    private var rest: SeededRandom

    /// A source drawing from `bytes`.
    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        // FNV-1a of the bytes
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        rest = SeededRandom(seed: hash)
    }

    /// True once every byte has been used.
    package var isExhausted: Bool { offset >= bytes.count }

    package mutating func nextWord() -> UInt64 {
        guard offset < bytes.count else { return rest.nextWord() }
        var word: UInt64 = 0
        var shift: UInt64 = 0
        while shift < 64, offset < bytes.count {
            word |= UInt64(bytes[offset]) << shift
            offset += 1
            shift += 8
        }
        return word
    }
}
