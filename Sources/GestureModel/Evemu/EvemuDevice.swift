/// The description of an evemu device: name, properties and absolute axes.
public struct EvemuDevice: Sendable {
    /// The device's name (`N:`).
    public var name = ""
    /// The input properties bitmap (`P:` bytes, least significant first).
    public var properties: [UInt8] = []
    /// The absolute axes by code.
    public var axes: [Int: EvemuAxis] = [:]

    /// Creates an empty description.
    public init() {}

    /// True when the device declares `INPUT_PROP_SEMI_MT`.
    public var isSemiMultitouch: Bool { properties.first.map { $0 & 0x08 != 0 } ?? false }

    /// True when the description has any header data.
    public var isEmpty: Bool { name.isEmpty && properties.isEmpty && axes.isEmpty }
}
