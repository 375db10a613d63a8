import SceneFiles

/// Writes an output over an expectation file as the replay makes it (`--update`), through
/// ``OutputFile``: beside it under a fresh name (never through a link planted there), given its
/// mode, and renamed over it by ``commit()`` once whole, so a failed write leaves the old file
/// as it was. An expectation that is a symbolic link is not rewritten (<doc:CorpusTesting>):
/// whoever made the corpus chose where it points, which may be outside it.
final class ExpectationRewrite: CorpusLineTarget {
    let expectation: CorpusExpectation
    private let file: OutputFile
    /// Lines not written yet (written a chunk at a time).
    private var pending: [UInt8] = []
    /// The first error writing.
    private var error: FileError?
    /// The lines taken so far.
    private(set) var lines = 0

    private static let chunk = 1 << 16

    /// Opens the temporary file beside the expectation.
    ///
    /// - Throws: ``FileError`` naming the expectation, when it is a link, a FIFO or a device,
    ///   or its folder cannot be written.
    init(_ expectation: CorpusExpectation) throws(FileError) {
        self.expectation = expectation
        do { file = try OutputFile(path: expectation.path, links: .refuse, regularOnly: true) } catch { throw ExpectationRewrite.failure(expectation.path, error) }
        pending.reserveCapacity(ExpectationRewrite.chunk)
    }

    func take(_ line: UnsafeBufferPointer<UInt8>) {
        lines += 1
        guard error == nil else { return }
        pending.append(contentsOf: line)
        pending.append(0x0A)
        if pending.count >= ExpectationRewrite.chunk { flush() }
    }

    /// Puts the new expectation in place of the old.
    ///
    /// - Throws: ``FileError`` when a write, or the rename, failed: the old file stays.
    func commit() throws(FileError) {
        flush()
        if let error { throw error }
        do { try file.commit() } catch { throw ExpectationRewrite.failure(expectation.path, error) }
    }

    private func flush() {
        guard error == nil, !pending.isEmpty else { return }
        do throws(FileError) { try file.write(pending) } catch { self.error = ExpectationRewrite.failure(expectation.path, error) }
        pending.removeAll(keepingCapacity: true)
    }

    private static func failure(_ path: String, _ error: FileError) -> FileError {
        FileError(file: path, location: .wholeFile, message: "cannot rewrite the expectation: \(error.message)")
    }
}
