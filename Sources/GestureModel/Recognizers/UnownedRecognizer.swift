/// A recognizer held without a reference count (weak references would slow every retain of a
/// recognizer); its identity lets the recognizer remove itself from lists when it goes.
struct UnownedRecognizer {
    private let reference: Unmanaged<GestureRecognizer>
    let id: ObjectIdentifier

    init(_ value: GestureRecognizer) {
        reference = .passUnretained(value)
        id = ObjectIdentifier(value)
    }

    /// The recognizer (a strong reference from here on).
    var value: GestureRecognizer { reference.takeUnretainedValue() }

    /// Runs `body` with the recognizer without retaining it, for the hot paths; the recognizer
    /// must be kept alive by its owner meanwhile.
    @inline(__always)
    func with<Result>(_ body: (GestureRecognizer) -> Result) -> Result {
        reference._withUnsafeGuaranteedRef(body)
    }
}

