import ControlModel
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import TestSupport

/// The fast path for touch samples must decode exactly what the general JSON parser reads:
/// the same doubles bit for bit, the same nanoseconds, the same columns.
@Suite("trace samples: the fast path agrees with the general parser")
struct TraceSampleScannerTests {
    /// A small deterministic generator (the random scenes' SplitMix64), so a failure can be
    /// replayed.
    struct Generator: RandomNumberGenerator {
        var source: SeededRandom

        init(state: UInt64) { source = SeededRandom(seed: state) }

        mutating func next() -> UInt64 { source.nextWord() }

        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

        mutating func digits(_ count: Int) -> String {
            String((0..<count).map { _ in Character(String(below(10))) })
        }
    }

    /// A JSON number of a random shape: up to 10 integer digits, up to 20 decimals, sometimes
    /// negative, sometimes with an exponent.
    static func number(_ random: inout Generator, negative: Bool = true, integerDigits: Int = 10) -> String {
        var text = negative && random.below(4) == 0 ? "-" : ""
        let whole = random.below(integerDigits) + 1
        text += whole == 1 ? random.digits(1) : String(random.below(9) + 1) + random.digits(whole - 1)
        if random.below(5) != 0 { text += "." + random.digits(random.below(20) + 1) }
        if random.below(10) == 0 { text += ["e", "E"][random.below(2)] + ["", "-", "+"][random.below(3)] + String(random.below(3)) }
        return text
    }

    static func line(_ random: inout Generator) -> String {
        let spaces = ["", " ", "  ", "\t"]
        func space() -> String { random.below(8) == 0 ? spaces[random.below(spaces.count)] : " " }
        let touch = random.below(6) == 0 ? ["1.0", "2e0", "0", "-0", "2147483647"][random.below(5)] : String(random.below(100))
        var members = [
            "\"t\":\(space())\(number(&random, negative: false, integerDigits: 9))",
            "\"touch\":\(space())\(touch)",
            "\"phase\":\(space())\"\(["began", "moved", "stationary", "ended", "cancelled"][random.below(5)])\"",
            "\"x\":\(space())\(number(&random, integerDigits: 9))",
            "\"y\":\(space())\(number(&random, integerDigits: 9))",
        ]
        if random.below(4) == 0 { members.shuffle(using: &random) }
        return space() + "{" + members.joined(separator: "," + space()) + "}" + (random.below(8) == 0 ? " " : "")
    }

    @Test func randomSamplesDecodeAsTheGeneralParserReadsThem() throws {
        var random = Generator(state: 20_260_123)
        let decoder = TraceDecoder(file: "random.jsonl")
        for index in 0..<20_000 {
            let text = Self.line(&random)
            let bytes = Array(text.utf8)
            let value = try JSONParser.parse(bytes, line: index + 1)
            func number(_ key: String) -> Double {
                guard case .number(let number)? = value[key]?.kind else { return .nan }
                return number
            }
            let t = number("t"), x = number("x"), y = number("y")
            guard t <= TraceDecoder.maximumTime, abs(x) <= 1e9, abs(y) <= 1e9 else { continue }
            let decoded = try #require(try decoder.decode(bytes[...], line: index + 1), "\(text)")
            guard case .sample(let change) = decoded.content else {
                Issue.record("not a sample: \(text)")
                continue
            }
            #expect(decoded.time == Timestamp(seconds: t), "\(text)")
            #expect(change.location.x.bitPattern == x.bitPattern, "\(text)")
            #expect(change.location.y.bitPattern == y.bitPattern, "\(text)")
            #expect(change.identifier == Int(number("touch")), "\(text)")
            #expect(decoded.location(of: "t") == value["t"]?.location, "\(text)")
            #expect(decoded.location(of: "touch") == value["touch"]?.location, "\(text)")
        }
    }

    @Test func numbersAtTheEdgeOfTheFastPathConvertExactly() throws {
        let decoder = TraceDecoder(file: "edge.jsonl")
        let numbers = ["0", "-0", "0.0", "1.0000000000000002", "0.1", "0.30000000000000004", "123456789.012345",
                       "999999999.999999", "1000000000", "0.000000000000001", "0.0000000000000001", "9.007199254740993",
                       "4503599.6274906245", "0.0000000005", "0.0000000015", "2.5e-9", "1e9", "0.1e1"]
        for (index, text) in numbers.enumerated() {
            let line = "{\"t\": \(text.hasPrefix("-") ? "0" : text), \"touch\": 1, \"phase\": \"moved\", \"x\": \(text), \"y\": -\(text.hasPrefix("-") ? "1" : text)}"
            let decoded = try #require(try decoder.decode(ArraySlice(line.utf8), line: index + 1))
            let value = try JSONParser.parse(Array(line.utf8), line: index + 1)
            guard case .sample(let change) = decoded.content, case .number(let x)? = value["x"]?.kind,
                case .number(let y)? = value["y"]?.kind, case .number(let t)? = value["t"]?.kind
            else {
                Issue.record("not decoded as a sample: \(line)")
                continue
            }
            #expect(change.location.x.bitPattern == x.bitPattern, "\(text)")
            #expect(change.location.y.bitPattern == y.bitPattern, "\(text)")
            #expect(decoded.time == Timestamp(seconds: t), "\(text)")
        }
    }

    @Test func linesKeepTheirPlacesWhicheverWayTheyAreDecoded() throws {
        let decoder = TraceDecoder(file: "kinds.jsonl")
        let fast = try #require(try decoder.decode(ArraySlice(#"{"t": 0.5, "touch": 3, "phase": "began", "x": 1, "y": 2}"#.utf8), line: 4))
        #expect(fast.location(of: "t") == SourceLocation(line: 4, column: 7))
        #expect(fast.location(of: "touch") == SourceLocation(line: 4, column: 21))
        let general = try #require(try decoder.decode(ArraySlice(#"{"t": 0.5, "touch": 3, "phase": "began", "x": 1, "y": 2e0}"#.utf8), line: 5))
        #expect(general.keyLocations["x"] == SourceLocation(line: 5, column: 47))
        let command = try #require(try decoder.decode(ArraySlice(#"{"t": 1, "do": "cancelHandlers", "target": "a"}"#.utf8), line: 6))
        #expect(command.location(of: "target") == SourceLocation(line: 6, column: 44))
        guard case .command(.cancelHandlers(let target)) = command.content else {
            Issue.record("not a command")
            return
        }
        #expect(target == "a")
    }

    /// The word scanner's fixed text, packed first byte lowest.
    @Test func theWordScannersTextIsWhatRecordersWrite() {
        func packed(_ text: String) -> UInt64 {
            text.utf8.enumerated().reduce(0) { $0 | UInt64($1.element) << UInt64(8 * $1.offset) }
        }
        #expect(packed(#"{"t": "#) == TraceSampleWordScanner.open)
        #expect(packed(#", "touch"#) == TraceSampleWordScanner.touchKey)
        #expect(packed(#"": "#) == TraceSampleWordScanner.colon)
        #expect(packed(#", "phase"#) == TraceSampleWordScanner.phaseKey)
        #expect(packed(#"": ""#) == TraceSampleWordScanner.colonQuote)
        #expect(packed(#"moved", "#) == TraceSampleWordScanner.moved)
        #expect(packed(#"began", "#) == TraceSampleWordScanner.began)
        #expect(packed(#"ended", "#) == TraceSampleWordScanner.ended)
        #expect(packed(#""x": "#) == TraceSampleWordScanner.xKey)
        #expect(packed(#", "y": "#) == TraceSampleWordScanner.yKey)
    }

    /// Lines as recorders write them, with numbers of up to seven digits each side of the
    /// point, read eight bytes at a time, and the same lines read byte by byte: the same
    /// samples, bit for bit; lines just outside the layout are left to the byte scanner.
    @Test func samplesReadByWordsAreTheSamplesReadByBytes() throws {
        var random = Generator(state: 20_261_208)
        var words = TraceDecoder(file: "words.jsonl")
        var bytes = TraceDecoder(file: "words.jsonl")
        bytes.readsWords = false
        words.readsWords = true
        func number() -> String {
            var text = random.below(5) == 0 ? "-" : ""
            let whole = random.below(8) + 1
            text += whole == 1 || random.below(10) == 0 ? random.digits(1) : String(random.below(9) + 1) + random.digits(whole - 1)
            if random.below(4) != 0 { text += "." + random.digits(random.below(8) + 1) }
            return text
        }
        var taken = 0
        for index in 0..<20_000 {
            let phase = ["began", "moved", "ended", "moved", "stationary"][random.below(5)]
            let t = number().replacingOccurrences(of: "-", with: "")
            let text = "{\"t\": \(t), \"touch\": \(random.below(12) == 0 ? "0" + String(random.below(10)) : String(random.below(10_000_000))), \"phase\": \"\(phase)\", \"x\": \(number()), \"y\": \(number())}"
            let line = Array(text.utf8)
            let scanned = line.withUnsafeBufferPointer { TraceSampleWordScanner.scan($0, line: index + 1) }
            if scanned != nil { taken += 1 }
            let read: TraceLine?, expected: TraceLine?
            do {
                expected = try bytes.decode(line[...], line: index + 1)
            } catch {
                // bad lines (a leading zero) are the byte path's to report, the same way
                #expect(throws: error) { try words.decode(line[...], line: index + 1) }
                continue
            }
            read = try words.decode(line[...], line: index + 1)
            guard let read, let expected, case .sample(let change) = read.content, case .sample(let wanted) = expected.content else {
                #expect(read == nil && expected == nil, "\(text)")
                continue
            }
            #expect(read.time == expected.time, "\(text)")
            #expect(change.identifier == wanted.identifier && change.phase == wanted.phase, "\(text)")
            #expect(change.location.x.bitPattern == wanted.location.x.bitPattern, "\(text)")
            #expect(change.location.y.bitPattern == wanted.location.y.bitPattern, "\(text)")
            #expect(read.timeColumn == expected.timeColumn && read.touchColumn == expected.touchColumn, "\(text)")
        }
        // about a third of the lines are in the layout (numbers of eight digits, `stationary` and a
        // touch with a leading zero are not)
        #expect(taken > 5_000)
        for text in [#" {"t": 1, "touch": 1, "phase": "moved", "x": 1, "y": 2}"#, #"{"t": 1, "touch": 1, "phase": "moved", "x": 1, "y": 2} "#,
                     #"{"t":1, "touch": 1, "phase": "moved", "x": 1, "y": 2}"#, #"{"t": 1, "touch": 1, "phase": "moved", "x": 12345678, "y": 2}"#,
                     #"{"t": 1, "touch": 1, "phase": "moved", "x": 1e1, "y": 2}"#, #"{"t": 1, "touch": 01, "phase": "moved", "x": 1, "y": 2}"#,
                     #"{"t": 1, "touch": 1, "phase": "moved", "x": 1, "y": 2.}"#, #"{"touch": 1, "t": 1, "phase": "moved", "x": 1, "y": 2}"#] {
            let line = Array(text.utf8)
            #expect(line.withUnsafeBufferPointer { TraceSampleWordScanner.scan($0, line: 1) } == nil, "\(text)")
        }
        let canonical = Array(#"{"t": 0.5, "touch": 3, "phase": "began", "x": -1.25, "y": 2}"#.utf8)
        #expect(canonical.withUnsafeBufferPointer { TraceSampleWordScanner.scan($0, line: 1) } != nil)
    }
}
