/// Where the lines of the output one expectation wants go as the replay makes them, one at a
/// time and never all held: compared with the expectation (``ExpectationComparison``), or
/// written over it (``ExpectationRewrite``).
protocol CorpusLineTarget: AnyObject {
    /// The expectation whose output (format, with reasons or not) this takes.
    var expectation: CorpusExpectation { get }
    /// The next line of the output, without its newline (lent for the call).
    func take(_ line: UnsafeBufferPointer<UInt8>)
}
