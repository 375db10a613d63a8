/// The unretained walks over lists of references: every place the models read a list's objects
/// without counting references goes through one of these, each with the rule that makes it safe.

extension Array where Element: AnyObject {
    /// Calls `body` with each element, in order, without retaining it (each is read as the
    /// unmanaged reference it is stored as). Safe because the array — a copy the caller holds,
    /// which changes `body` makes to the original leave alone — keeps every element alive.
    ///
    /// - Complexity: O(n).
    @inlinable
    package func forEachUnretained(_ body: (Element) -> Void) {
        withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let references = UnsafeRawPointer(base)
            for index in 0..<buffer.count {
                references.load(fromByteOffset: index &* MemoryLayout<Element>.stride, as: Unmanaged<Element>.self)
                    ._withUnsafeGuaranteedRef(body)
            }
        }
    }

    /// True when `test` holds for an element, each handed to `test` unretained. Safe because the
    /// array keeps each element, and `test` must not change the array.
    ///
    /// - Complexity: O(n).
    @inlinable @inline(__always)
    package func containsUnretained(where test: (Element) -> Bool) -> Bool {
        withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            let references = UnsafeRawPointer(base)
            for index in 0..<buffer.count {
                let found = references.load(fromByteOffset: index &* MemoryLayout<Element>.stride, as: Unmanaged<Element>.self)
                    ._withUnsafeGuaranteedRef(test)
                if found { return true }
            }
            return false
        }
    }

    /// Removes the elements `shouldRemove` picks, keeping the others in order and the storage,
    /// each handed to `shouldRemove` unretained. Safe because the array keeps each element while
    /// it is looked at, and `shouldRemove` must not change the array.
    ///
    /// - Complexity: O(n).
    @inlinable
    package mutating func removeEvery(where shouldRemove: (Element) -> Bool) {
        var kept = 0
        for index in 0..<count {
            let remove = withUnsafeBufferPointer { buffer in
                UnsafeRawPointer(buffer.baseAddress!)
                    .load(fromByteOffset: index &* MemoryLayout<Element>.stride, as: Unmanaged<Element>.self)
                    ._withUnsafeGuaranteedRef(shouldRemove)
            }
            if remove { continue }
            if kept != index { swapAt(kept, index) }
            kept += 1
        }
        while count > kept { removeLast() }
    }
}

/// Walks a list of unretained references that its owner may change while the walk runs: by
/// index, each entry read afresh from the owner by `entry` (nil past the end), so nothing keeps
/// the list meanwhile and a change is seen, never a freed buffer. Stops when `visit` returns
/// true, and returns whether it did.
///
/// `entry` reads the owner's list, as `{ $0 < owner.list.count ? owner.list[$0] : nil }`; the
/// objects must be kept by someone else (the owner's promise for the list).
///
/// - Complexity: O(n) visits.
@inlinable @inline(__always)
package func walkAfresh<Object>(_ entry: (Int) -> Unretained<Object>?, _ visit: (Unretained<Object>) -> Bool) -> Bool {
    var index = 0
    while let next = entry(index) {
        if visit(next) { return true }
        index += 1
    }
    return false
}
