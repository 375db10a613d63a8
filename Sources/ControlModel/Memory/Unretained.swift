/// A reference that does not keep its object alive, for the hot paths where some owner is known
/// to keep it: reading it counts no references (a strong reference would cost two atomic
/// operations per use, a weak one more).
///
/// Every stored `Unretained` says, where it is declared, who keeps its object and what clears
/// it before the object goes. In builds with internal checks (`BK_EVENTS_INTERNAL_CHECKS`,
/// defined for debug builds, so in `swift test`) it also holds a weak reference to its object,
/// and using it after the object went stops the program with a message instead of reading
/// freed memory.
@frozen @usableFromInline
package struct Unretained<Object: AnyObject> {
    @usableFromInline let reference: Unmanaged<Object>
    #if BK_EVENTS_INTERNAL_CHECKS
    @usableFromInline weak var check: Object?
    #endif

    /// A reference to `object` that does not keep it.
    @inlinable
    package init(_ object: __shared Object) {
        reference = .passUnretained(object)
        #if BK_EVENTS_INTERNAL_CHECKS
        check = object
        #endif
    }

    /// A reference to `object`, known to be an `Object` (checked in builds with internal
    /// checks): for reading a list of `AnyObject` without the retain a cast would make.
    @inlinable
    package init(unsafelyCasting object: __shared AnyObject) {
        reference = Unmanaged<Object>.fromOpaque(Unmanaged.passUnretained(object).toOpaque())
        #if BK_EVENTS_INTERNAL_CHECKS
        precondition(object is Object, "\(type(of: object)) is not a \(Object.self)")
        check = reference.takeUnretainedValue()
        #endif
    }

    /// The reference stored at `address` (a strong reference: a stored property or an element of
    /// a buffer), read without retaining it: the storage keeps the object meanwhile.
    @inlinable
    package init(storedAt address: UnsafeRawPointer) {
        reference = address.load(as: Unmanaged<Object>.self)
        #if BK_EVENTS_INTERNAL_CHECKS
        check = reference.takeUnretainedValue()
        #endif
    }

    /// The object's identity (its address only: usable even after the object went, to find
    /// it in lists of identities).
    @inlinable
    package var id: ObjectIdentifier { reference._withUnsafeGuaranteedRef { ObjectIdentifier($0) } }

    /// Runs `body` with the object, not retained for the call: the object's owner must keep it
    /// meanwhile, and `body` must not let it go.
    @inlinable @inline(__always)
    package func with<Result>(_ body: (Object) throws -> Result) rethrows -> Result {
        verify()
        return try reference._withUnsafeGuaranteedRef(body)
    }

    /// The object, as a strong reference from here on (it is retained for as long as the caller
    /// holds it).
    @inlinable
    package var object: Object {
        verify()
        return reference.takeUnretainedValue()
    }

    /// True when this refers to `other` (compares addresses only: safe even while the object
    /// is being deinitialized).
    @inlinable @inline(__always)
    package func refers(to other: AnyObject) -> Bool {
        reference.toOpaque() == Unmanaged.passUnretained(other).toOpaque()
    }

    /// True when both refer to the same object (addresses only).
    @inlinable @inline(__always)
    package func refers(toSameAs other: Unretained) -> Bool {
        reference.toOpaque() == other.reference.toOpaque()
    }

    /// In builds with internal checks, stops the program when the object has gone.
    @inlinable @inline(__always)
    package func verify() {
        #if BK_EVENTS_INTERNAL_CHECKS
        precondition(check != nil, "an unretained reference to a \(Object.self) was used after the object went")
        #endif
    }
}
