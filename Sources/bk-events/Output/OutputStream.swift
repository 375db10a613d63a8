import ControlModel
import GestureModel
import SceneFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A buffered writer to a file descriptor (standard output by default), flushed when the buffer
/// fills and at the end: output goes out as it is produced without a system call per line.
/// Records are formatted straight into the buffer.
///
/// A write that fails (a full disk, `/dev/full`, a closed descriptor) ends the program at once
/// with exit status 74, after saying what could not be written and why: nothing written after
/// it could arrive, so going on would only hide the loss.
final class OutputStream {
    // `@exclusivity(unchecked)` here and below disables the dynamic exclusivity check of the
    // property's accesses (swift_beginAccess/endAccess, debug builds included); each is kept
    // after a callgrind audit (Benchmarks/README.md, "Exclusivity audit").
    @exclusivity(unchecked) private var buffer: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private var capacity = 1 << 16
    @exclusivity(unchecked) private var count = 0
    private let descriptor: Int32
    /// The file written, put in place by ``close()`` (nil for standard output).
    private let file: OutputFile?
    /// What is written, for the message when a write fails ("standard output" or the path).
    let name: String
    /// The last record time written, for the records after it at the same instant.
    @exclusivity(unchecked) private var recentTime = RecentTimeText()

    init(descriptor: Int32 = 1, name: String = "standard output") {
        self.descriptor = descriptor
        self.name = name
        file = nil
        buffer = .allocate(capacity: capacity)
    }

    /// A stream into `file`, written beside its target and put in place by ``close()``.
    private init(file: OutputFile) {
        descriptor = file.descriptor
        name = FileError.escaped(file.path)
        self.file = file
        buffer = .allocate(capacity: capacity)
    }

    deinit { buffer.deallocate() }

    /// The output `path` names: standard output for `-`, else an ``OutputFile`` (written beside
    /// the file and put in its place by ``close()``, so a run that fails leaves the old file
    /// whole). A file that cannot be made ends the program with status 74, as a failed write
    /// does.
    static func opening(_ path: String) -> OutputStream {
        if path == "-" { return OutputStream() }
        do throws(FileError) {
            return OutputStream(file: try OutputFile(path: path))
        } catch {
            OutputStream.error("error: cannot write to \(FileError.escaped(path)): \(FileError.escaped(error.message))\n")
            _exit(ExitStatus.io)
        }
    }

    /// Makes room for `bytes` more bytes: flushes when they do not fit, and grows the buffer
    /// for a single piece larger than it. Inlined, the flushing out of line: asked for every
    /// record, the call cost 19 instructions a record (3.8M in a replay of 100,000 moves,
    /// Benchmarks/replay, callgrind).
    @inline(__always)
    private func reserve(_ bytes: Int) {
        guard count &+ bytes > capacity else { return }
        makeRoom(bytes)
    }

    /// ``reserve(_:)`` when the bytes do not fit.
    @inline(never)
    private func makeRoom(_ bytes: Int) {
        flush()
        guard bytes > capacity else { return }
        buffer.deallocate()
        capacity = bytes
        buffer = .allocate(capacity: capacity)
    }

    func write(_ text: String) {
        var text = text
        text.withUTF8 { write($0) }
    }

    /// Writes `bytes` as they are.
    func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        reserve(bytes.count)
        if let base = bytes.baseAddress { (buffer + count).update(from: base, count: bytes.count) }
        count += bytes.count
    }

    /// Writes a record's line in `format`, straight into the buffer.
    func write(_ record: ReplayRecord, as format: RecordFormat) {
        guard format == .jsonl else {
            writeText(record)
            return
        }
        reserve(RecordFormat.jsonBound(record) + 1)
        var writer = ByteWriter(buffer + count)
        RecordFormat.writeJSON(record, to: &writer, times: &recentTime)
        writer.put(0x0A)
        count = writer.cursor - buffer
    }

    /// Writes a record's text line (``TextRecordWriter``; the lines it leaves to the general
    /// path from strings).
    private func writeText(_ record: ReplayRecord) {
        reserve(TextRecordWriter.bound(record) + 1)
        var writer = ByteWriter(buffer + count)
        guard TextRecordWriter.write(record, to: &writer) else {
            writeLine(RecordFormat.generalTextLine(record))
            return
        }
        writer.put(0x0A)
        count = writer.cursor - buffer
    }

    /// Writes a record's JSON line with `member` (the JSON text of a last member, such as
    /// `"reason":{…}`) added before its closing brace.
    func write(_ record: ReplayRecord, addingJSONMember member: String) {
        var member = member
        member.withUTF8 { bytes in
            reserve(RecordFormat.jsonBound(record) + bytes.count + 3)
            var writer = ByteWriter(buffer + count)
            RecordFormat.writeJSON(record, to: &writer, times: &recentTime)
            // over the closing brace
            writer = ByteWriter(writer.cursor - 1)
            writer.put(UInt8(ascii: ","))
            if let base = bytes.baseAddress {
                writer.cursor.update(from: base, count: bytes.count)
                writer = ByteWriter(writer.cursor + bytes.count)
            }
            writer.put(UInt8(ascii: "}"))
            writer.put(0x0A)
            count = writer.cursor - buffer
        }
    }

    func writeLine(_ text: String) {
        write(text)
        write("\n")
    }

    func flush() {
        var offset = 0
        while offset < count {
            let written = Glibc.write(descriptor, buffer + offset, count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                fail()
            }
            offset += written
        }
        count = 0
    }

    /// Flushes, and puts a file in place (closes the descriptor unless it is a standard one,
    /// whose errors a close would not report: they were seen when flushing).
    func close() {
        flush()
        if let file {
            do throws(FileError) { try file.commit() } catch {
                OutputStream.error("error: cannot write to \(name): \(FileError.escaped(error.message))\n")
                _exit(ExitStatus.io)
            }
        } else if descriptor > 2, Glibc.close(descriptor) != 0 {
            fail()
        }
    }

    /// Ends the output of a run that failed: a file is dropped (the old one, if any, stays as
    /// it was); standard output gets what was written so far.
    func abandon() {
        if let file {
            file.discard()
        } else {
            close()
        }
    }

    /// Reports the failed write (`errno` tells why) and ends the program with status 74; a file
    /// being written is dropped.
    private func fail() -> Never {
        let reason = String(cString: strerror(errno))
        file?.discard()
        OutputStream.error("error: cannot write to \(name): \(reason)\n")
        _exit(ExitStatus.io)
    }

    /// Writes `text` to standard output and flushes it; the status to exit with (success: a
    /// failed write never returns).
    static func print(_ text: String) -> Int32 {
        let output = OutputStream()
        output.write(text)
        output.close()
        return ExitStatus.success
    }

    /// Writes `text` to standard error at once.
    static func error(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(2, $0.baseAddress, $0.count) }
    }
}
