import ControlModel
import GestureModel

/// One thing that happened during a replay (<doc:FileFormats>).
public struct ReplayRecord: Equatable, Sendable {
    /// The kinds of record.
    public enum Kind: String, Sendable {
        /// A control dispatched an event.
        case control
        /// A recognizer changed state.
        case gesture
        /// A handler ran.
        case handler
        /// A pending delayed handler call was cancelled.
        case cancelled
        /// A control's value changed.
        case value
        /// A scroll view reported a delegate moment (`ScrollEvent`): the event's name, the
        /// content offset as the location, `willDecelerate` as the value of `didEndDragging`
        /// (a bool), the zoom scale as the value of the zoom moments (a number), and the
        /// ``ScrollMotion`` of `willEndDragging`.
        case scroll
        /// A table view's row moment (`TableEvent`): the event's name and the row
        /// (``ReplayRecord/rowPath``).
        case row
        /// A table view configured a cell for a row (``ReplayRecord/rowPath``, with the row it
        /// showed before when it was reused).
        case cell
        /// An alert was presented or dismissed: ``event`` is `presented` or `dismissed`.
        case alert
        /// An alert's action was tapped: its title is ``title`` (kept where ``event`` is).
        case alertAction
        /// A text field's text changed: ``text`` (one `•` per character for a secure field).
        case text
    }

    /// When it happened.
    public var time: Timestamp
    /// What kind of record.
    public var kind: Kind
    /// For gesture records and recognizer handlers: the state (beside ``kind``: two bytes in
    /// one padded word).
    public var state: GestureState?
    /// The touches whose phases drove the record while two or more fingers were down
    /// (`EventTouches.none` otherwise), from the event it was made of
    /// (`GestureEvent.touches`): the text line ends with them (`touch 2`); JSON Lines do not
    /// carry them. Six bytes of two-byte alignment, kept in the padding after ``kind`` and
    /// ``state``: a record is no bigger for them.
    public var touches: EventTouches
    /// The id of the control, recognizer or handler.
    public var id: String {
        get { idName.string }
        set { idName = RecordName(newValue) }
    }
    /// For handlers and cancellations: the control or recognizer the handler belongs to.
    public var of: String? {
        get { ofName?.string }
        set { storedOf = newValue.map(RecordName.init) ?? .none }
    }
    /// For text records: the text as printed (a secure field's as bullets). Kept in the
    /// event's slot, which a text record does not use (a record stays as small as it was).
    public var text: String? {
        get { kind == .text ? eventName?.string : nil }
        set { storedEvent = newValue.map(RecordName.init) ?? .none }
    }
    /// For control records and control handlers: the event's name.
    public var event: String? {
        get { kind == .text ? nil : eventName?.string }
        set { storedEvent = newValue.map(RecordName.init) ?? .none }
    }
    /// For `alertAction` records: the action's title (kept in ``event``'s place, which such a
    /// record has no other use for; written as `"title"`).
    public var title: String? { kind == .alertAction ? event : nil }
    /// ``id`` as a plain value (see ``RecordName``: records copy without reference counting).
    @usableFromInline package var idName: RecordName
    /// ``of`` as a plain value.
    @inlinable package var ofName: RecordName? { storedOf.isNone ? nil : storedOf }
    /// ``event`` as a plain value.
    @inlinable package var eventName: RecordName? { storedEvent.isNone ? nil : storedEvent }
    /// ``of``, or ``RecordName/none``: names are kept without optionals, which would add a
    /// byte and its padding to each.
    @usableFromInline var storedOf: RecordName
    /// ``event``, or ``RecordName/none``.
    @usableFromInline var storedEvent: RecordName
    /// The location in the recognizer's view's coordinates.
    public var location: Point?
    /// ``value``, ``scheduled``, ``motion`` and ``rowPath``, out of line: nil when the record
    /// has none of them (``ReplayRecordDetails/isEmpty``), as nearly every record has not (a record is 120 bytes instead of 224).
    @usableFromInline package var details: ReplayRecordDetails
    /// For value records.
    public var value: ControlValue? {
        @inlinable get { details.value }
        set { details = ReplayRecordDetails(value: newValue, scheduled: scheduled, motion: motion, rowPath: rowPath) }
    }
    /// For delayed handler runs: when the action happened.
    public var scheduled: Timestamp? {
        @inlinable get { details.scheduled }
        set { details = ReplayRecordDetails(value: value, scheduled: newValue, motion: motion, rowPath: rowPath) }
    }
    /// For scroll records of `willEndDragging`: the velocity and the target offset.
    public var motion: ScrollMotion? {
        @inlinable get { details.motion }
        set { details = ReplayRecordDetails(value: value, scheduled: scheduled, motion: newValue, rowPath: rowPath) }
    }
    /// For row and cell records, and handlers of row moments: the row.
    public var rowPath: RowRecordPath? {
        @inlinable get { details.rowPath }
        set { details = ReplayRecordDetails(value: value, scheduled: scheduled, motion: motion, rowPath: newValue) }
    }

    /// Creates a record.
    public init(
        time: Timestamp, kind: Kind, id: String, of: String? = nil, event: String? = nil,
        state: GestureState? = nil, location: Point? = nil, value: ControlValue? = nil, scheduled: Timestamp? = nil,
        motion: ScrollMotion? = nil, rowPath: RowRecordPath? = nil, touches: EventTouches = .none
    ) {
        self.init(
            time: time, kind: kind, id: RecordName(id), of: of.map(RecordName.init), event: event.map(RecordName.init),
            state: state, location: location, value: value, scheduled: scheduled, motion: motion, rowPath: rowPath,
            touches: touches)
    }

    /// Creates a text record: `field`'s text is now `text` (as printed).
    public init(time: Timestamp, kind: Kind, id: String, text: String) {
        self.init(time: time, kind: kind, id: RecordName(id), event: RecordName(text))
    }

    /// Creates a text record from an interned name.
    package init(time: Timestamp, kind: Kind, id: RecordName, text: String) {
        self.init(time: time, kind: kind, id: id, event: RecordName(text))
    }

    /// Records are equal when every field is, names compared as strings are (canonically
    /// equivalent spellings are equal, though each keeps its own bytes).
    public static func == (a: ReplayRecord, b: ReplayRecord) -> Bool {
        a.time == b.time && a.kind == b.kind && a.state == b.state && a.touches == b.touches && a.location == b.location
            && a.value == b.value && a.scheduled == b.scheduled && a.motion == b.motion && a.rowPath == b.rowPath
            && sameName(a.idName, b.idName) && sameName(a.ofName, b.ofName) && sameName(a.eventName, b.eventName)
    }

    private static func sameName(_ a: RecordName?, _ b: RecordName?) -> Bool {
        a == b || (a != nil && b != nil && a?.string == b?.string)
    }

    /// Creates a record from interned names.
    package init(
        time: Timestamp, kind: Kind, id: RecordName, of: RecordName? = nil, event: RecordName? = nil,
        state: GestureState? = nil, location: Point? = nil, value: ControlValue? = nil, scheduled: Timestamp? = nil,
        motion: ScrollMotion? = nil, rowPath: RowRecordPath? = nil, touches: EventTouches = .none
    ) {
        self.touches = touches
        self.time = time
        self.kind = kind
        idName = id
        storedOf = of ?? .none
        storedEvent = event ?? .none
        self.state = state
        self.location = location
        details = ReplayRecordDetails(value: value, scheduled: scheduled, motion: motion, rowPath: rowPath)
    }
}
