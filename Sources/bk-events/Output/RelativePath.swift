#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Paths as a file's header names another: relative to the folder of the file that names it.
enum RelativePath {
    /// The path of `target` relative to `folder` (both resolved, symbolic links followed);
    /// `target` unchanged when either cannot be resolved.
    static func of(_ target: String, from folder: String) -> String {
        guard let to = resolved(target), let from = resolved(folder) else { return target }
        let toParts = to.split(separator: "/"), fromParts = from.split(separator: "/")
        var common = 0
        while common < min(toParts.count, fromParts.count), toParts[common] == fromParts[common] { common += 1 }
        let ups = [Substring](repeating: "..", count: fromParts.count - common)
        return (ups + toParts[common...]).joined(separator: "/")
    }

    /// The folder of the file at `path` (`.` when it has none).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The absolute path with links resolved, or nil when it does not exist.
    private static func resolved(_ path: String) -> String? {
        guard let absolute = realpath(path, nil) else { return nil }
        defer { free(absolute) }
        return String(cString: absolute)
    }
}
