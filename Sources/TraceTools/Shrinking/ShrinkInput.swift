import ControlModel
import GestureModel
import SceneFiles
import Recordings
import Replay

/// A trace read for shrinking (``TraceShrinker``): its lines and the scene it replays through.
/// A real recording (evemu, libinput, getevent, evtest) is imported first, scaled onto the
/// scene's window unless `options` gives a width.
public struct ShrinkInput: Sendable {
    /// The trace's samples and commands, in file order (the header and comments left out).
    public var lines: [ShrinkLine]
    /// The scene file, as given or as the trace's header names it (relative to the current
    /// folder).
    public var scene: String

    /// Creates an input from lines already made.
    public init(lines: [ShrinkLine], scene: String) {
        self.lines = lines
        self.scene = scene
    }

    /// Reads the trace or recording at `path`; `scene` overrides the header's (a recording
    /// needs it). Bad lines are errors with their FILE:LINE:COLUMN.
    public init(path: String, scene scenePath: String?, options: RecordingOptions = RecordingOptions()) throws(TraceReplayError) {
        let reader: LineReader
        let recording: RecordingFormat?
        do throws(FileError) {
            reader = try LineReader(path: path)
            recording = try RecordingInput.format(of: reader)
        } catch {
            throw .file(error)
        }
        if let recording {
            guard let scenePath else {
                throw .missingOptions(trace: path, "a recording names no scene: pass --scene (its window also gives the scale, unless --width is given)")
            }
            var options = options
            options.format = recording
            let window: (width: Double, height: Double)
            do throws(FileError) {
                let scene = try TraceReplay.loadScene(path: scenePath, emit: { _ in })
                window = (scene.window.bounds.size.width, scene.window.bounds.size.height)
            } catch {
                throw .file(error)
            }
            let importer = try RecordingInput.importer(lines: reader, options: options, window: window)
            var lines: [ShrinkLine] = []
            do throws(FileError) {
                while let sample = try importer.next() {
                    let change = sample.change
                    lines.append(ShrinkLine(
                        nanoseconds: sample.time.nanoseconds,
                        content: .sample(touch: change.identifier, phase: change.phase, x: change.location.x, y: change.location.y)))
                }
            } catch {
                throw .file(error)
            }
            self.init(lines: lines, scene: scenePath)
            return
        }
        let decoder = TraceDecoder(file: path)
        var lines: [ShrinkLine] = []
        var named: String?
        do throws(FileError) {
            while let (decoded, bytes) = try reader.nextLine({ bytes throws(FileError) in
                (try decoder.decode(bytes, line: reader.lineNumber), Array(bytes))
            }) {
                guard let decoded, let time = decoded.time else {
                    if let decoded, case .header(let name?) = decoded.content { named = name }
                    continue
                }
                switch decoded.content {
                case .header: continue
                case .sample(let change):
                    lines.append(ShrinkLine(
                        nanoseconds: time.nanoseconds,
                        content: .sample(touch: change.identifier, phase: change.phase, x: change.location.x, y: change.location.y)))
                case .command:
                    let object = try ShrinkInput.parse(bytes, line: decoded.line, file: path)
                    let members = (object.members ?? []).filter { $0.key != "t" }
                    lines.append(ShrinkLine(nanoseconds: time.nanoseconds, content: .command(members: JSONValue.membersText(members))))
                }
            }
        } catch {
            throw .file(error)
        }
        guard let scene = scenePath ?? named.map({ TraceReplay.resolve($0, relativeTo: path) }) else {
            throw .missingScene(trace: path)
        }
        self.init(lines: lines, scene: scene)
    }

    private static func parse(_ bytes: [UInt8], line: Int, file: String) throws(FileError) -> JSONValue {
        do {
            return try JSONParser.parse(bytes, line: line)
        } catch {
            throw FileError(file: file, location: error.location, message: error.message)
        }
    }
}
