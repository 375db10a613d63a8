import ControlModel
import GestureModel
import SceneFiles
import Recordings

/// Real input into a window a test built from the app's own views: a trace or a recording from
/// a device, replayed on the window's clock exactly as `bk-events replay` replays it through a
/// scene file, returning the records `replay` prints — so a QA recording, with the
/// expectation checked in beside it, becomes a regression test of the app's code.
///
/// ```swift
/// let clock = TestScheduler()
/// let window = Window(width: 1280, height: 850, scheduler: clock)
/// let screen = GalleryScreen()            // the app's own views and recognizers
/// window.addSubview(screen.view)          // views named by accessibilityIdentifier
/// let records = try window.play(recording: "Examples/evtest/atmel-mxt-touchscreen_5-taps.evtest")
/// #expect(screen.captionShown == 3)
/// ```
///
/// The window's objects are named as in a scene file written from it (``SceneDescription``):
/// a view by its `accessibilityIdentifier` (or its path), a recognizer by its identifier (or
/// `VIEW.recognizers[i]`); a handler has a record when it has an identifier. A trace's times
/// are on the window's clock (a line before its present time is an error); a trace's header
/// naming a scene is ignored: the window is the screen.
extension Window {
    /// Replays the JSON Lines trace at `path` into the window and returns the records, in
    /// order; time runs on after the last line as in `replay` (until nothing is pending, or to
    /// `until`).
    ///
    /// - Throws: ``PlayError`` — a bad line (`FILE:LINE:COLUMN`), a command naming no view of
    ///   the window, or a window that cannot be played into. What came before a bad line has
    ///   happened in the window.
    @discardableResult
    public func play(trace path: String, until: Timestamp? = nil) throws(PlayError) -> [ReplayRecord] {
        let reader: LineReader
        do { reader = try LineReader(path: path) } catch { throw .replay(.file(error)) }
        return try play(file: path, until: until) { replayer throws(FileError) in
            let decoder = TraceDecoder(file: path)
            return try TraceReplay.drive(replayer, first: nil, lines: reader, decoder: decoder)
        }
    }

    /// Replays the recording at `path` (evemu, libinput, getevent, evtest: the format is
    /// detected unless `options` names it) into the window and returns the records. Without a
    /// width in `options`, the device's axes are scaled onto the window, as
    /// `replay RECORDING --scene` scales them onto the scene's window.
    ///
    /// - Throws: ``PlayError``, as ``play(trace:until:)``.
    @discardableResult
    public func play(recording path: String, options: RecordingOptions = RecordingOptions(), until: Timestamp? = nil) throws(PlayError) -> [ReplayRecord] {
        let importer: RecordingImporter
        do {
            importer = try RecordingInput.importer(path: path, options: options, window: (bounds.size.width, bounds.size.height))
        } catch {
            throw .replay(error)
        }
        return try play(file: path, until: until) { replayer throws(FileError) in try TraceReplay.drive(replayer, importer: importer) }
    }

    /// Runs `feed` with a replayer over a scene observing the window (messages naming `file`),
    /// collecting the records.
    private func play(file: String, until: Timestamp?, _ feed: (Replayer) throws(FileError) -> Replayer.Ending) throws(PlayError) -> [ReplayRecord] {
        let collected = CollectedRecords()
        do {
            let scene = try Scene(observing: self, sink: collected)
            let replayer = Replayer(scene: scene, file: file)
            replayer.until = until
            _ = try feed(replayer)
        } catch let error as WindowSceneError {
            throw .window(error)
        } catch let error as FileError {
            throw .replay(.file(error))
        } catch {
            throw .replay(.file(FileError(file: file, location: .wholeFile, message: "\(error)")))
        }
        return collected.records
    }
}
