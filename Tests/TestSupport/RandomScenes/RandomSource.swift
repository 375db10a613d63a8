/// Where the random scene and trace generators get their choices: a stream of 64-bit words.
///
/// ``SeededRandom`` is the one the tests use (the same seed gives the same scene and trace on
/// every machine); a fuzz target can supply its own, drawing the words from its input bytes.
/// The generators use only this file's helpers, never the standard library's random APIs,
/// whose algorithms may change between toolchains.
package protocol RandomSource {
    /// The next word.
    mutating func nextWord() -> UInt64
}

extension RandomSource {
    /// A whole number in `range` (nearly uniform: the modulo bias is far below what matters here).
    package mutating func int(_ range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound) &+ 1
        guard width != 0 else { return range.lowerBound &+ Int(truncatingIfNeeded: nextWord()) }
        return range.lowerBound + Int(nextWord() % width)
    }

    /// A number in `range`, rounded to `decimals` places (so its JSON text is short and exact).
    package mutating func number(_ range: ClosedRange<Double>, decimals: Int = 2) -> Double {
        let fraction = Double(nextWord() >> 11) / Double(1 << 53)
        let value = range.lowerBound + (range.upperBound - range.lowerBound) * fraction
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        return (value * scale).rounded() / scale
    }

    /// True with probability `probability`.
    package mutating func chance(_ probability: Double) -> Bool {
        Double(nextWord() >> 11) / Double(1 << 53) < probability
    }

    /// One element of `choices` (which must not be empty).
    package mutating func pick<T>(_ choices: [T]) -> T {
        choices[int(0...(choices.count - 1))]
    }

    /// One of `choices`, each as likely as its weight.
    package mutating func weighted<T>(_ choices: [(weight: Int, value: T)]) -> T {
        let total = choices.reduce(0) { $0 + $1.weight }
        var roll = int(0...(total - 1))
        for choice in choices {
            if roll < choice.weight { return choice.value }
            roll -= choice.weight
        }
        return choices[choices.count - 1].value
    }

    /// One element of `choices`, or nil when there is none.
    package mutating func element<C: Collection>(_ choices: C) -> C.Element? where C.Index == Int {
        choices.isEmpty ? nil : choices[choices.startIndex + int(0...(choices.count - 1))]
    }
}
