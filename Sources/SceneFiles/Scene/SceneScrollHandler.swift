import ControlModel
import GestureModel

/// A handler a scene attaches to a scroll view's delegate moments (`handlers` of a view of type
/// `scroll` or `table`): its name, the moments it runs on (a table's row moments too), and its
/// delay.
struct SceneScrollHandler {
    /// The handler's id, as records name it.
    let name: RecordName
    /// The moments it runs on.
    let events: Set<ScrollEvent.Kind>
    /// The row moments it runs on (a table's).
    let rowEvents: Set<TableEvent.Kind>
    /// How long after the moment it runs.
    let delay: Duration
}
