/// A recognizer held without a reference count (weak references would slow every retain of a
/// recognizer); its identity lets the recognizer remove itself from lists when it goes.
struct UnownedRecognizer {
    unowned(unsafe) let value: GestureRecognizer
    let id: ObjectIdentifier

    init(_ value: GestureRecognizer) {
        self.value = value
        self.id = ObjectIdentifier(value)
    }
}
