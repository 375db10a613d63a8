/// Values found by the identity of an object, for a loaded ``Scene`` that hears its window's
/// event stream: the record name of the recognizer or control an event names.
///
/// A scene has a handful of recognizers and controls, and every transition asks for one: up to
/// ``linearLimit`` entries a search of a list of identifiers (no hashing, no reference counted),
/// past it a dictionary.
struct IdentityTable<Value> {
    /// The most entries searched one by one.
    static var linearLimit: Int { 16 }

    /// The objects' identities, in the order they were added.
    private var keys: [ObjectIdentifier] = []
    /// The values, beside their keys.
    private var values: [Value] = []
    /// Where each key is, once there are more than ``linearLimit``.
    private var index: [ObjectIdentifier: Int] = [:]

    /// The value for `object`, if one was added.
    ///
    /// - Complexity: O(*n*) up to ``linearLimit`` entries, O(1) on average past it.
    @inline(__always)
    subscript(object: AnyObject) -> Value? {
        let key = ObjectIdentifier(object)
        if keys.count <= IdentityTable.linearLimit {
            guard let position = keys.firstIndex(of: key) else { return nil }
            return values[position]
        }
        return index[key].map { values[$0] }
    }

    /// Sets the value for `object` (which the caller keeps alive for as long as the table: an
    /// identity is only unique while its object lives).
    ///
    /// - Complexity: O(*n*) up to ``linearLimit`` entries, O(1) on average past it (a search of
    ///   every key made loading a scene of 20,000 recognizers quadratic).
    mutating func set(_ value: Value, for object: AnyObject) {
        let key = ObjectIdentifier(object)
        if let position = keys.count <= IdentityTable.linearLimit ? keys.firstIndex(of: key) : index[key] {
            values[position] = value
            return
        }
        keys.append(key)
        values.append(value)
        if keys.count > IdentityTable.linearLimit {
            if index.isEmpty {
                for (position, key) in keys.enumerated() { index[key] = position }
            } else {
                index[key] = keys.count - 1
            }
        }
    }
}
