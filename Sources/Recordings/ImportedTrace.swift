import ControlModel
import SceneFiles

/// The JSON Lines trace an import writes (SceneFiles' File formats article): a header naming the scene when there is
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
        var bytes: [UInt8] = []
        append(sample, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the sample's line (see ``line(_:)``), without its newline, to `out`: no string
    /// made, for writing long imports.
    package static func append(_ sample: ImportedSample, to out: inout [UInt8]) {
        let change = sample.change
        out.append(contentsOf: #"{"t":"#.utf8)
        sample.time.append(decimals: 6, to: &out)
        out.append(contentsOf: #","touch":"#.utf8)
        DecimalText.appendFixed(Int64(change.identifier), decimals: 0, minDecimals: 0, to: &out)
        out.append(contentsOf: #","phase":""#.utf8)
        out.append(contentsOf: change.phase.rawValue.utf8)
        out.append(contentsOf: #"","x":"#.utf8)
        DecimalText.append(change.location.x, maxDecimals: 3, minDecimals: 1, to: &out)
        out.append(contentsOf: #","y":"#.utf8)
        DecimalText.append(change.location.y, maxDecimals: 3, minDecimals: 1, to: &out)
        out.append(UInt8(ascii: "}"))
    }
}
