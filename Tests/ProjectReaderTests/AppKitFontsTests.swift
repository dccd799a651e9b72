import LayoutEngine
import Testing
@testable import ProjectReader

/// `NSFont` in a macOS SwiftUI view (`AppKitFonts.swift`): `preferredFont(forTextStyle:)` has
/// macOS's text-style sizes (Apple HIG, Typography: Large Title 26 pt, Title 1 22 pt, Headline
/// 13 pt bold, Body 13 pt), read through `pointSize`, and `Font(nsFont)` is the same face and size.
@Suite struct AppKitFontsTests {
    @Test func anNSFontHasMacOSTextStyleSizesAndIsTheSameFontInSwiftUI() throws {
        let reading = read("""
        import SwiftUI
        #Preview(traits: .sizeThatFitsLayout) {
            VStack {
                Text("\\(Int(NSFont.preferredFont(forTextStyle: .largeTitle).pointSize))")
                Text("\\(Int(NSFont.preferredFont(forTextStyle: .title1).pointSize))")
                Text("\\(Int(NSFont.preferredFont(forTextStyle: .body).pointSize))")
                Text("Head").font(Font(NSFont.preferredFont(forTextStyle: .headline)))
                Text("Head").font(.system(size: 13, weight: .bold))
                Text("Plain").font(Font(NSFont.systemFont(ofSize: 15)))
                Text("Plain").font(.system(size: 15))
            }
        }
        """)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.text))")
        let scenario = try #require(reading.scenarios.first)
        #expect(Array(scenario.root.texts.prefix(3)) == ["26", "22", "13"])
        let texts = layout(scenario).root.allViews.filter { $0.kind == "Text" }.map(\.frame.size)
        try #require(texts.count == 7)
        #expect(texts[3] == texts[4])
        #expect(texts[5] == texts[6])
    }
}
