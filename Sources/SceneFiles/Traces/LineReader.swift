#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a file (or standard input) line by line in fixed-size chunks, so memory stays flat
/// however long the file is. Line endings `\n` and `\r\n` are accepted; a last line without a
/// newline is still a line. A line longer than ``maximumLineLength`` is an error.
public final class LineReader {
    /// The longest line accepted (1 MiB).
    public static let maximumLineLength = 1 << 20
    /// How much is read at a time.
    private static let chunkSize = 1 << 16

    /// The path as given (`-` for standard input).
    public let path: String
    private let descriptor: Int32
    private let ownsDescriptor: Bool
    // storage, count, start and the line number are read and written by `nextLineBuffer()`'s
    // fast path, inlined into the modules that read lines: unchecked for exclusive access, as no
    // access to them is ever held across a call (a reader belongs to one thread at a time)
    // `@exclusivity(unchecked)` here and below disables the dynamic exclusivity check of the
    // property's accesses (swift_beginAccess/endAccess, debug builds included); each is kept
    // after a callgrind audit (Benchmarks/README.md, "Exclusivity audit").
    /// The bytes read: those not yet returned as lines are `storage[start..<count]`. Plain
    /// memory rather than an array, so lending a line costs no reference counting.
    @exclusivity(unchecked) @usableFromInline var storage: UnsafeMutablePointer<UInt8>
    private var capacity = LineReader.chunkSize
    @exclusivity(unchecked) @usableFromInline var count = 0
    @exclusivity(unchecked) @usableFromInline var start = 0
    private var atEnd = false
    /// The number of the line last returned (1-based).
    @inlinable public var lineNumber: Int { linesRead }
    /// ``lineNumber``'s storage.
    @exclusivity(unchecked) @usableFromInline var linesRead = 0
    /// True once the last line has been read and no line end followed it.
    @exclusivity(unchecked) package private(set) var lastLineUnterminated = false
    /// The line a recording reader stopped at because the file ends inside it and it does not
    /// parse (see ``RecordingReader/cutLine``).
    @exclusivity(unchecked) package var cutLine: Int?
    /// Set once the start of the input was looked at for a byte-order mark (see
    /// ``dropByteOrderMark()``).
    private var markDecided = false
    /// Set when a byte-order mark was dropped from the start of the input.
    private var droppedMark = false
    /// The size of a regular file when it was opened (nil for standard input, pipes and
    /// devices).
    package let fileSize: Int?
    /// Whether the whole input fits in the first read (a regular file of at most one chunk, or
    /// bytes in memory).
    package var fitsInOneRead: Bool { (fileSize ?? .max) <= LineReader.chunkSize }
    /// True when the input is a regular file: reading it never waits for a writer, so it may be
    /// read ahead on another thread. A pipe, FIFO, terminal or socket may block in `read()` for
    /// as long as its writer keeps it open.
    public let isRegularFile: Bool

    /// Opens `path` (`-` for standard input). With `regularOnly`, anything but a regular file
    /// (or a link to one) is refused without waiting: a file that another file names (a
    /// trace's header naming its scene) must not be a FIFO, whose opening and reading would
    /// wait for a writer that may never come. What the user names may be a pipe.
    ///
    /// - Throws: ``FileError`` when it cannot be opened, is a folder, or (with `regularOnly`)
    ///   is not a regular file, saying what it is.
    public init(path: String, regularOnly: Bool = false) throws(FileError) {
        self.path = path
        var info = stat()
        if path == "-" {
            descriptor = 0
            ownsDescriptor = false
            fileSize = nil
            isRegularFile = fstat(0, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
            if regularOnly, !isRegularFile {
                throw FileError(file: path, location: .wholeFile, message: "not a regular file (standard input)")
            }
        } else {
            // a FIFO opened for reading blocks until a writer opens it: not when non-blocking,
            // and a regular file reads the same either way
            let fd = open(path, O_RDONLY | O_CLOEXEC | (regularOnly ? O_NONBLOCK : 0))
            guard fd >= 0 else {
                throw FileError(file: path, location: .wholeFile, message: "cannot open: \(String(cString: strerror(errno)))")
            }
            let known = fstat(fd, &info) == 0
            if known, (info.st_mode & S_IFMT) == S_IFDIR {
                close(fd)
                throw FileError(file: path, location: .wholeFile, message: "is a folder, not a file")
            }
            if regularOnly, !known || (info.st_mode & S_IFMT) != S_IFREG {
                close(fd)
                throw FileError(file: path, location: .wholeFile, message: "not a regular file (\(LineReader.kind(info.st_mode)))")
            }
            isRegularFile = known && (info.st_mode & S_IFMT) == S_IFREG
            descriptor = fd
            ownsDescriptor = true
            fileSize = isRegularFile ? Int(info.st_size) : nil
        }
        storage = .allocate(capacity: capacity)
    }

    /// What a file of mode `mode` is, in words: `a regular file`, `a folder`, `a FIFO`, `a
    /// socket`, `a symbolic link` or `a device`.
    package static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFREG: return "a regular file"
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "a device"
        }
    }

    /// Reads lines from `bytes` in memory, as if they were the file `path` (for text made in
    /// tests and fuzzers).
    public init(bytes: [UInt8], path: String) {
        self.path = path
        descriptor = -1
        ownsDescriptor = false
        fileSize = bytes.count
        isRegularFile = false
        capacity = max(bytes.count, 1)
        storage = .allocate(capacity: capacity)
        bytes.withUnsafeBufferPointer { if let base = $0.baseAddress { storage.update(from: base, count: bytes.count) } }
        count = bytes.count
        atEnd = true
        dropByteOrderMark()
    }

    deinit {
        storage.deallocate()
        if ownsDescriptor { close(descriptor) }
    }

    /// Reads the whole input (for small files such as scenes), up to `limit` bytes. Read from
    /// the start, it is the input as it is, a byte-order mark included: a whole-file reader
    /// decides (a scene's ignores one, see `ByteOrderMark`).
    public func readAll(limit: Int = 64 << 20) throws(FileError) -> [UInt8] {
        // what was peeked or lent already comes first
        var all = Array(UnsafeBufferPointer(start: storage + start, count: count - start))
        if droppedMark && linesRead == 0 { all.insert(contentsOf: ByteOrderMark.bytes, at: 0) }
        // nothing will be lent as a line any more
        markDecided = true
        start = count
        if atEnd { return all }
        // nothing is left to lend: the reader's own buffer takes each read (no zero-filled
        // chunk made per call), and a file of known size is read into room for all of it
        start = 0
        count = 0
        if let fileSize { all.reserveCapacity(min(fileSize, limit) + 1) }
        while true {
            let got = read(descriptor, storage, capacity)
            if got < 0 {
                if errno == EINTR { continue }
                throw FileError(file: path, location: .wholeFile, message: "read failed: \(String(cString: strerror(errno)))")
            }
            if got == 0 {
                atEnd = true
                return all
            }
            all.append(contentsOf: UnsafeBufferPointer(start: storage, count: got))
            if all.count > limit {
                throw FileError(file: path, location: .wholeFile, message: "file is larger than \(limit >> 20) MiB")
            }
        }
    }

    /// Up to `limit` bytes from the current position, without consuming them: the lines read
    /// afterwards still start there, so standard input or a pipe loses nothing (for telling a
    /// file's kind from its content).
    ///
    /// Reads more input only until the bytes hold the first line that decides a kind — the
    /// first that is neither blank nor a `#` comment, complete with its line ending — or the
    /// input ends: a writer that keeps a pipe open after its first lines (a trace being
    /// written, stopped with `--until`) is never waited on for more.
    public func peek(_ limit: Int = 4096) throws(FileError) -> [UInt8] {
        while count - start < limit && !atEnd && !holdsDecidingLine(limit) { try fill() }
        let available = min(limit, count - start)
        return Array(UnsafeBufferPointer(start: storage + start, count: available))
    }

    /// True when the first `limit` unread bytes hold a complete line that is neither blank
    /// nor a comment.
    private func holdsDecidingLine(_ limit: Int) -> Bool {
        var index = start
        let end = min(count, start + limit)
        while index < end {
            guard let found = memchr(storage + index, 0x0A, end - index) else { return false }
            let newline = found.assumingMemoryBound(to: UInt8.self) - storage
            var first = index
            // a byte-order mark, spaces and tabs do not decide
            while first < newline, [0x20, 0x09, 0x0D, 0xEF, 0xBB, 0xBF].contains(storage[first]) { first += 1 }
            if first < newline, storage[first] != UInt8(ascii: "#") { return true }
            index = newline + 1
        }
        return false
    }

    /// Calls `body` with the next line's bytes (without the line ending); returns false at the
    /// end of the input.
    public func nextLine<T>(_ body: (ArraySlice<UInt8>) throws(FileError) -> T) throws(FileError) -> T? {
        guard let line = try nextLineBuffer() else { return nil }
        return try body(ArraySlice(line))
    }

    /// Calls `body` with the next line's bytes (without the line ending), lent from the
    /// reader's buffer for the duration of the call; returns nil at the end of the input.
    /// (Inlinable: the replay's reading thread calls it from another module, and `body`
    /// inlined in place needs no exclusivity checks on what it captures.)
    @inlinable
    public func nextLineBytes<T>(_ body: (UnsafeBufferPointer<UInt8>) throws(FileError) -> T) throws(FileError) -> T? {
        guard let line = try nextLineBuffer() else { return nil }
        return try body(line)
    }

    /// The next line in ``storage`` (without the line ending), reading more input as needed;
    /// nil at the end of the input. Valid until the next call.
    ///
    /// Inlinable: the commonest case, a whole line already in the buffer, is taken in place in
    /// the module that reads (the replay's reading thread), without a call per line.
    @inlinable
    func nextLineBuffer() throws(FileError) -> UnsafeBufferPointer<UInt8>? {
        if let line = try lineInBuffer() { return line }
        return try nextLineAfterBuffer()
    }

    /// The next line when it is whole in ``storage``; nil when its newline is not read yet.
    @inlinable
    func lineInBuffer() throws(FileError) -> UnsafeBufferPointer<UInt8>? {
        guard count > start, let found = memchr(storage + start, 0x0A, count - start) else { return nil }
        let newline = found.assumingMemoryBound(to: UInt8.self)
        var end = UnsafePointer(newline)
        let first = UnsafePointer(storage + start)
        if end > first, end[-1] == 0x0D { end -= 1 }
        // checked here too: a long line whose newline came in the same read as the bytes past
        // the limit never reaches the check in nextLineAfterBuffer()
        if end - first > LineReader.maximumLineLength { throw tooLong() }
        linesRead += 1
        start = newline - storage + 1
        return UnsafeBufferPointer(start: first, count: end - first)
    }

    /// The next line once the bytes in ``storage`` hold no whole one: the last line without a
    /// newline, or more input read until a line is whole; nil at the end of the input.
    @usableFromInline
    func nextLineAfterBuffer() throws(FileError) -> UnsafeBufferPointer<UInt8>? {
        while true {
            // the bytes so far cannot all be line ending
            if count - start > LineReader.maximumLineLength + 1 { throw tooLong() }
            if atEnd {
                guard start < count else { return nil }
                let first = UnsafePointer(storage + start)
                var length = count - start
                if first[length - 1] == 0x0D { length -= 1 }
                if length > LineReader.maximumLineLength { throw tooLong() }
                linesRead += 1
                start = count
                lastLineUnterminated = true
                return UnsafeBufferPointer(start: first, count: length)
            }
            try fill()
            if let line = try lineInBuffer() { return line }
        }
    }

    /// The error for the line being read, longer than ``maximumLineLength``.
    @usableFromInline func tooLong() -> FileError {
        FileError(file: path, location: SourceLocation(line: lineNumber + 1, column: 1),
                  message: "line is longer than \(LineReader.maximumLineLength) bytes")
    }

    /// Moves the unread bytes to the front and reads one more chunk after them (growing the
    /// buffer when a long line needs it).
    private func fill() throws(FileError) {
        if start > 0 {
            memmove(storage, storage + start, count - start)
            count -= start
            start = 0
        }
        let chunk = LineReader.chunkSize
        if capacity - count < chunk {
            let larger = max(2 * capacity, count + chunk)
            let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
            memcpy(grown, storage, count)
            storage.deallocate()
            storage = grown
            capacity = larger
        }
        var got = 0
        repeat {
            got = read(descriptor, storage + count, chunk)
        } while got < 0 && errno == EINTR
        if got < 0 {
            throw FileError(file: path, location: SourceLocation(line: lineNumber + 1, column: 1),
                            message: "read failed: \(String(cString: strerror(errno)))")
        }
        count += got
        if got == 0 { atEnd = true }
        if !markDecided { dropByteOrderMark() }
    }

    /// Drops a UTF-8 byte-order mark at the very start of the input, once (some editors write
    /// one; RFC 8259 §8.1 lets a parser ignore it): lines and peeks start after it. Called
    /// while the unread bytes are the start of the input; with only a part of the mark read so
    /// far, decides after the next read (such bytes hold no line ending, so nothing is lent
    /// meanwhile).
    private func dropByteOrderMark() {
        let available = count - start
        var matched = 0
        while matched < min(available, 3), storage[start + matched] == ByteOrderMark.bytes[matched] { matched += 1 }
        if matched == 3 {
            start += 3
            droppedMark = true
            markDecided = true
        } else if matched < min(available, 3) || atEnd {
            markDecided = true
        }
    }
}
