/// How a device reports contacts (the kernel's multi-touch protocols, and single touch).
public enum ContactProtocol: String, Sendable {
    /// Multitouch protocol B: slots and tracking ids.
    case multitouchB = "multitouch protocol B"
    /// Multitouch protocol A: anonymous contacts (or ones with tracking ids) separated by
    /// SYN_MT_REPORT.
    case multitouchA = "multitouch protocol A"
    /// One contact: BTN_TOUCH with ABS_X/ABS_Y.
    case singleTouch = "single touch"
}
