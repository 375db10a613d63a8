extension Array {
    /// Removes every element and keeps the storage, one element at a time from the end: for the
    /// few elements of the environment's per-event lists this is far cheaper than
    /// `removeAll(keepingCapacity: true)`, which goes through a generic range replacement.
    mutating func empty() {
        while !isEmpty { removeLast() }
    }

    /// Removes the elements `shouldRemove` picks, keeping the others in order and the storage:
    /// a compaction in place, far cheaper for short lists than `removeAll(where:)`, which ends
    /// in a generic range replacement.
    mutating func removeEvery(where shouldRemove: (Element) -> Bool) {
        var kept = 0
        for index in indices where !shouldRemove(self[index]) {
            if kept != index { swapAt(kept, index) }
            kept += 1
        }
        while count > kept { removeLast() }
    }
}

extension Array where Element: AnyObject {
    /// ``removeEvery(where:)`` for references, each handed to `shouldRemove` unretained (the
    /// array keeps it; `shouldRemove` must not change the array).
    mutating func removeEvery(where shouldRemove: (Element) -> Bool) {
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

    /// True when `test` holds for an element, each handed to `test` unretained (the array
    /// keeps it; `test` must not change the array).
    @inline(__always)
    func containsUnretained(where test: (Element) -> Bool) -> Bool {
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

    /// Calls `body` with each element, in order, without retaining it (each is read as the
    /// unmanaged reference it is stored as): the array — a copy the caller holds, which changes
    /// `body` makes to the original leave alone — keeps every element alive meanwhile.
    func forEachUnretained(_ body: (Element) -> Void) {
        withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let references = UnsafeRawPointer(base)
            for index in 0..<buffer.count {
                references.load(fromByteOffset: index &* MemoryLayout<Element>.stride, as: Unmanaged<Element>.self)
                    ._withUnsafeGuaranteedRef(body)
            }
        }
    }
}
