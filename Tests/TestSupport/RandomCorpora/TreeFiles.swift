#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Files and folders for the random corpus trees, with the C library only (the fuzz targets
/// link no Foundation): writing, reading, a snapshot that follows no link and opens nothing
/// but regular files, and removal.
package enum TreeFiles {
    /// Writes `text` to a new file at `path`, replacing the file, link or FIFO that is there:
    /// a tree can pick one path twice, and writing through its earlier link would change a
    /// file outside the tree, opening its earlier FIFO would wait for a reader for ever (the
    /// fuzz target's first finding).
    package static func write(_ text: String, to path: String) {
        unlink(path)
        ReplayOutcome.save(text, to: path)
    }

    /// The text of the regular file at `path`, or nil.
    package static func read(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            bytes += chunk[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Makes the folder at the absolute `path` and those above it.
    package static func makeFolder(_ path: String) {
        var prefix = ""
        for part in path.split(separator: "/") {
            prefix += "/" + part
            mkdir(prefix, 0o755)
        }
    }

    /// A fresh folder under the system's temporary folder.
    package static func temporaryFolder(_ prefix: String) -> String {
        var template = Array("/tmp/\(prefix)-XXXXXX".utf8CString)
        return template.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress, mkdtemp(base) != nil else { return "/tmp" }
            return String(cString: base)
        }
    }

    /// Every entry under `root` by its path there, links not followed: a regular file as its
    /// text, a link as `-> TARGET`, anything else as what it is, with its permissions.
    package static func snapshot(_ root: String) -> [String: String] {
        var result: [String: String] = [:]
        func walk(_ folder: String, _ relative: String) {
            for name in entries(folder) {
                let path = folder + "/" + name, key = relative + name
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                let mode = " mode \(String(info.st_mode & 0o7777, radix: 8))"
                switch info.st_mode & S_IFMT {
                case S_IFDIR:
                    result[key] = "folder" + mode
                    walk(path, key + "/")
                case S_IFLNK: result[key] = "-> " + link(path)
                case S_IFREG: result[key] = (read(path) ?? "unreadable") + mode
                default: result[key] = "other \(info.st_mode & S_IFMT)" + mode
                }
            }
        }
        walk(root, "")
        return result
    }

    /// The paths under `root` (links not followed) whose names hold `part`.
    package static func named(containing part: String, under root: String) -> [String] {
        snapshot(root).keys.filter { $0.split(separator: "/").last?.contains(part) == true }.sorted()
    }

    /// Removes `path` and everything under it (links removed, never followed).
    package static func remove(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if info.st_mode & S_IFMT == S_IFDIR {
            for name in entries(path) { remove(path + "/" + name) }
            rmdir(path)
        } else {
            unlink(path)
        }
    }

    /// Where the link at `path` points.
    package static func link(_ path: String) -> String {
        var buffer = [CChar](repeating: 0, count: 4097)
        let count = readlink(path, &buffer, 4096)
        guard count >= 0 else { return "?" }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The names in `folder` but `.` and `..`, sorted.
    private static func entries(_ folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names.sorted()
    }
}
