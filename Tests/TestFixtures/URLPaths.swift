/// Paths of the repository's folders, found from this file's location.
enum URLPaths {
    static let packageRoot: String = {
        var path = "\(#filePath)"
        for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
        return path
    }()
    static let examples = packageRoot + "/Examples"
}
