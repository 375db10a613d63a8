/// A ``RandomSource`` that reads its words from bytes (a fuzzer's input), eight at a time,
/// little-endian; past the end every word is zero (so every choice takes its first option and a
/// short input makes a small scene and trace).
struct ByteSource: RandomSource {
    private let bytes: [UInt8]
    private var offset = 0

    /// A source drawing from `bytes`.
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// True once every byte has been used.
    var isExhausted: Bool { offset >= bytes.count }

    mutating func nextWord() -> UInt64 {
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
