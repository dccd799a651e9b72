import LayoutEngine
import Testing
@testable import ProjectReader

/// `UIFont` handed to SwiftUI (`UIKitFonts.swift`): `Font(uiFont)` and `Font(uiFont as CTFont)`
/// are the same face and size, so a text in them is as large as in the SwiftUI font written out.
@Suite struct UIKitFontsTests {
    @Test func aUIFontIsTheSameFontInSwiftUI() throws {
        let reading = read("""
        import SwiftUI
        private enum Metrics { static let body: UIFont = .systemFont(ofSize: 16, weight: .semibold) }
        #Preview(traits: .sizeThatFitsLayout) {
            VStack {
                Text("Message").font(Font(Metrics.body as CTFont))
                Text("Message").font(.system(size: 16, weight: .semibold))
                Text("Title").font(Font(UIFont.preferredFont(forTextStyle: .title1)))
                Text("Title").font(.title)
                Text("Bold").font(Font(UIFont.boldSystemFont(ofSize: 20)))
                Text("Bold").font(.system(size: 20, weight: .bold))
                Text("\\(Int(Metrics.body.pointSize))")
            }
        }
        """)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.text))")
        let scenario = try #require(reading.scenarios.first)
        #expect(scenario.root.texts.last == "16")
        let texts = layout(scenario).root.allViews.filter { $0.kind == "Text" }.map(\.frame.size)
        try #require(texts.count == 7)
        #expect(texts[0] == texts[1])
        #expect(texts[2] == texts[3])
        #expect(texts[4] == texts[5])
    }
}

/// UIKit's standard sizes as class properties: `UIFont(name:size: UIFont.labelFontSize)` is a
/// font of 17 pt (the number apps note beside it; Apple's page gives none, so unverified), and a
/// custom font made with it no longer stops the module (HedvigInsurance/ugglan's `Fonts`).
@Suite struct UIKitStandardFontSizesTests {
    @Test func theStandardSizesAreNumbers() throws {
        let reading = read("""
        import SwiftUI
        #Preview {
            Text("\\(Int(UIFont.labelFontSize)) \\(Int(UIFont.systemFontSize)) \\(Int(UIFont.smallSystemFontSize))")
        }
        """)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.text))")
        #expect(try #require(reading.scenarios.first).root.texts == ["17 14 12"])
    }
}

/// UIKit's weights (`UIFont.Weight.semibold`) have SwiftUI's names and widths; a font scaled by
/// `UIFontMetrics` from a font LayoutLens cannot know stays that font (assumed the body font).
@Suite struct UIKitFontWeightsTests {
    @Test func aUIKitWeightIsTheSameWeightInSwiftUI() throws {
        let reading = read("""
        import SwiftUI
        #Preview(traits: .sizeThatFitsLayout) {
            VStack {
                Text("Message").font(Font(UIFont.systemFont(ofSize: 16, weight: UIFont.Weight.semibold)))
                Text("Message").font(.system(size: 16, weight: .semibold))
                Text("Message").font(Font(UIFontMetrics.default.scaledFont(for: UIFont(descriptor: UIFontDescriptor(), size: 0))))
                Text("Message").font(.body)
            }
        }
        """)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics.map(\.text))")
        let texts = layout(try #require(reading.scenarios.first)).root.allViews.filter { $0.kind == "Text" }.map(\.frame.size)
        try #require(texts.count == 4)
        #expect(texts[0] == texts[1])
        #expect(texts[2] == texts[3])
    }
}
