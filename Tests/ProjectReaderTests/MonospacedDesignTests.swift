import LayoutEngine
import Testing
@testable import ProjectReader

/// `Font.Design.monospaced` in every spelling SwiftUI has (Apple: `system(size:weight:design:)`,
/// `Font.monospaced()`, `View.monospaced(_:)`, `View.fontDesign(_:)`): each gives the text the
/// system font's monospaced design at the body size (SF Mono's widths: `SystemMonospacedFontTests`).
@Suite struct MonospacedDesignTests {
    @Test(arguments: [
        "Text(\"Hello UIKit\").font(.system(size: 17, design: .monospaced))",
        "Text(\"Hello UIKit\").font(.system(.body, design: .monospaced))",
        "Text(\"Hello UIKit\").font(.body.monospaced())",
        "Text(\"Hello UIKit\").monospaced()",
        "Text(\"Hello UIKit\").fontDesign(.monospaced)",
        "VStack { Text(\"Hello UIKit\") }.monospaced()",
    ])
    func everySpellingMeasuresInSFMono(_ expression: String) throws {
        let views = try placedViews("""
        import SwiftUI
        #Preview(traits: .sizeThatFitsLayout) {
            \(expression)
        }
        """)
        let text = try #require(views.first { $0.kind == "Text" }?.text)
        #expect(text.font.design == .monospaced)
        #expect(text.font.size == 17)
    }

    @Test func monospacedFalseKeepsTheDefaultDesign() throws {
        let views = try placedViews("""
        import SwiftUI
        #Preview(traits: .sizeThatFitsLayout) {
            Text("Hello UIKit").monospaced(false)
        }
        """)
        #expect(views.first { $0.kind == "Text" }?.text?.font.design == .default)
    }
}
