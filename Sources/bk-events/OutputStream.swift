import GestureModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A buffered writer to a file descriptor (standard output by default), flushed when the buffer
/// fills and at the end: output goes out as it is produced without a system call per line.
final class OutputStream {
    private var buffer: [UInt8] = []
    private let descriptor: Int32
    private let capacity = 1 << 16
    private(set) var failed = false

    init(descriptor: Int32 = 1) {
        self.descriptor = descriptor
        buffer.reserveCapacity(capacity + 1024)
    }

    /// Opens `path` for writing (truncating), or nil with the reason.
    static func create(path: String) -> (OutputStream?, String?) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { return (nil, String(cString: strerror(errno))) }
        return (OutputStream(descriptor: fd), nil)
    }

    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= capacity { flush() }
    }

    /// Appends a record's line in `format` straight into the buffer.
    func write(_ record: ReplayRecord, as format: RecordFormat) {
        format.append(record, to: &buffer)
        buffer.append(0x0A)
        if buffer.count >= capacity { flush() }
    }

    func writeLine(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        buffer.append(0x0A)
        if buffer.count >= capacity { flush() }
    }

    func flush() {
        var offset = 0
        while offset < buffer.count && !failed {
            let written = buffer.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                failed = true
            } else {
                offset += written
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }

    func close() {
        flush()
        if descriptor > 2 { _ = Glibc.close(descriptor) }
    }

    /// Writes `text` to standard error at once.
    static func error(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(2, $0.baseAddress, $0.count) }
    }
}
