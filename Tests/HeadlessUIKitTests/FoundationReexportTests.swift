import HeadlessUIKit
import Testing

/// This file imports HeadlessUIKit alone, as a UIKit file imports UIKit alone: Foundation comes
/// with it, and the CoreGraphics names are still the models' geometry.
@Suite("HeadlessUIKit re-exports Foundation")
struct FoundationReexportTests {
    @Test func foundationsAPIsResolve() throws {
        let price = 12.5
        #expect(String(format: "$%.2f", price) == "$12.50")
        let text = "héllo wörld"
        let range = NSRange(location: 6, length: 5)
        let swiftRange = try #require(Range(range, in: text))
        #expect(text[swiftRange] == "wörld")
        #expect((text as NSString).replacingCharacters(in: range, with: "there") == "héllo there")
        let interval: TimeInterval = 0.25
        #expect(Date(timeIntervalSince1970: interval).timeIntervalSince1970 == 0.25)
    }

    @Test func coreGraphicsNamesStayTheModelsGeometry() {
        let point = CGPoint(x: 3, y: 4)
        let model: Point = point
        let width: CGFloat = 10
        #expect(model == Point(x: 3, y: 4) && CGRect(origin: point, size: CGSize(width: width, height: 1)).maxX == 13)
    }

    @Test func aTextFieldDelegatesRangeIsFoundationsNSRange() throws {
        final class Limit: UITextFieldDelegate {
            var ranges: [NSRange] = []
            func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                ranges.append(range)
                let current = textField.text ?? ""
                guard let swiftRange = Range(range, in: current) else { return false }
                return current.replacingCharacters(in: swiftRange, with: string).count <= 3
            }
        }
        let clock = TestScheduler()
        let window = UIWindow(width: 390, height: 844, scheduler: clock)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        window.addSubview(field)
        let limit = Limit()
        field.delegate = limit
        try window.type("abcd", into: field)
        #expect(field.text == "abc")
        #expect(limit.ranges == [NSRange(location: 0, length: 0), NSRange(location: 1, length: 0), NSRange(location: 2, length: 0), NSRange(location: 3, length: 0)])
    }
}
