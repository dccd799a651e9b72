import LayoutEngine
import Testing
@testable import ProjectReader

/// Apple: `Text.bold()` and `View.bold(_:)` "apply a bold font weight to the text"; `fontWeight(_:)`
/// sets the weight of the text in a view. The weight holds over a font set closer to the text, so
/// `Text("x").font(.title).bold()` is a bold title, as is a title inside a bold stack.
@Suite struct FontWeightOverFontTests {
    @Test(arguments: [
        ("Text(\"Featured\").font(.title).bold()", FontWeight.bold),
        ("Text(\"Featured\").bold().font(.title)", FontWeight.bold),
        ("Text(\"Featured\").font(.title).fontWeight(.heavy)", FontWeight.heavy),
        ("VStack { Text(\"Featured\").font(.title) }.fontWeight(.semibold)", FontWeight.semibold),
        ("VStack { Text(\"Featured\").font(.title).fontWeight(.light) }.bold()", FontWeight.light),
    ])
    func theWeightHoldsOverAFontSetCloser(_ expression: String, expected: FontWeight) throws {
        let views = try placedViews("""
        import SwiftUI
        #Preview(traits: .sizeThatFitsLayout) {
            \(expression)
        }
        """)
        let text = try #require(views.first { $0.kind == "Text" }?.text)
        #expect(text.font.weight == expected)
        #expect(text.font.size == 28)
    }
}
