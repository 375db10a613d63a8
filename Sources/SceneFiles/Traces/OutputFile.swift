#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes one output file safely; every file the command line and the corpus runner write goes
/// through it (<doc:TheCommandLine>):
///
/// - the bytes go to a temporary file beside the target, created under a unique name with
///   `O_CREAT|O_EXCL|O_NOFOLLOW` (a link planted at that name is never followed), and are
///   renamed over the target by ``commit()`` only once all were written: a run that fails
///   leaves the old file whole, or no file;
/// - a target that exists keeps its permissions (the temporary takes its mode);
/// - a target that is a symbolic link is written through (its target replaced) when
///   ``Links/follow``, refused when ``Links/refuse``;
/// - a target that exists and is not a regular file (a device such as `/dev/null`, a FIFO)
///   cannot be replaced: it is written in place;
/// - a temporary not yet renamed or discarded is removed if a signal ends the process
///   (``PendingTemporaries``).
///
/// Not thread-safe: one thread writes one file (files on several threads are fine).
package final class OutputFile {
    /// What a target that is a symbolic link means.
    package enum Links: Sendable {
        /// Write the file the link points to (an output named on the command line).
        case follow
        /// Refuse to write it (a file found in a folder, which whoever made the folder chose).
        case refuse
    }

    /// The path as given.
    package let path: String
    /// Where the bytes go until ``commit()``.
    package private(set) var descriptor: Int32
    /// The temporary file, renamed over ``target`` by ``commit()``; nil when writing in place.
    private var temporary: String?
    /// The file replaced: `path`, or the file its link names.
    private let target: String
    /// The temporary's slot among those removed if a signal ends the process.
    private var pending: Int?

    /// How many names are tried before giving up on a temporary (each taken one is skipped).
    private static let attempts = 100

    /// Opens `path` for writing: a temporary beside it, or the file itself when it is a
    /// device or FIFO — unless `regularOnly`, which refuses those (a file the program names
    /// itself, as a corpus's expectation, must never wait for a FIFO's reader).
    ///
    /// - Throws: ``FileError`` naming `path`, its message the bare reason (a folder, a refused
    ///   link, a folder that cannot be written, …).
    package init(path: String, links: Links = .follow, regularOnly: Bool = false) throws(FileError) {
        self.path = path
        func fail(_ message: String) -> FileError {
            FileError(file: path, location: .wholeFile, message: message)
        }
        var info = stat()
        var link = stat()
        let isLink = lstat(path, &link) == 0 && (link.st_mode & S_IFMT) == S_IFLNK
        if isLink, links == .refuse { throw fail("it is a symbolic link, and links are not written through") }
        let exists = stat(path, &info) == 0
        if exists, (info.st_mode & S_IFMT) == S_IFDIR { throw fail("it is a folder") }
        if exists, (info.st_mode & S_IFMT) != S_IFREG {
            // a device or FIFO (or a link to one, as /dev/stdout): nothing to rename over
            if regularOnly { throw fail("it is not a regular file (a FIFO or a device)") }
            self.target = path
            descriptor = open(path, O_WRONLY | O_CLOEXEC)
            temporary = nil
            guard descriptor >= 0 else { throw fail(OutputFile.reason()) }
            return
        }
        var target = path
        if isLink {
            // the file the link names is replaced (or made, when it is not there yet)
            guard let resolved = exists ? OutputFile.realPath(path) : OutputFile.resolvedLink(path) else {
                throw fail("cannot follow its link: \(OutputFile.reason())")
            }
            target = resolved
        }
        self.target = target
        let folder = OutputFile.folder(of: target)
        let base = target[(target.lastIndex(of: "/").map { target.index(after: $0) } ?? target.startIndex)...]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<OutputFile.attempts {
            let suffix = String(generator.next() & 0xFFFF_FFFF_FFFF, radix: 36)
            let name = (folder == "/" ? "/" : folder + "/") + "." + base + ".bk-events-" + suffix
            let fd = open(name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            if fd < 0 {
                if errno == EEXIST { continue }
                throw fail("cannot create a file in \(folder): \(OutputFile.reason())")
            }
            // the file replaced keeps its permissions
            if exists { _ = fchmod(fd, info.st_mode & 0o7777) }
            descriptor = fd
            temporary = name
            // removed if the process is interrupted before it is renamed or discarded
            pending = PendingTemporaries.register(name)
            return
        }
        throw fail("no free name for a temporary file in \(folder)")
    }

    /// Writes all of `bytes`.
    ///
    /// - Throws: ``FileError`` with the system's reason (a full disk…); the file is then
    ///   abandoned (``discard()``).
    package func write(_ bytes: UnsafeRawBufferPointer) throws(FileError) {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                let error = failure()
                discard()
                throw error
            }
            offset += written
        }
    }

    /// Writes all of `bytes`.
    package func write(_ bytes: [UInt8]) throws(FileError) {
        let result: Result<Void, FileError> = bytes.withUnsafeBytes { buffer in
            do throws(FileError) { try write(buffer) } catch { return .failure(error) }
            return .success(())
        }
        try result.get()
    }

    /// Closes the file and puts it in place of the target (renaming the temporary over it).
    ///
    /// - Throws: ``FileError`` when closing or renaming fails; the target is then as it was.
    package func commit() throws(FileError) {
        guard descriptor >= 0 else { return }
        let closed = close(descriptor) == 0
        descriptor = -1
        guard let temporary else {
            if !closed { throw failure() }
            return
        }
        guard closed, rename(temporary, target) == 0 else {
            let error = failure()
            unlink(temporary)
            self.temporary = nil
            forget()
            throw error
        }
        self.temporary = nil
        forget()
    }

    /// Takes the temporary off the list of those a signal removes (once it is renamed or
    /// removed: a signal between the two finds no file of that name).
    private func forget() {
        if let pending { PendingTemporaries.unregister(pending) }
        pending = nil
    }

    /// Closes the file and removes the temporary: the target stays as it was. Does nothing
    /// after ``commit()``.
    package func discard() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        if let temporary { unlink(temporary) }
        temporary = nil
        forget()
    }

    deinit { discard() }

    /// Makes the file at `path` if there is none, leaving one that exists as it is (never
    /// emptied): a marker file, such as Bazel's shard status file.
    ///
    /// - Throws: ``FileError`` with the system's reason.
    package static func touch(_ path: String) throws(FileError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | O_NOCTTY, 0o644)
        guard fd >= 0 else {
            throw FileError(file: path, location: .wholeFile, message: "cannot write: \(reason())")
        }
        close(fd)
    }

    /// The error for the call that just failed (`errno` says why).
    private func failure() -> FileError {
        FileError(file: path, location: .wholeFile, message: OutputFile.reason())
    }

    /// The system's words for `errno`.
    private static func reason() -> String { String(cString: strerror(errno)) }

    /// The folder of `path` (`.` when it has none, `/` for the root's files).
    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The absolute path of the file `path` names, links resolved, or nil.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The path a symbolic link at `path` points to (followed to its end; relative targets
    /// taken from the link's folder), or nil when it cannot be read or loops.
    private static func resolvedLink(_ path: String) -> String? {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count >= 0 else { return nil }
            let text = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = text.hasPrefix("/") ? text : folder(of: current) + "/" + text
        }
        errno = ELOOP
        return nil
    }
}
