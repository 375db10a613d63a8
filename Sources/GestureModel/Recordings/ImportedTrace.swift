/// The JSON Lines trace an import writes (<doc:FileFormats>): a header naming the scene when there is
/// one, a comment saying where the trace comes from, then one sample a line.
public enum ImportedTrace {
    /// The header line: `{"trace":1}`, or `{"trace":1,"scene":"…"}` naming `scene` (a path
    /// relative to the trace's folder).
    public static func header(scene: String?) -> String {
        guard let scene else { return "{\"trace\":1}" }
        return "{\"trace\":1,\"scene\":\(RecordFormat.jsonString(scene))}"
    }

    /// The comment line after the header: the source, its format and protocol, and the window.
    public static func comment(source: String, importer: RecordingImporter) -> String {
        let protocolName = importer.contactProtocol.map { " (\($0.rawValue))" } ?? ""
        let name = String(source.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : Character($0) })
        return "# imported by bk-events import \(importer.reader.formatName) from \(name)\(protocolName), window "
            + "\(RecordFormat.coordinate(importer.width)) x \(RecordFormat.coordinate(importer.height)) pt"
    }

    /// The sample's line: `{"t":0.095573,"touch":1,"phase":"ended","x":455.569,"y":280.5}`.
    public static func line(_ sample: ImportedSample) -> String {
        let change = sample.change
        return "{\"t\":\(sample.time.formatted(decimals: 6)),\"touch\":\(change.identifier),\"phase\":\"\(change.phase.rawValue)\","
            + "\"x\":\(RecordFormat.coordinate(change.location.x)),\"y\":\(RecordFormat.coordinate(change.location.y))}"
    }
}
