/// An object attached to a view (see ``View/attachments``) that must hear when the view goes,
/// so it never refers to a view that no longer exists.
package protocol ViewAttachment: AnyObject {
    /// The view is being deallocated.
    func viewWillGo(_ view: View)
}
