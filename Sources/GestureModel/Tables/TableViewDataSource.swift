/// What a table view shows, answered by an object (held weakly), as `UITableViewDataSource`
/// (<doc:TablesAndCollections>). Each answer can also come from a closure
/// (``TableViewClosures``, BlocksKit's dynamic data source): the closure answers when set.
public protocol TableViewDataSource: AnyObject {
    /// The number of sections (1 by default).
    func numberOfSections(in tableView: TableView) -> Int
    /// The number of rows in `section`.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell that shows `indexPath`: usually one from
    /// ``TableView/dequeueReusableCell(withIdentifier:for:)``, configured for the row.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell
}

extension TableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
}
