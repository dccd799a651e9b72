import LayoutEngine
import Testing
@testable import ProjectReader

/// The program's extensions of Core Graphics' value types (`extension CGSize { var … }`) add to
/// those types as any extension of a library type does (TSPL, "Extensions": "Extensions add new
/// functionality to an existing class, structure, enumeration, or protocol type"), so a view reads
/// them off a `GeometryProxy`'s size or a size it made.
@Suite struct GeometryTypeExtensionTests {
    /// The proxy's size is the 400 × 300 canvas; `gap` is a tenth of its height, 300 / 10 = 30,
    /// so two 10-point-tall colours stack with 30 between them: the second starts 10 + 30 = 40
    /// below the first.
    @Test func aComputedPropertyOfAnExtensionOfCGSizeIsReadFromTheProxySize() throws {
        let placed = try placedViews("""
        import SwiftUI
        private extension CGSize {
            var gap: CGFloat { height / 10 }
        }
        struct Rows: View {
            var body: some View {
                GeometryReader { proxy in
                    VStack(spacing: proxy.size.gap) {
                        Color.red.frame(width: 10, height: 10)
                        Color.blue.frame(width: 10, height: 10)
                    }
                }
            }
        }
        #Preview(traits: .fixedLayout(width: 400, height: 300)) {
            Rows()
        }
        """)
        let first = try frame(placed, kind: "Color", 0), second = try frame(placed, kind: "Color", 1)
        #expect(second.origin.y - first.origin.y == 40)
    }

    /// A method and a static of extensions of `CGRect` and `CGPoint`: a 20 × 40 rectangle's
    /// centre point is (10, 20), and `CGPoint.inset` is 5, so the frame is 10 + 5 = 15 wide and
    /// 20 + 5 = 25 tall.
    @Test func methodsAndStaticsOfExtensionsOfCGRectAndCGPoint() throws {
        let placed = try placedViews("""
        import SwiftUI
        extension CGRect {
            func centre() -> CGPoint { CGPoint(x: midX, y: midY) }
        }
        extension CGPoint {
            static let inset: CGFloat = 5
        }
        #Preview {
            let centre = CGRect(x: 0, y: 0, width: 20, height: 40).centre()
            Color.green.frame(width: centre.x + CGPoint.inset, height: centre.y + CGPoint.inset)
        }
        """)
        let colour = try frame(placed, kind: "Color")
        #expect(colour.size == Size(width: 15, height: 25))
    }
}
