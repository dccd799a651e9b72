import LayoutEngine
import Testing
@testable import ProjectReader

/// `.tracking(_:)` and `.kerning(_:)` on a text or on a container of texts: each character
/// cluster gets that many more points (Apple, `Text.tracking(_:)`, `View.tracking(_:)`), a font set
/// below keeps them, and the two add up. The test measurer gives every character 0.5 em: 8.5 pt at
/// the body's 17 pt and 14 pt at the title's 28 pt.
@Suite struct TextTrackingTests {
    @Test func trackingAndKerningWidenEveryCluster() throws {
        let views = try placedViews("""
        import SwiftUI
        #Preview {
            VStack {
                Text("ABCDEF").tracking(3)
                Text("ABCDEF").kerning(-1)
                Text("ABCDEF").tracking(3).kerning(1)
                VStack { Text("ABCD").font(.title) }.tracking(2)
            }
        }
        """)
        // 6 × (8.5 + 3) = 69; 6 × (8.5 − 1) = 45; 6 × (8.5 + 3 + 1) = 75; 4 × (14 + 2) = 64.
        #expect(try frame(views, kind: "Text", 0).width == 69)
        #expect(try frame(views, kind: "Text", 1).width == 45)
        #expect(try frame(views, kind: "Text", 2).width == 75)
        #expect(try frame(views, kind: "Text", 3).width == 64)
    }
}
