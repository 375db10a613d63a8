#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a file is, whatever path names it: its device and inode. Two paths — or a path and
/// standard input — with the same identity are the same file, so an output can be compared
/// with every input before anything is written (<doc:TheCommandLine>).
package struct FileIdentity: Hashable, Sendable {
    /// The device the file is on.
    package var device: UInt64
    /// The file's inode on that device.
    package var inode: UInt64
    /// True for a regular file (not a device, FIFO, socket or folder): what writing over loses
    /// data.
    package var isRegularFile: Bool

    /// The identity of the file `path` names (symbolic links followed; `-` is standard
    /// input, looked at with `fstat`), or nil when there is none.
    package init?(path: String) {
        var info = stat()
        let found = path == "-" ? fstat(0, &info) : stat(path, &info)
        guard found == 0 else { return nil }
        self.init(info)
    }

    /// The identity `info` (from `stat` or `fstat`) gives.
    package init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        isRegularFile = (info.st_mode & S_IFMT) == S_IFREG
    }
}
