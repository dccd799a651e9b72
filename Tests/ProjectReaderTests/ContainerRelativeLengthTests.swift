import LayoutEngine
import Testing
@testable import ProjectReader

/// `containerRelativeFrame`'s container (Apple, `containerRelativeFrame(_:alignment:)`: the
/// container's size less its safe-area insets; a scroll view's content margins count) and the
/// closure form `containerRelativeFrame(_:alignment:_:)`, whose closure is given the container's
/// length and the axis and returns the view's length. The canvas is a fixed 400 × 300.
@Suite struct ContainerRelativeLengthTests {
    private func views(_ body: String) throws -> [PlacedView] { try placedViewsOn400By300(body) }

    /// 400 × 0.8 = 320 wide; the height is the proposal's, as `frame` leaves an axis not named.
    @Test func theLengthClosureScalesTheContainer() throws {
        let red = try frame(try views("Color.red.containerRelativeFrame(.horizontal) { length, _ in length * 0.8 }"), kind: "Color")
        #expect(red.size == Size(width: 320, height: 300))
    }

    /// The closure sees each axis: width 400 / 2 = 200, height 300 − 100 = 200.
    @Test func theLengthClosureIsCalledForEachAxis() throws {
        let red = try frame(try views("""
        Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, axis in axis == .horizontal ? length / 2 : length - 100 }
        """), kind: "Color")
        #expect(red.size == Size(width: 200, height: 200))
    }

    /// A carousel: a horizontal scroll view with `.safeAreaPadding(.horizontal, 20)` measures a
    /// 400 − 40 = 360 container; three columns 10 apart are (360 − 2 × 10) / 3 = 113.33…, a span of
    /// two 2 × 113.33… + 10 = 236.67; the first card starts after the 20-point margin.
    @Test func aScrollViewsContentMarginsNarrowTheContainer() throws {
        let placed = try views("""
        ScrollView(.horizontal) {
            LazyHStack(spacing: 10) {
                ForEach(0..<3) { _ in
                    Color.blue.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
                }
            }
        }
        .safeAreaPadding(.horizontal, 20)
        """)
        let card = try frame(placed, kind: "Color")
        #expect(abs(card.width - (2 * (360 - 20) / 3 + 10)) < 1e-9)
        #expect(card.x == 20)
    }
}
