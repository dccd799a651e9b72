import LayoutEngine
import Testing
@testable import ProjectReader

/// A `GeometryReader` takes its proposal, an unspecified axis as 10 (Apple: it "returns a flexible
/// preferred size", and a flexible view's unspecified axis is `replacingUnspecifiedDimensions()`'s
/// 10; in a scroll view "the height always returns 10 from the geometry reader",
/// ilamanov/SwiftPieChart issue 4), and pins its content top-leading; `.position(x:y:)` places the view's centre at the point in its parent's
/// coordinate space (Apple, `position(x:y:)`), here the reader's. The canvas is a fixed 400 × 300.
@Suite struct GeometryReaderPlacementTests {
    private func views(_ body: String) throws -> [PlacedView] { try placedViewsOn400By300(body) }

    /// The reader below a 100-point band, inset 10 on each side: 380 × 200 at (10, 100). The square's
    /// centre at (380 − 20, 100) in the reader is (10 + 360, 100 + 100) on the canvas, so its origin
    /// is (370 − 20, 200 − 20) = (350, 180).
    @Test func positionIsInTheReadersCoordinateSpace() throws {
        let placed = try views("""
        VStack(spacing: 0) {
            Color.gray.frame(height: 100)
            GeometryReader { proxy in
                Color.green.frame(width: 40, height: 40).position(x: proxy.size.width - 20, y: proxy.size.height / 2)
            }
            .padding(.horizontal, 10)
        }
        """)
        let green = try frame(placed.filter { $0.label == "Color.green" }, kind: "Color")
        #expect(green.origin == Point(x: 350, y: 180))
    }

    /// In a vertical scroll view the reader is proposed no height and takes 10, which its proxy
    /// reports; the next view follows at 10 + the 8-point default spacing = 18. Given a height by a
    /// frame, it takes it: the blue view then starts at 60.
    @Test func aReaderInAScrollViewIsTenHighUnlessGivenAHeight() throws {
        let collapsed = try views("""
        ScrollView {
            GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height * 3) }
            Color.blue.frame(height: 100)
        }
        """)
        #expect(try frame(collapsed, kind: "GeometryReader").size == Size(width: 400, height: 10))
        #expect(try frame(collapsed.filter { $0.label == "Color.red" }, kind: "Color").size == Size(width: 200, height: 30))
        #expect(try frame(collapsed.filter { $0.label == "Color.blue" }, kind: "Color").y == 18)
        let sized = try views("""
        ScrollView {
            VStack(spacing: 0) {
                GeometryReader { proxy in Color.red.frame(width: proxy.size.width, height: 30) }.frame(height: 60)
                Color.blue.frame(height: 100)
            }
        }
        """)
        #expect(try frame(sized.filter { $0.label == "Color.blue" }, kind: "Color").y == 60)
    }
}
