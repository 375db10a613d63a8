import ControlModel

/// The fields of a ``ReplayRecord`` that few records have — a control's value, a delayed run's
/// action time, a scroll's motion and a row — kept out of line, one reference in the record
/// (nil for a record without any of them). Inline they made every record 224 bytes, each built
/// field by field, copied twice on its way to the writer and destroyed through its value
/// witness; recognizers' transitions and handler runs, nearly every record of a replay, have
/// none of them.
///
/// The reference is wrapped in this struct rather than kept as an optional in the record: with
/// an `Optional` of a class among its fields, the optimizer copied each record once more (and
/// destroyed the original) between building it and handing it to the record sink — about 150
/// instructions a record on the replay benchmark; wrapped, the record is built in place.
///
/// A box is never changed once made: setting a field of a record makes a new one (or none),
/// so records that share a box stay independent values.
@usableFromInline package struct ReplayRecordDetails: Sendable {
    /// The fields, boxed.
    @usableFromInline final class Fields: Sendable {
        @usableFromInline let value: ControlValue?
        @usableFromInline let scheduled: Timestamp?
        @usableFromInline let motion: ScrollMotion?
        @usableFromInline let rowPath: RowRecordPath?

        init(value: ControlValue?, scheduled: Timestamp?, motion: ScrollMotion?, rowPath: RowRecordPath?) {
            self.value = value
            self.scheduled = scheduled
            self.motion = motion
            self.rowPath = rowPath
        }
    }

    /// The box, or nil when no field is set.
    @usableFromInline let fields: Fields?

    /// These fields (no box when none is set).
    package init(value: ControlValue?, scheduled: Timestamp?, motion: ScrollMotion?, rowPath: RowRecordPath?) {
        guard value != nil || scheduled != nil || motion != nil || rowPath != nil else {
            fields = nil
            return
        }
        fields = Fields(value: value, scheduled: scheduled, motion: motion, rowPath: rowPath)
    }

    /// Whether no field is set (a plain record's details).
    @inlinable package var isEmpty: Bool { fields == nil }
    /// For value records (and a scroll's `willDecelerate` or zoom scale).
    @inlinable package var value: ControlValue? { fields?.value }
    /// For delayed handler runs: when the action happened.
    @inlinable package var scheduled: Timestamp? { fields?.scheduled }
    /// For scroll records of `willEndDragging`: the velocity and the target offset.
    @inlinable package var motion: ScrollMotion? { fields?.motion }
    /// For row and cell records, and handlers of row moments: the row.
    @inlinable package var rowPath: RowRecordPath? { fields?.rowPath }
}
