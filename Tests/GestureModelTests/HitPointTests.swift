import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// ``HitPoint``: a point where a view is really hit, or why there is none.
@Suite struct HitPointTests {
    /// A view that refuses touches without being hidden, off or disabled.
    final class Refusing: View {
        override var acceptsTouches: Bool { false }
    }

    /// A view whose hit-test never answers.
    final class Deaf: View {
        override func hitTest(_ point: Point) -> View? { nil }
    }

    @Test func theMiddleOfAnUncoveredViewIsHit() {
        let rig = GestureRig()
        let parent = rig.add(View(frame: Rect(x: 10, y: 20, width: 200, height: 200), identifier: "parent"))
        let child = rig.add(View(frame: Rect(x: 50, y: 50, width: 51, height: 31), identifier: "child"), to: parent)
        #expect(HitPoint(for: child) == .found(pt(85.5, 85.5)))
        #expect(HitPoint(for: parent).point == pt(110, 120))
        withExtendedLifetime(rig) {}
    }

    @Test func aCoveredMiddleIsSearchedAroundDeterministically() {
        let rig = GestureRig()
        let back = rig.add(View(frame: Rect(x: 0, y: 0, width: 300, height: 300), identifier: "back"))
        // a later sibling covers the middle band
        rig.add(View(frame: Rect(x: 0, y: 100, width: 300, height: 100), identifier: "band"))
        // the middle (150, 150) is covered; of the 3 × 3 grid, (150, 50) and (150, 250) are
        // nearest, the upper first
        #expect(HitPoint(for: back) == .found(pt(150, 50)))
        #expect(rig.window.hitTest(pt(150, 50)) === back)
        #expect(HitPoint(for: back) == HitPoint(for: back))
        withExtendedLifetime(rig) {}
    }

    @Test func aNarrowUncoveredStripIsFound() {
        let rig = GestureRig()
        let back = rig.add(View(frame: Rect(x: 0, y: 0, width: 300, height: 300), identifier: "back"))
        rig.add(View(frame: Rect(x: 0, y: 0, width: 300, height: 290), identifier: "cover"))
        guard case .found(let point) = HitPoint(for: back) else {
            Issue.record("the 10 pt strip at the bottom was not found")
            return
        }
        #expect(point.y >= 290)
        #expect(rig.window.hitTest(point) === back)
        withExtendedLifetime(rig) {}
    }

    @Test func aViewOutsideAnyWindowIsNotInOne() {
        let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        #expect(HitPoint(for: child) == .missed(.notInWindow))
    }

    @Test func aViewWithoutAreaHasZeroSize() {
        let rig = GestureRig()
        let flat = rig.add(View(frame: Rect(x: 10, y: 10, width: 100, height: 0), identifier: "flat"))
        #expect(HitPoint(for: flat) == .missed(.zeroSize))
        withExtendedLifetime(rig) {}
    }

    /// A window holding `parent` holding `child` (the rig keeps the window alive).
    static func nested() -> (rig: GestureRig, parent: View, child: View) {
        let rig = GestureRig()
        let parent = rig.add(View(frame: Rect(x: 0, y: 0, width: 200, height: 200), identifier: "parent"))
        let child = rig.add(View(frame: Rect(x: 10, y: 10, width: 50, height: 50), identifier: "child"), to: parent)
        return (rig, parent, child)
    }

    @Test func aHiddenViewOrAncestorIsNamed() {
        let (rig, parent, child) = Self.nested()
        parent.isHidden = true
        #expect(HitPoint(for: child) == .missed(.hidden("parent")))
        child.isHidden = true
        #expect(HitPoint(for: child) == .missed(.hidden("child")))
        withExtendedLifetime(rig) {}
    }

    @Test func userInteractionOffIsNamed() {
        let (rig, parent, child) = Self.nested()
        #expect(HitPoint(for: child) == .found(pt(35, 35)) && rig.window.hitTest(pt(35, 35)) === child)
        parent.isUserInteractionEnabled = false
        #expect(HitPoint(for: child) == .missed(.userInteractionOff("parent")))
        withExtendedLifetime(rig) {}
    }

    @Test func aDisabledControlIsNamedAsIsWhatRefusesTouchesOtherwise() {
        let rig = GestureRig()
        let button = rig.add(Button(frame: Rect(x: 0, y: 0, width: 100, height: 40)))
        button.identifier = "like"
        button.isEnabled = false
        #expect(HitPoint(for: button) == .missed(.disabled("like")))
        let refusing = rig.add(Refusing(frame: Rect(x: 0, y: 100, width: 100, height: 40), identifier: "refusing"))
        #expect(HitPoint(for: refusing) == .missed(.refusesTouches("refusing")))
        withExtendedLifetime(rig) {}
    }

    @Test func aViewOutsideTheWindowOrItsSuperviewIsNeverHit() {
        let rig = GestureRig(width: 400, height: 800)
        let away = rig.add(View(frame: Rect(x: 500, y: 10, width: 50, height: 50), identifier: "away"))
        #expect(HitPoint(for: away) == .missed(.outsideWindow))
        let box = rig.add(View(frame: Rect(x: 0, y: 0, width: 100, height: 100), identifier: "box"))
        let stray = rig.add(View(frame: Rect(x: 120, y: 0, width: 50, height: 50), identifier: "stray"), to: box)
        #expect(HitPoint(for: stray) == .missed(.outsideSuperview("box")))
        // half in, half out: the part inside is hit
        let half = rig.add(View(frame: Rect(x: 80, y: 0, width: 40, height: 40), identifier: "half"), to: box)
        #expect(HitPoint(for: half) == .found(pt(90, 20)))
        withExtendedLifetime(rig) {}
    }

    @Test func aViewUnderALaterSiblingOrItsOwnSubviewIsCovered() {
        let rig = GestureRig()
        let photo = rig.add(View(frame: Rect(x: 0, y: 0, width: 100, height: 100), identifier: "photo"))
        rig.add(View(frame: Rect(x: -10, y: -10, width: 120, height: 120), identifier: "overlay"))
        #expect(HitPoint(for: photo) == .missed(.covered(by: "overlay")))
        let card = rig.add(View(frame: Rect(x: 0, y: 200, width: 100, height: 100), identifier: "card"))
        rig.add(View(frame: Rect(x: 0, y: 0, width: 100, height: 100), identifier: "content"), to: card)
        #expect(HitPoint(for: card) == .missed(.covered(by: "content")))
        withExtendedLifetime(rig) {}
    }

    @Test func aViewWhoseHitTestDeclinesEveryPointIsNeverHit() {
        let rig = GestureRig()
        let deaf = rig.add(Deaf(frame: Rect(x: 0, y: 0, width: 100, height: 100), identifier: "deaf"))
        #expect(HitPoint(for: deaf) == .missed(.declinedByHitTest))
        withExtendedLifetime(rig) {}
    }

    @Test func everyMissSaysWhyInWordsAndCodes() {
        let misses: [HitMiss] = [
            .notInWindow, .zeroSize, .hidden("a"), .userInteractionOff("a"), .disabled("a"), .refusesTouches("a"), .outsideWindow,
            .outsideSuperview("a"), .covered(by: "a"), .declinedByHitTest,
        ]
        #expect(Set(misses.map(\.code)).count == misses.count)
        #expect(Set(misses.map(\.description)).count == misses.count)
        #expect(HitMiss.covered(by: "overlay").description == "covered by overlay")
        #expect(HitMiss.hidden("photo").view == "photo")
        #expect(HitMiss.zeroSize.view == nil)
    }
}
