import SceneFiles
/// Opening recordings: telling their format from their content and preparing their import.
public enum RecordingInput {
    /// The recording format of what `lines` reads, or nil when it is not a recording (a trace or
    /// a scene). Peeks at the start without consuming it, so standard input loses nothing.
    public static func format(of lines: LineReader) throws(FileError) -> RecordingFormat? {
        RecordingFormat.detect(try lines.peek(4096)[...])
    }

    /// The recording format of the file at `path`, or nil when it is not a recording.
    public static func format(path: String) throws(FileError) -> RecordingFormat? {
        try format(of: LineReader(path: path))
    }

    /// Prepares the import of what `lines` reads, in `options.format` (detected when nil), scaled
    /// onto `options.width` × `options.height`, or onto `window` (the scene's width and height)
    /// for what the options leave out.
    public static func importer(lines: LineReader, options: RecordingOptions, window: (width: Double, height: Double)? = nil) throws(TraceReplayError) -> RecordingImporter {
        let size: (width: Double, height: Double?)
        if let width = options.width {
            size = (width, options.height)
        } else if let window {
            size = (window.width, options.height ?? window.height)
        } else {
            throw .missingOptions(trace: lines.path, "a recording needs --width (the window width to scale onto) or --scene (whose window it is scaled onto)")
        }
        do throws(FileError) {
            let detected = try format(of: lines)
            if let named = options.format, let detected, detected != named {
                throw FileError(
                    file: lines.path, location: SourceLocation(line: 1, column: 1),
                    message: "this looks like \(detected.article) \(detected.rawValue) recording, not \(named.rawValue) (bk-events import \(detected.rawValue))")
            }
            guard let format = options.format ?? detected else {
                throw FileError(
                    file: lines.path, location: SourceLocation(line: 1, column: 1),
                    message: "cannot tell the recording's format from its start: name it (\(RecordingFormat.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            return try RecordingImporter(reader: reader(format, lines: lines, options: options), width: size.width, height: size.height)
        } catch {
            throw .file(error)
        }
    }

    /// Prepares the import of the recording at `path` (`-`: standard input).
    public static func importer(path: String, options: RecordingOptions, window: (width: Double, height: Double)? = nil) throws(TraceReplayError) -> RecordingImporter {
        let lines: LineReader
        do { lines = try LineReader(path: path) } catch { throw .file(error) }
        return try importer(lines: lines, options: options, window: window)
    }

    /// The reader of `format` for `lines`, with the description file and device the options name.
    static func reader(_ format: RecordingFormat, lines: LineReader, options: RecordingOptions) throws(FileError) -> any RecordingReader {
        switch format {
        case .evemu:
            let description = try options.description.map { path throws(FileError) in try EvemuReader.description(path: path) }
            return EvemuReader(lines: lines, description: description ?? RecordingDevice())
        case .evtest:
            let description = try options.description.map { path throws(FileError) in try EvtestReader.description(path: path) }
            return EvtestReader(lines: lines, description: description ?? RecordingDevice())
        case .getevent:
            let description = try options.description.map { path throws(FileError) in try GeteventReader.description(path: path) }
            return GeteventReader(lines: lines, description: description, device: options.device)
        case .libinput:
            return LibinputReader(lines: lines, device: options.device)
        }
    }
}

extension RecordingInput {
    /// Imports the recording at `path` with every rule a replay applies to it, keeping nothing,
    /// and describes it: `evemu recording, multitouch protocol B, 120 samples, 3 contacts`.
    public static func check(path: String, options: RecordingOptions) throws(TraceReplayError) -> String {
        let lines: LineReader
        do { lines = try LineReader(path: path) } catch { throw .file(error) }
        return try check(lines: lines, options: options)
    }

    /// ``check(path:options:)`` for the recording `lines` reads (already opened, perhaps peeked
    /// at), scaled onto `window` for what the options leave out (as a replay through a scene
    /// whose window it is); `warnings` gets what the import changed or left out.
    public static func check(
        lines: LineReader, options: RecordingOptions, window: (width: Double, height: Double)? = nil,
        warnings: (([RecordingWarning]) -> Void)? = nil
    ) throws(TraceReplayError) -> String {
        let importer = try importer(lines: lines, options: options, window: window)
        var samples = 0, contacts = 0
        do {
            while let sample = try importer.next() {
                samples += 1
                if sample.change.phase == .began { contacts += 1 }
            }
        } catch {
            throw .file(error)
        }
        warnings?(importer.warnings)
        let protocolName = importer.contactProtocol.map { ", \($0.rawValue)" } ?? ""
        return "\(importer.reader.formatName) recording\(protocolName), \(samples) samples, \(contacts) contacts"
    }
}
