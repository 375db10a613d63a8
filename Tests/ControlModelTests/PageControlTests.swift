import Testing

@testable import ControlModel

/// Five pages in a 200 pt page control: the indicators are 16 pt apart around its centre
/// (x = 100 in its coordinates), so with page 2 shown its indicator is at x = 100.
@Suite("PageControl: a tap beside the current page's indicator moves one page")
struct PageControlTests {
    private func makeRig(current: Int = 2) -> ControlRig<PageControl> {
        let control = PageControl(pages: 5)
        control.currentPage = current
        return ControlRig(control, frame: Rect(x: 100, y: 100, width: 200, height: 26))
    }

    private func tap(_ rig: ControlRig<PageControl>, at x: Double) {
        rig.down(x, 13)
        rig.up(x, 13)
    }

    @Test func itHasNoPagesAndShowsTheFirstByDefault() {
        let control = PageControl()
        #expect(control.numberOfPages == 0 && control.currentPage == 0)
        #expect(control.controlValue == .number(0))
    }

    @Test func aTapRightOfTheCurrentIndicatorShowsTheNextPage() {
        let rig = makeRig()
        tap(rig, at: 150)
        #expect(rig.control.currentPage == 3)
        #expect(rig.names == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
    }

    @Test func aTapLeftOfTheCurrentIndicatorShowsThePreviousPage() {
        let rig = makeRig()
        tap(rig, at: 20)
        #expect(rig.control.currentPage == 1)
        #expect(rig.names.contains("valueChanged"))
    }

    @Test func nothingChangesPastTheLastPageOrOnTheIndicator() {
        let last = makeRig(current: 4)
        tap(last, at: 199)
        #expect(last.control.currentPage == 4 && !last.names.contains("valueChanged"))
        let middle = makeRig()
        tap(middle, at: 100)
        #expect(middle.control.currentPage == 2 && !middle.names.contains("valueChanged"))
    }

    @Test func settingThePageKeepsItInRangeAndNeverDispatches() {
        let rig = makeRig()
        rig.control.currentPage = 9
        #expect(rig.control.currentPage == 4)
        rig.control.numberOfPages = 2
        #expect(rig.control.currentPage == 1)
        #expect(rig.log.isEmpty)
    }
}
