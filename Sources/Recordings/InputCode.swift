/// The Linux input event types, codes and properties the importers use
/// (`linux/input-event-codes.h`), and the names tools print for them.
enum InputCode {
    static let evSyn = 0
    static let evKey = 1
    static let evAbs = 3

    static let synReport = 0
    static let synMTReport = 2
    static let synDropped = 3

    static let absX = 0x00
    static let absY = 0x01
    static let absPressure = 0x18
    static let absToolWidth = 0x1C
    static let absMTSlot = 0x2F
    static let absMTTouchMajor = 0x30
    static let absMTTouchMinor = 0x31
    static let absMTPositionX = 0x35
    static let absMTPositionY = 0x36
    static let absMTTrackingID = 0x39
    static let absMTPressure = 0x3A

    static let btnTouch = 0x14A

    static let propDirect = 1
    static let propSemiMT = 3

    /// A code whose name is not in ``codeNames`` (events with it are kept, and ignored).
    static let unknown = -1

    /// True for the per-contact axes of multitouch (ABS_MT_TOUCH_MAJOR … ABS_MT_TOOL_Y), the
    /// slot excepted.
    static func isMultitouchAxis(_ code: Int) -> Bool { (0x30...0x3D).contains(code) }

    /// Event type names (`EV_ABS`) and the older words evtest printed before 2011 (`Absolute`).
    static let typeNames: [String: Int] = [
        "EV_SYN": 0x00, "EV_KEY": 0x01, "EV_REL": 0x02, "EV_ABS": 0x03, "EV_MSC": 0x04, "EV_SW": 0x05,
        "EV_LED": 0x11, "EV_SND": 0x12, "EV_REP": 0x14, "EV_FF": 0x15, "EV_PWR": 0x16, "EV_FF_STATUS": 0x17,
        "Sync": 0x00, "Key": 0x01, "Relative": 0x02, "Absolute": 0x03, "Misc": 0x04, "Switch": 0x05,
        "LED": 0x11, "Sound": 0x12, "Repeat": 0x14, "ForceFeedback": 0x15, "Power": 0x16, "ForceFeedbackStatus": 0x17,
    ]

    /// Code names by type: every EV_SYN and EV_ABS code, and the EV_KEY and EV_MSC codes of
    /// touch devices (other keys are of no use to a touch import).
    static let codeNames: [Int: [String: Int]] = [
        0x00: ["SYN_REPORT": 0, "SYN_CONFIG": 1, "SYN_MT_REPORT": 2, "SYN_DROPPED": 3],
        0x01: [
            "BTN_LEFT": 0x110, "BTN_RIGHT": 0x111, "BTN_MIDDLE": 0x112, "BTN_TOOL_PEN": 0x140, "BTN_TOOL_RUBBER": 0x141,
            "BTN_TOOL_BRUSH": 0x142, "BTN_TOOL_PENCIL": 0x143, "BTN_TOOL_AIRBRUSH": 0x144, "BTN_TOOL_FINGER": 0x145,
            "BTN_TOOL_MOUSE": 0x146, "BTN_TOOL_LENS": 0x147, "BTN_TOOL_QUINTTAP": 0x148, "BTN_STYLUS3": 0x149,
            "BTN_TOUCH": 0x14A, "BTN_STYLUS": 0x14B, "BTN_STYLUS2": 0x14C, "BTN_TOOL_DOUBLETAP": 0x14D,
            "BTN_TOOL_TRIPLETAP": 0x14E, "BTN_TOOL_QUADTAP": 0x14F,
        ],
        0x03: [
            "ABS_X": 0x00, "ABS_Y": 0x01, "ABS_Z": 0x02, "ABS_RX": 0x03, "ABS_RY": 0x04, "ABS_RZ": 0x05,
            "ABS_THROTTLE": 0x06, "ABS_RUDDER": 0x07, "ABS_WHEEL": 0x08, "ABS_GAS": 0x09, "ABS_BRAKE": 0x0A,
            "ABS_HAT0X": 0x10, "ABS_HAT0Y": 0x11, "ABS_HAT1X": 0x12, "ABS_HAT1Y": 0x13, "ABS_HAT2X": 0x14,
            "ABS_HAT2Y": 0x15, "ABS_HAT3X": 0x16, "ABS_HAT3Y": 0x17, "ABS_PRESSURE": 0x18, "ABS_DISTANCE": 0x19,
            "ABS_TILT_X": 0x1A, "ABS_TILT_Y": 0x1B, "ABS_TOOL_WIDTH": 0x1C, "ABS_VOLUME": 0x20, "ABS_PROFILE": 0x21,
            "ABS_MISC": 0x28, "ABS_RESERVED": 0x2E, "ABS_MT_SLOT": 0x2F, "ABS_MT_TOUCH_MAJOR": 0x30,
            "ABS_MT_TOUCH_MINOR": 0x31, "ABS_MT_WIDTH_MAJOR": 0x32, "ABS_MT_WIDTH_MINOR": 0x33,
            "ABS_MT_ORIENTATION": 0x34, "ABS_MT_POSITION_X": 0x35, "ABS_MT_POSITION_Y": 0x36, "ABS_MT_TOOL_TYPE": 0x37,
            "ABS_MT_BLOB_ID": 0x38, "ABS_MT_TRACKING_ID": 0x39, "ABS_MT_PRESSURE": 0x3A, "ABS_MT_DISTANCE": 0x3B,
            "ABS_MT_TOOL_X": 0x3C, "ABS_MT_TOOL_Y": 0x3D,
        ],
        0x04: ["MSC_SERIAL": 0, "MSC_PULSELED": 1, "MSC_GESTURE": 2, "MSC_RAW": 3, "MSC_SCAN": 4, "MSC_TIMESTAMP": 5],
    ]

    /// Input property names (`INPUT_PROP_DIRECT`).
    static let propertyNames: [String: Int] = [
        "INPUT_PROP_POINTER": 0, "INPUT_PROP_DIRECT": 1, "INPUT_PROP_BUTTONPAD": 2, "INPUT_PROP_SEMI_MT": 3,
        "INPUT_PROP_TOPBUTTONPAD": 4, "INPUT_PROP_POINTING_STICK": 5, "INPUT_PROP_ACCELEROMETER": 6,
    ]

    /// The code named `name` for `type`, ``unknown`` when it has no name here.
    static func code(named name: some StringProtocol, type: Int) -> Int {
        codeNames[type]?[String(name)] ?? unknown
    }
}
