import LayoutEngine
import Testing

/// A body that says `return` is not transformed by its result builder (SE-0289; swiftc warns
/// "application of result builder 'ViewBuilder' disabled by explicit 'return' statement"), so
/// statements a builder refuses, such as a `for` loop, run as plain code.
@Suite struct ExplicitReturnInBuilderTests {
    /// 1 + 2 + 3 = 6 points wide.
    @Test func aPreviewThatReturnsRunsItsLoopAsCode() throws {
        let views = try placedViews("""
        import SwiftUI
        #Preview {
            var total = 0
            for step in 1...3 { total += step }
            return Color.clear.frame(width: CGFloat(total), height: 1)
        }
        """)
        #expect(try frame(views, kind: "Color").width == 6)
    }
}
