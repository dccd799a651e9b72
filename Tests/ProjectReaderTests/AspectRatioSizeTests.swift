import LayoutEngine
import Testing
@testable import ProjectReader

/// `aspectRatio(_ aspectRatio: CGSize, contentMode:)`: the size's width over its height is the
/// ratio (Apple: "The ratio of width to height to use for the resulting view"). The canvas is a
/// fixed 400 × 300.
@Suite struct AspectRatioSizeTests {
    private func colour(_ body: String) throws -> Rect {
        try frame(try placedViewsOn400By300(body), kind: "Color")
    }

    /// 4:3 fitted in 400 × 300 fills it exactly; 16:9 in 400 × 300 is 400 × 225.
    @Test func aSizeGivesTheRatioToFit() throws {
        #expect(try colour("Color.red.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fit)").size == Size(width: 400, height: 300))
        #expect(try colour("Color.red.aspectRatio(CGSize(width: 16, height: 9), contentMode: .fit)").size == Size(width: 400, height: 225))
    }

    /// 1:1 filling 400 × 300 is 400 × 400 (the larger side wins).
    @Test func aSizeGivesTheRatioToFill() throws {
        #expect(try colour("Color.red.aspectRatio(CGSize(width: 1, height: 1), contentMode: .fill)").size == Size(width: 400, height: 400))
    }

    /// A size with a zero side has no ratio: as `aspectRatio(nil)`, the view's own, the ratio of its
    /// ideal size (a colour's is 10 × 10, 1:1): fitted in 400 × 300 that is 300 × 300.
    @Test func aDegenerateSizeFallsBackToTheViewsOwnRatio() throws {
        #expect(try colour("Color.red.aspectRatio(CGSize(width: 4, height: 0), contentMode: .fit)").size == Size(width: 300, height: 300))
    }
}
