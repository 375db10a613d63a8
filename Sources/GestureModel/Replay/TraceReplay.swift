import ControlModel

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
        trace: String, scene scenePath: String? = nil, until: Timestamp? = nil,
        emit: @escaping (ReplayRecord) -> Void, touches: ((Timestamp, [TouchChange]) -> Void)? = nil,
        held: ((Timestamp, String, GestureState) -> Void)? = nil
    ) throws(TraceReplayError) -> Replayer.Ending {
        try run(trace: trace, scene: scenePath, until: until, sink: ClosureRecordSink(emit), touches: touches, held: held)
    }

    /// ``run(trace:scene:until:emit:touches:held:)`` handing the records to `sink`.
    @discardableResult
    public static func run(
        trace: String, scene scenePath: String? = nil, until: Timestamp? = nil,
        sink: any ReplayRecordSink, touches: ((Timestamp, [TouchChange]) -> Void)? = nil,
        held: ((Timestamp, String, GestureState) -> Void)? = nil
    ) throws(TraceReplayError) -> Replayer.Ending {
        do {
            let reader = try LineReader(path: trace)
            let decoder = TraceDecoder(file: trace)
            var first: TraceLine?
            while first == nil {
                guard let next = try reader.nextLine({ bytes throws(FileError) in try decoder.decode(bytes, line: reader.lineNumber) }) else { break }
                first = next
            }
            var sceneFile = scenePath
            if sceneFile == nil, let first, case .header(let named?) = first.content {
                sceneFile = resolve(named, relativeTo: trace)
            }
            guard let sceneFile else { throw TraceReplayError.missingScene(trace: trace) }
            let scene = try loadScene(path: sceneFile, sink: sink)
            scene.onHeld = held
            let replayer = Replayer(scene: scene, file: trace)
            replayer.until = until
            replayer.onTouchEvent = touches
            if let first { try replayer.feed(first) }
            let lines = TracePrefetcher(reader: reader, decoder: decoder, threaded: trace != "-")
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
        } catch let error as FileError {
            throw .file(error)
        } catch let error as TraceReplayError {
            throw error
        } catch {
            throw .file(FileError(file: trace, location: .wholeFile, message: "\(error)"))
        }
    }

    /// Replays an evemu recording (with its `.desc` for the split form), scaled onto
    /// `width` × `height` points, through the scene at `scene`. Without `width`, the recording
    /// is scaled onto the scene's window (its height too, unless `height` is given); with
    /// `width` alone, the device's aspect ratio is kept.
    @discardableResult
    public static func run(
        evemu path: String, desc: String?, width: Double?, height: Double?, scene scenePath: String,
        until: Timestamp? = nil, emit: @escaping (ReplayRecord) -> Void,
        touches: ((Timestamp, [TouchChange]) -> Void)? = nil, held: ((Timestamp, String, GestureState) -> Void)? = nil
    ) throws(TraceReplayError) -> Replayer.Ending {
        try run(
            evemu: path, desc: desc, width: width, height: height, scene: scenePath, until: until,
            sink: ClosureRecordSink(emit), touches: touches, held: held)
    }

    /// ``run(evemu:desc:width:height:scene:until:emit:touches:held:)`` handing the records to `sink`.
    @discardableResult
    public static func run(
        evemu path: String, desc: String?, width: Double?, height: Double?, scene scenePath: String,
        until: Timestamp? = nil, sink: any ReplayRecordSink,
        touches: ((Timestamp, [TouchChange]) -> Void)? = nil, held: ((Timestamp, String, GestureState) -> Void)? = nil
    ) throws(TraceReplayError) -> Replayer.Ending {
        do {
            let scene = try loadScene(path: scenePath, sink: sink)
            let window = scene.window.frame
            let importer = try EvemuInput.read(
                path: path, desc: desc, width: width ?? window.width, height: height ?? (width == nil ? window.height : nil))
            scene.onHeld = held
            let replayer = Replayer(scene: scene, file: path)
            replayer.until = until
            replayer.onTouchEvent = touches
            for (index, sample) in importer.samples.enumerated() where !replayer.reachedUntil {
                try replayer.feed(sample, line: index + 1)
            }
            return replayer.finish()
        } catch {
            throw .file(error)
        }
    }

    /// Loads the scene file at `path`.
    public static func loadScene(path: String, emit: @escaping (ReplayRecord) -> Void) throws(FileError) -> Scene {
        try loadScene(path: path, sink: ClosureRecordSink(emit))
    }

    /// Loads the scene file at `path`, handing its records to `sink`.
    public static func loadScene(path: String, sink: any ReplayRecordSink) throws(FileError) -> Scene {
        let bytes = try LineReader(path: path).readAll()
        return try SceneLoader.load(bytes: bytes, file: path, sink: sink)
    }

    /// `path` relative to the folder of `file` (unchanged when absolute or when `file` is `-`).
    public static func resolve(_ path: String, relativeTo file: String) -> String {
        if path.hasPrefix("/") || file == "-" { return path }
        guard let slash = file.lastIndex(of: "/") else { return path }
        return String(file[...slash]) + path
    }
}
