extension Duration {
    /// The duration in seconds, as reasons give it (<doc:Reasons>).
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
