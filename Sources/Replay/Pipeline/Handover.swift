/// Moves a value that is not `Sendable` to another thread: the sender gives it up and never
/// touches it again, so only one thread ever uses it (a reader or writer handed to the thread
/// that reads or writes while the models run).
package struct Handover<Value>: @unchecked Sendable {
    /// The value; used by the receiving thread only.
    package let value: Value

    /// Wraps `value`, which the caller must not use any more.
    package init(_ value: Value) { self.value = value }
}
