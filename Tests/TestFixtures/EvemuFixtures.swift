import ControlModel
import Foundation
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import Recordings

/// Shared helpers for the evemu tests: where the real recordings are, small inline devices,
/// and a per-contact summary of imported samples.
enum EvemuFixtures {
    /// `Examples/evemu` in the repository: unmodified copies of the shared recordings with
    /// their MIT notices (this file is `<root>/Tests/TestFixtures/EvemuFixtures.swift`).
    static let directory: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/") + "/Examples/evemu"
    }()

    /// The path of the recording (or description) `name`.
    static func path(_ name: String) -> String { directory + "/" + name }

    /// Imports the real recording `name` (with the description `desc` for the split form).
    static func load(_ name: String, desc: String? = nil, width: Double = 1000, height: Double? = nil) throws -> ImportResult {
        let importer = try RecordingInput.importer(
            path: path(name), options: RecordingOptions(format: .evemu, width: width, height: height, description: desc.map(path)))
        return try ImportResult(importer)
    }

    /// Parses inline evemu text into its device and events.
    static func parse(_ text: String, file: String = "inline.evemu", device: RecordingDevice = RecordingDevice()) throws(FileError) -> ParsedRecording {
        try ParsedRecording(EvemuReader(lines: LineReader(bytes: Array(text.utf8), path: file), description: device))
    }

    /// Parses and imports inline evemu text.
    static func importText(_ text: String, width: Double = 1000, height: Double? = nil) throws(FileError) -> ImportResult {
        let reader = EvemuReader(lines: LineReader(bytes: Array(text.utf8), path: "inline.evemu"))
        return try ImportResult(RecordingImporter(reader: reader, width: width, height: height))
    }

    /// A protocol B touchscreen whose axes (0…1000 × 0…500) map 1:1 onto a 1000-wide window.
    static let deviceB = """
        # EVEMU 1.3
        N: Test MT Touchscreen
        I: 0018 0000 0000 0000
        P: 02 00 00 00 00 00 00 00
        A: 2f 0 9 0 0 0
        A: 35 0 1000 0 0 0
        A: 36 0 500 0 0 0
        A: 39 0 65535 0 0 0

        """

    /// A protocol A touchscreen (no slots, no tracking ids), 0…1000 × 0…500.
    static let deviceA = """
        N: Test Protocol A
        I: 0003 0000 0000 0000
        P: 00 00 00 00 00 00 00 00
        A: 00 0 1000 0 0
        A: 01 0 500 0 0
        A: 35 0 1000 0 0
        A: 36 0 500 0 0

        """

    /// A single-touch screen (BTN_TOUCH, ABS_X/ABS_Y), 0…1000 × 0…500.
    static let deviceSingle = """
        N: Test Single Touch
        I: 0003 0000 0000 0000
        P: 00 00 00 00 00 00 00 00
        A: 00 0 1000 0 0
        A: 01 0 500 0 0

        """

    /// Writes `text` to a new file in the temporary folder and returns its path.
    static func temporaryFile(_ text: String, suffix: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.path + "/bk-events-evemu-\(UUID().uuidString)\(suffix)"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Removes a file made by ``temporaryFile(_:suffix:)``.
    static func remove(_ path: String) { try? FileManager.default.removeItem(atPath: path) }
}
