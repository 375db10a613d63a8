import Foundation
import HeadlessUIKit
import Testing

/// Foundation on Linux declares its own CGPoint, CGRect, CGSize and CGFloat. In a file that
/// imports both Foundation and HeadlessUIKit (this one), HeadlessUIKit's names win, so UIKit
/// code that uses them compiles and hands the models their own geometry.
@Suite("HeadlessUIKit beside Foundation: CoreGraphics names are the models' geometry")
struct ForeignGeometryTests {
    @Test func coreGraphicsNamesAreTheModelsTypes() {
        let point = CGPoint(x: 10, y: 20)
        let size = CGSize(width: 30, height: 40)
        let rect = CGRect(origin: point, size: size)
        let half: CGFloat = rect.width / 2
        #expect(rect.midX == 25 && half == 15)
        let model: Rect = rect  // the same type, no conversion
        #expect(model == Rect(x: 10, y: 20, width: 30, height: 40))
        #expect(CGPoint.zero == Point.zero && CGRect.zero.isEmpty)
        #expect(NSString(string: "Foundation").length == 10, "Foundation is really imported here")
    }

    @Test func uiKitCodeWithGeometryLiteralsCompiles() {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        screen.addSubview(view)
        view.center = CGPoint(x: 200, y: 200)
        let scale: CGFloat = 1.5
        let widened = CGRect(x: view.frame.minX, y: view.frame.minY, width: view.frame.width * scale, height: view.frame.height)
        view.frame = widened
        #expect(view.frame == CGRect(x: 150, y: 150, width: 150, height: 100))
        let inView: CGPoint = view.convert(CGPoint(x: 160, y: 160), from: nil)
        #expect(inView == CGPoint(x: 10, y: 10))
    }
}
