/// Reading evemu files from disk: recognising them, and importing them with their optional
/// `.desc` description.
public enum EvemuInput {
    /// True when the file at `path` starts like an evemu recording rather than JSON Lines.
    public static func isEvemu(path: String) throws(FileError) -> Bool {
        if path == "-" { return false }
        return EvemuRecording.looksLikeEvemu(try LineReader.head(path: path, count: 256)[...])
    }

    /// Reads and imports the recording at `path` (and its description `desc`).
    public static func read(path: String, desc: String?, width: Double, height: Double?) throws(FileError) -> EvemuImporter {
        var device = EvemuDevice()
        if let desc {
            let bytes = try LineReader(path: desc).readAll(limit: EvemuRecording.maximumSize)
            device = try EvemuRecording.parse(bytes, file: desc).device
        }
        let bytes = try LineReader(path: path).readAll(limit: EvemuRecording.maximumSize)
        var recording = try EvemuRecording.parse(bytes, file: path, device: device)
        if recording.device.isEmpty { recording.device = device }
        return try EvemuImporter(recording: recording, file: path, width: width, height: height)
    }
}
