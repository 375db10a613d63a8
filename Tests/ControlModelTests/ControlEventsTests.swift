import Testing
@testable import ControlModel

@Suite("ControlEvents: UIKit's raw values and names")
struct ControlEventsTests {
    /// UIKit's values, written out by hand.
    static let specSingles: [(String, UInt32)] = [
        ("touchDown", 1), ("touchDownRepeat", 2), ("touchDragInside", 4), ("touchDragOutside", 8),
        ("touchDragEnter", 16), ("touchDragExit", 32), ("touchUpInside", 64), ("touchUpOutside", 128),
        ("touchCancel", 256), ("valueChanged", 4096), ("primaryActionTriggered", 8192),
        ("menuActionTriggered", 16384), ("editingDidBegin", 0x10000), ("editingChanged", 0x20000),
        ("editingDidEnd", 0x40000), ("editingDidEndOnExit", 0x80000),
    ]
    static let specGroups: [(String, UInt32)] = [
        ("allTouchEvents", 0xFFF), ("allEditingEvents", 0xF0000), ("applicationReserved", 0x0F00_0000),
        ("systemReserved", 0xF000_0000), ("allEvents", 0xFFFF_FFFF),
    ]

    @Test func rawValuesAreUIKits() {
        #expect(ControlEvents.touchDown.rawValue == 1)
        #expect(ControlEvents.touchDownRepeat.rawValue == 2)
        #expect(ControlEvents.touchDragInside.rawValue == 4)
        #expect(ControlEvents.touchDragOutside.rawValue == 8)
        #expect(ControlEvents.touchDragEnter.rawValue == 16)
        #expect(ControlEvents.touchDragExit.rawValue == 32)
        #expect(ControlEvents.touchUpInside.rawValue == 64)
        #expect(ControlEvents.touchUpOutside.rawValue == 128)
        #expect(ControlEvents.touchCancel.rawValue == 256)
        #expect(ControlEvents.valueChanged.rawValue == 4096)
        #expect(ControlEvents.primaryActionTriggered.rawValue == 8192)
        #expect(ControlEvents.menuActionTriggered.rawValue == 16384)
        #expect(ControlEvents.editingDidBegin.rawValue == 0x10000)
        #expect(ControlEvents.editingChanged.rawValue == 0x20000)
        #expect(ControlEvents.editingDidEnd.rawValue == 0x40000)
        #expect(ControlEvents.editingDidEndOnExit.rawValue == 0x80000)
        #expect(ControlEvents.allTouchEvents.rawValue == 0xFFF)
        #expect(ControlEvents.allEditingEvents.rawValue == 0xF0000)
        #expect(ControlEvents.applicationReserved.rawValue == 0x0F00_0000)
        #expect(ControlEvents.systemReserved.rawValue == 0xF000_0000)
        #expect(ControlEvents.allEvents.rawValue == 0xFFFF_FFFF)
    }

    @Test func singleEventNamesAreExactlyTheSpecsCamelCaseNamesInBitOrder() {
        #expect(ControlEvents.named.map(\.name) == Self.specSingles.map(\.0))
        #expect(ControlEvents.named.map(\.event.rawValue) == Self.specSingles.map(\.1))
    }

    @Test func namesRoundTripForEverySingleEvent() {
        for (name, raw) in Self.specSingles {
            let event = ControlEvents(name: name)
            #expect(event?.rawValue == raw, "\(name)")
            #expect(ControlEvents(rawValue: raw).name == name)
            #expect(ControlEvents(rawValue: raw).description == name)
        }
    }

    @Test func groupNamesParseToTheirMasks() {
        for (name, raw) in Self.specGroups {
            #expect(ControlEvents(name: name)?.rawValue == raw, "\(name)")
        }
        #expect(ControlEvents.groups.map(\.name) == Self.specGroups.map(\.0))
    }

    @Test func unknownOrMiscasedNamesAreRejected() {
        #expect(ControlEvents(name: "TouchDown") == nil)
        #expect(ControlEvents(name: "touchdown") == nil)
        #expect(ControlEvents(name: "") == nil)
        #expect(ControlEvents(name: "touchDown|touchUpInside") == nil)
    }

    @Test func masksHaveNoSingleName() {
        #expect(ControlEvents.allTouchEvents.name == nil)
        #expect(ControlEvents([.touchDown, .touchUpInside]).name == nil)
        #expect(ControlEvents(rawValue: 1 << 20).name == nil)
    }

    @Test func descriptionJoinsNamesWithBarsLowestBitFirstAndUnnamedBitsInHex() {
        #expect(ControlEvents([.touchUpInside, .touchDown]).description == "touchDown|touchUpInside")
        #expect(ControlEvents(rawValue: 0x0010_0001).description == "touchDown|0x100000")
        #expect(ControlEvents().description == "[]")
    }

    @Test func descriptionOfEveryCombinationRoundTripsThroughNames() {
        var rng = SeededGenerator(seed: 21)
        for _ in 0..<500 {
            var mask = ControlEvents()
            for (_, raw) in Self.specSingles where Bool.random(using: &rng) { mask.insert(ControlEvents(rawValue: raw)) }
            guard !mask.isEmpty else { continue }
            let parsed = mask.description.split(separator: "|").map { ControlEvents(name: String($0)) }
            #expect(parsed.allSatisfy { $0 != nil })
            #expect(parsed.reduce(into: ControlEvents()) { $0.formUnion($1 ?? []) } == mask)
        }
    }

    @Test func singleEventsSplitsAMaskLowestBitFirst() {
        let mask: ControlEvents = [.valueChanged, .touchDown, .touchUpInside]
        #expect(mask.singleEvents == [.touchDown, .touchUpInside, .valueChanged])
        #expect(ControlEvents.allEvents.singleEvents.count == 32)
        #expect(ControlEvents().singleEvents.isEmpty)
        #expect(ControlEvents.systemReserved.singleEvents.last?.rawValue == 0x8000_0000)
    }

    @Test func groupsContainExactlyTheirMembers() {
        for (name, raw) in Self.specSingles {
            let event = ControlEvents(rawValue: raw)
            #expect(ControlEvents.allTouchEvents.contains(event) == (raw <= 256), "\(name)")
            #expect(ControlEvents.allEditingEvents.contains(event) == name.hasPrefix("editing"), "\(name)")
            #expect(ControlEvents.allEvents.contains(event))
            #expect(ControlEvents.applicationReserved.isDisjoint(with: event))
            #expect(ControlEvents.systemReserved.isDisjoint(with: event))
        }
    }
}
