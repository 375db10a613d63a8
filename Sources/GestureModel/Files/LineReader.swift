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

    /// The path as given (`-` for standard input).
    public let path: String
    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false
    /// The number of the line last returned (1-based).
    public private(set) var lineNumber = 0

    /// Opens `path` (`-` for standard input).
    public init(path: String) throws(FileError) {
        self.path = path
        if path == "-" {
            descriptor = 0
            ownsDescriptor = false
        } else {
            let fd = open(path, O_RDONLY)
            guard fd >= 0 else {
                throw FileError(file: path, location: SourceLocation(line: 1, column: 1),
                                message: "cannot open: \(String(cString: strerror(errno)))")
            }
            var info = stat()
            if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
                close(fd)
                throw FileError(file: path, location: SourceLocation(line: 1, column: 1), message: "is a directory, not a file")
            }
            descriptor = fd
            ownsDescriptor = true
        }
        buffer.reserveCapacity(1 << 16)
    }

    deinit { if ownsDescriptor { close(descriptor) } }

    /// Reads the whole input (for small files such as scenes), up to `limit` bytes.
    public func readAll(limit: Int = 64 << 20) throws(FileError) -> [UInt8] {
        var all: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileError(file: path, location: SourceLocation(line: 1, column: 1), message: "read failed: \(String(cString: strerror(errno)))")
            }
            if count == 0 { return all }
            all.append(contentsOf: chunk[0..<count])
            if all.count > limit {
                throw FileError(file: path, location: SourceLocation(line: 1, column: 1), message: "file is larger than \(limit >> 20) MiB")
            }
        }
    }

    /// Reads up to `count` bytes from the start of a file (for sniffing its kind); the file is
    /// opened afresh, so this does not disturb line reading.
    public static func head(path: String, count: Int = 4096) throws(FileError) -> [UInt8] {
        let reader = try LineReader(path: path)
        var head: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: count)
        while head.count < count {
            let got = chunk.withUnsafeMutableBytes { read(reader.descriptor, $0.baseAddress, count - head.count) }
            if got < 0 && errno == EINTR { continue }
            if got <= 0 { break }
            head.append(contentsOf: chunk[0..<got])
        }
        return head
    }

    /// Calls `body` with the next line's bytes (without the line ending); returns false at the
    /// end of the input.
    public func nextLine<T>(_ body: (ArraySlice<UInt8>) throws(FileError) -> T) throws(FileError) -> T? {
        guard let range = try nextLineRange() else { return nil }
        return try body(buffer[range])
    }

    /// Calls `body` with the next line's bytes (without the line ending), borrowed from the
    /// reader's buffer for the call; returns nil at the end of the input.
    func nextLineBytes<T>(_ body: (UnsafeBufferPointer<UInt8>) throws(FileError) -> T) throws(FileError) -> T? {
        guard let range = try nextLineRange() else { return nil }
        return try buffer.withUnsafeBufferPointer { bytes throws(FileError) in
            try body(UnsafeBufferPointer(rebasing: bytes[range]))
        }
    }

    /// Where the next line lies in ``buffer`` (without the line ending), reading more input
    /// as needed; nil at the end of the input.
    private func nextLineRange() throws(FileError) -> Range<Int>? {
        while true {
            if let newline = newlineIndex() {
                var end = newline
                if end > start, buffer[end - 1] == 0x0D { end -= 1 }
                lineNumber += 1
                let range = start..<end
                start = newline + 1
                return range
            }
            if buffer.count - start > LineReader.maximumLineLength {
                throw FileError(file: path, location: SourceLocation(line: lineNumber + 1, column: 1),
                                message: "line is longer than \(LineReader.maximumLineLength) bytes")
            }
            if atEnd {
                guard start < buffer.count else { return nil }
                var end = buffer.count
                if buffer[end - 1] == 0x0D { end -= 1 }
                lineNumber += 1
                let range = start..<end
                start = buffer.count
                return range
            }
            try fill()
        }
    }

    /// The index of the next `\n` at or after `start` (memchr, not a generic search).
    private func newlineIndex() -> Int? {
        let count = buffer.count - start
        guard count > 0 else { return nil }
        return buffer.withUnsafeBufferPointer { bytes -> Int? in
            guard let base = bytes.baseAddress, let found = memchr(base + start, 0x0A, count) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    private func fill() throws(FileError) {
        if start > 0 {
            buffer.removeFirst(start)
            start = 0
        }
        let old = buffer.count
        let chunk = 1 << 16
        buffer.append(contentsOf: repeatElement(0, count: chunk))
        var count = 0
        repeat {
            count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + old, chunk) }
        } while count < 0 && errno == EINTR
        if count < 0 {
            throw FileError(file: path, location: SourceLocation(line: lineNumber + 1, column: 1),
                            message: "read failed: \(String(cString: strerror(errno)))")
        }
        buffer.removeLast(chunk - count)
        if count == 0 { atEnd = true }
    }
}
