extension Array {
    /// Removes every element and keeps the storage, one element at a time from the end: for the
    /// few elements of the environment's per-event lists this is far cheaper than
    /// `removeAll(keepingCapacity: true)`, which goes through a generic range replacement.
    mutating func empty() {
        while !isEmpty { removeLast() }
    }
}
