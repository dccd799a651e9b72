import LayoutEngine
import Testing
@testable import ProjectReader

/// `Font.Width` (Apple, "Font.Width": `.compressed`, `.condensed`, `.standard`, `.expanded`): the
/// bundled faces have no width axis, so each text is as wide as at the standard width, and every
/// width but `.standard` says so in an `approximatedView` warning naming it.
@Suite struct FontWidthTests {
    @Test func widthsAreMeasuredAtTheStandardWidthWithAWarning() throws {
        let reading = read("""
        import SwiftUI
        #Preview {
            VStack {
                Text("Condensed")
                Text("Condensed").font(.body.width(.condensed))
                Text("Condensed").fontWidth(.expanded)
                Text("Condensed").font(.system(size: 17, weight: .regular, width: .compressed))
                Text("Condensed").fontWidth(.standard)
            }
        }
        """)
        #expect(reading.diagnostics.map(\.id) == ["approximatedView", "approximatedView", "approximatedView"], "\(reading.diagnostics.map(\.text))")
        #expect(reading.diagnostics.map(\.text).allSatisfy { $0.contains("measured at the standard width") })
        let texts = layout(try #require(reading.scenarios.first)).root.allViews.filter { $0.kind == "Text" }
        try #require(texts.count == 5)
        #expect(texts.allSatisfy { $0.frame.size == texts[0].frame.size })
    }
}
