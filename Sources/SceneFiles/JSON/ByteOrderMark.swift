/// The UTF-8 byte-order mark, which some editors write at the start of a text file: bk-events
/// ignores one at the very start of a scene, trace, recording or expectation file, and treats
/// one anywhere else (a second one included) as bad data.
///
/// Source: RFC 8259 §8.1 — a JSON text must not be written with a byte-order mark, but a parser
/// "MAY ignore the presence of a byte order mark rather than treating it as an error".
package enum ByteOrderMark {
    /// The mark's three bytes, EF BB BF.
    package static let bytes: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// `text` without the mark at its start (unchanged when it has none; only one is dropped).
    package static func dropped(from text: [UInt8]) -> [UInt8] {
        text.starts(with: bytes) ? Array(text.dropFirst(bytes.count)) : text
    }
}
