import SceneFiles
/// How long each case of a corpus took, read from the JSON Lines report of an earlier run
/// (`bk-events test --format jsonl`): its lines with a `key` (or `name`) and `seconds`. What a
/// ``CorpusShard`` balances the shards by.
public struct CorpusTimings: Sendable {
    /// Microseconds by case key.
    private var micros: [String: Int64] = [:]

    /// No timings.
    public init() {}

    /// Timings from the JSON Lines report `bytes` of the file `file`: one object a line with a
    /// string `key` or `name` and a number `seconds` (other keys and the summary line are
    /// ignored; blank lines and lines starting with `#` too).
    ///
    /// - Throws: a line that is not such an object, with its place.
    public init(jsonLines bytes: [UInt8], file: String) throws(FileError) {
        var number = 0
        for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
            number += 1
            var line = Array(line)
            while let last = line.last, last == 0x0D || last == 0x20 || last == 0x09 { line.removeLast() }
            if number == 1, line.starts(with: [0xEF, 0xBB, 0xBF]) { line.removeFirst(3) }
            guard let first = line.first(where: { $0 != 0x20 && $0 != 0x09 }), first != UInt8(ascii: "#") else { continue }
            let value: JSONValue
            do { value = try JSONParser.parse(line, line: number) } catch {
                throw FileError(file: file, location: error.location, message: error.message)
            }
            guard value.members != nil else {
                throw FileError(file: file, location: value.location, message: "expected an object with \"key\" and \"seconds\", found \(value.typeName)")
            }
            if value["summary"] != nil { continue }
            guard case .string(let key)? = (value["key"] ?? value["name"])?.kind else {
                throw FileError(file: file, location: value.location, message: "expected a string \"key\" (or \"name\") naming the case")
            }
            guard let seconds = value["seconds"], case .number(let amount) = seconds.kind, amount >= 0, amount <= 1e6 else {
                throw FileError(file: file, location: value["seconds"]?.location ?? value.location, message: "expected \"seconds\", a number from 0 to 1e6")
            }
            micros[key] = Int64((amount * 1e6).rounded())
        }
    }

    /// Whether no timing is known.
    public var isEmpty: Bool { micros.isEmpty }

    /// The timing of `corpusCase`, in whole microseconds, when known.
    public func microseconds(of corpusCase: CorpusCase) -> Int64? { micros[corpusCase.key] }

    /// The mean of the known timings of `cases` (1 ms when none is known).
    func meanMicroseconds(of cases: [CorpusCase]) -> Int64 {
        let known = cases.compactMap { micros[$0.key] }
        guard !known.isEmpty else { return 1000 }
        return known.reduce(0, +) / Int64(known.count)
    }
}
