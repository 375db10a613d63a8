import ControlModel
import Foundation
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import Recordings

/// A whole import: the samples, the protocol and the window height.
struct ImportResult {
    var samples: [ImportedSample]
    var contactProtocol: ContactProtocol?
    var height: Double

    init(_ importer: RecordingImporter) throws(FileError) {
        samples = try importer.readAll()
        contactProtocol = importer.contactProtocol
        height = importer.height
    }
}
