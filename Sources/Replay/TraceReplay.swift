import ControlModel
import GestureModel
import SceneFiles
import Recordings

/// Replays a trace file through a scene file, streaming: lines are read, checked and applied
/// one at a time, and records go to `emit` as they happen.
///
/// ```swift
/// var records: [ReplayRecord] = []
/// try TraceReplay.run(trace: "Examples/photo.trace.jsonl") { records.append($0) }
/// ```
public enum TraceReplay {
    /// Replays the JSON Lines trace at `trace` (`-` for standard input) through the scene at
    /// `scene`, or the scene its header names (relative to the trace's folder).
    ///
    /// - Returns: how the replay ended (whether work was still pending at the bound).
    @discardableResult
    public static func run(
        trace: String, scene scenePath: String? = nil, until: Timestamp? = nil, emit: @escaping (ReplayRecord) -> Void
    ) throws(TraceReplayError) -> Replayer.Ending {
        try run(trace: trace, scene: scenePath, until: until, sink: ClosureRecordSink(emit))
    }

    /// ``run(trace:scene:until:emit:)`` handing the records to `sink`.
    @discardableResult
    public static func run(
        trace: String, scene scenePath: String? = nil, until: Timestamp? = nil, sink: any ReplayRecordSink
    ) throws(TraceReplayError) -> Replayer.Ending {
        let reader: LineReader
        do { reader = try LineReader(path: trace) } catch { throw .file(error) }
        return try run(lines: reader, scene: scenePath, until: until, sink: sink)
    }

    /// Replays the JSON Lines trace `reader` reads (already opened, perhaps peeked at: see
    /// `RecordingInput.format(of:)`), handing the records to `sink`; `prepare` is given the
    /// scene once loaded, before the first line (to attach a listener to its event stream:
    /// `Scene.eventSink`).
    @discardableResult
    public static func run(
        lines reader: LineReader, scene scenePath: String? = nil, until: Timestamp? = nil,
        sink: any ReplayRecordSink, prepare: ((Scene) -> Void)? = nil
    ) throws(TraceReplayError) -> Replayer.Ending {
        let trace = reader.path
        do {
            let decoder = TraceDecoder(file: trace)
            var first: TraceLine?
            while first == nil {
                guard let next = try reader.nextLine({ bytes throws(FileError) in try decoder.decode(bytes, line: reader.lineNumber) }) else { break }
                first = next
            }
            var sceneFile = scenePath
            var named: (name: String, line: TraceLine)?
            if sceneFile == nil, let first, case .header(let name?) = first.content {
                sceneFile = resolve(name, relativeTo: trace)
                named = (name, first)
            }
            guard let sceneFile else { throw TraceReplayError.missingScene(trace: trace) }
            let scene: Scene
            do throws(FileError) {
                // a scene a file names must be a regular file: a FIFO would wait for a writer
                // for ever (the user's own --scene may be a pipe)
                scene = try loadScene(path: sceneFile, sink: sink, regularOnly: named != nil)
            } catch {
                // the scene the header names cannot be read: say where it was looked for, at the header
                guard let named, error.file == sceneFile, error.location == .wholeFile else { throw error }
                let place = sceneFile == named.name
                    ? (named.name.hasPrefix("/") ? "" : " (relative to the current folder: the trace has no folder of its own)")
                    : " (looked for at '\(sceneFile)', relative to the trace's folder)"
                throw FileError(
                    file: trace, location: named.line.location(of: "scene"),
                    message: "the scene the header names, \(FileError.quoted(named.name)), cannot be read\(place): \(error.message); pass --scene")
            }
            prepare?(scene)
            let replayer = Replayer(scene: scene, file: trace)
            replayer.until = until
            return try drive(replayer, first: first, lines: reader, decoder: decoder)
        } catch let error as FileError {
            throw .file(error)
        } catch let error as TraceReplayError {
            throw error
        } catch {
            throw .file(FileError(file: trace, location: .wholeFile, message: "\(error)"))
        }
    }

    /// Replays a recording (evemu, …: see `RecordingInput`) through the scene at `scene`,
    /// importing it as it goes. Without a width in `options`, it is scaled onto the scene's
    /// window. `warnings` gets what the import changed or left out
    /// (`RecordingImporter.warnings`) once the recording is read.
    @discardableResult
    public static func run(
        recording path: String, options: RecordingOptions, scene scenePath: String,
        until: Timestamp? = nil, emit: @escaping (ReplayRecord) -> Void, warnings: (([RecordingWarning]) -> Void)? = nil
    ) throws(TraceReplayError) -> Replayer.Ending {
        let lines: LineReader
        do { lines = try LineReader(path: path) } catch { throw .file(error) }
        return try run(recording: lines, options: options, scene: scenePath, until: until, sink: ClosureRecordSink(emit), warnings: warnings)
    }

    /// Replays the recording `lines` reads, handing the records to `sink` and the import's
    /// warnings to `warnings`; `prepare` is given the scene once loaded.
    @discardableResult
    public static func run(
        recording lines: LineReader, options: RecordingOptions, scene scenePath: String,
        until: Timestamp? = nil, sink: any ReplayRecordSink,
        warnings: (([RecordingWarning]) -> Void)? = nil, prepare: ((Scene) -> Void)? = nil
    ) throws(TraceReplayError) -> Replayer.Ending {
        let scene: Scene
        do { scene = try loadScene(path: scenePath, sink: sink) } catch { throw .file(error) }
        let window = (width: scene.window.bounds.size.width, height: scene.window.bounds.size.height)
        let importer = try RecordingInput.importer(lines: lines, options: options, window: window)
        do throws(FileError) {
            prepare?(scene)
            let replayer = Replayer(scene: scene, file: lines.path)
            replayer.until = until
            let ending = try drive(replayer, importer: importer)
            warnings?(importer.warnings)
            return ending
        } catch {
            throw .file(error)
        }
    }

    /// Feeds `replayer` the trace `reader` reads with `decoder`, after its `first` line (read
    /// already, or nil at the end of the file), then lets time run (``Replayer/finish()``).
    static func drive(_ replayer: Replayer, first: TraceLine?, lines reader: LineReader, decoder: TraceDecoder) throws(FileError) -> Replayer.Ending {
        if let first { try replayer.feed(first) }
        // read ahead on a thread only from a regular file: a thread blocked in read() on a
        // pipe whose writer stays open could never be joined once the replay stopped early
        let lines = TracePrefetcher(reader: reader, decoder: decoder, threaded: reader.isRegularFile)
        defer { lines.stop() }
        while !replayer.reachedUntil {
            let next: TraceLine?
            do {
                next = try lines.next()
            } catch {
                replayer.applyPending()
                throw error
            }
            guard let next else { break }
            try replayer.feed(next)
        }
        return replayer.finish()
    }

    /// Feeds `replayer` what `importer` imports, then lets time run (``Replayer/finish()``).
    static func drive(_ replayer: Replayer, importer: RecordingImporter) throws(FileError) -> Replayer.Ending {
        // as the trace's loop (kept apart: one generic loop would not be specialized)
        while !replayer.reachedUntil {
            let sample: ImportedSample?
            do {
                sample = try importer.next()
            } catch {
                replayer.applyPending()
                throw error
            }
            guard let sample else { break }
            try replayer.feed(sample)
        }
        return replayer.finish()
    }

    /// Loads the scene file at `path`.
    public static func loadScene(path: String, emit: @escaping (ReplayRecord) -> Void) throws(FileError) -> Scene {
        try loadScene(path: path, sink: ClosureRecordSink(emit))
    }

    /// Loads the scene file at `path`, handing its records to `sink`; with `regularOnly`,
    /// anything but a regular file is refused (see `LineReader.init(path:regularOnly:)`).
    public static func loadScene(path: String, sink: any ReplayRecordSink, regularOnly: Bool = false) throws(FileError) -> Scene {
        let bytes = try LineReader(path: path, regularOnly: regularOnly).readAll()
        return try SceneLoader.load(bytes: bytes, file: path, sink: sink)
    }

    /// `path` relative to the folder of `file`: unchanged when absolute, and when `file` has no
    /// folder of its own — standard input (`-`, `/dev/stdin`, a `/dev/fd/N` of a process
    /// substitution): then it is relative to the current folder.
    public static func resolve(_ path: String, relativeTo file: String) -> String {
        if path.hasPrefix("/") || file == "-" || file.hasPrefix("/dev/") || file.hasPrefix("/proc/") { return path }
        guard let slash = file.lastIndex(of: "/") else { return path }
        return String(file[...slash]) + path
    }
}
