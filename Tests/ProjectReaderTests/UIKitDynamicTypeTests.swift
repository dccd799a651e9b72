import LayoutEngine
import Testing
@testable import ProjectReader
import SwiftUIRuntime

/// UIKit's Dynamic Type read from SwiftUI code (`TraitCollections.swift`,
/// `UIKitFontDescriptors.swift`, `UIKitFontMetrics.swift`): point sizes per text style and content
/// size category are the HIG Dynamic Type table's (`DynamicTypeSize.table`): body 17 at Large, 23
/// at xxxLarge, 53 at AX5; title 1 38 at AX1; callout 16 at Large.
@Suite struct UIKitDynamicTypeTests {
    static func texts(_ body: String, at size: DynamicTypeSize) throws -> [String] {
        let source = """
        import SwiftUI
        import UIKit
        func traits(_ category: UIContentSizeCategory) -> UITraitCollection { UITraitCollection(preferredContentSizeCategory: category) }
        #Preview {
            VStack {
        \(body)
            }
        }
        """
        let reading = SwiftUIFileReader.read(bytes: Array(source.utf8), file: "x.swift", assets: ImageAssets(directory: nil),
                                             settings: PreviewSettings(dynamicTypeSize: size))
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.text))")
        return try #require(reading.scenarios.first).root.texts
    }

    @Test func aTraitCollectionsContentSizeCategoryPicksTheTablesPointSize() throws {
        let texts = try Self.texts("""
            Text(verbatim: "\\(Double(UIFont.preferredFont(forTextStyle: .body).pointSize))")
            Text(verbatim: "\\(Double(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body, compatibleWith: traits(.extraExtraExtraLarge)).pointSize))")
            Text(verbatim: "\\(Double(UIFont.preferredFont(forTextStyle: .title1, compatibleWith: traits(.accessibilityMedium)).pointSize))")
            Text(verbatim: "\\(Double(UIFont(descriptor: UIFontDescriptor.preferredFontDescriptor(withTextStyle: .callout), size: 0).pointSize))")
            Text(verbatim: "\\(Double(UIFont(descriptor: UIFontDescriptor.preferredFontDescriptor(withTextStyle: .callout), size: 20).pointSize))")
        """, at: .large)
        #expect(texts == ["17.0", "23.0", "38.0", "16.0", "20.0"])
    }

    /// `scaledValue(for:compatibleWith:)`: 34 × 53 / 17 = 106 for body at AX5; `scaledFont(for:
    /// maximumPointSize:compatibleWith:)` of a 17 pt font is min(17 × 53 / 17, 30) = 30.
    @Test func fontMetricsScaleToTheGivenTraits() throws {
        let texts = try Self.texts("""
            Text(verbatim: "\\(Double(UIFontMetrics(forTextStyle: .body).scaledValue(for: 34, compatibleWith: traits(.accessibilityExtraExtraExtraLarge))))")
            Text(verbatim: "\\(Double(UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 17), maximumPointSize: 30, compatibleWith: traits(.accessibilityExtraExtraExtraLarge)).pointSize))")
            Text(verbatim: "\\(Double(UIFontMetrics(forTextStyle: .body).scaledValue(for: 17, compatibleWith: traits(.large))))")
        """, at: .large)
        #expect(texts == ["106.0", "30.0", "17.0"])
    }

    /// The canvas's Dynamic Type size is the application's and the current traits' category, and
    /// what a preferred font or a scaled value without traits reads: body 23 at xxxLarge.
    @Test func theCanvasSizeIsTheCurrentContentSizeCategory() throws {
        let texts = try Self.texts("""
            Text("\\(UIApplication.shared.preferredContentSizeCategory == .extraExtraExtraLarge)")
            Text("\\(UITraitCollection.current.preferredContentSizeCategory == .extraExtraExtraLarge)")
            Text(verbatim: "\\(Double(UIFont.preferredFont(forTextStyle: .body).pointSize))")
            Text(verbatim: "\\(Double(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: nil)))")
            Text("\\(traits(.small).preferredContentSizeCategory == .small) \\(traits(.small).userInterfaceStyle == .unspecified)")
        """, at: .xxxLarge)
        #expect(texts == ["true", "true", "23.0", "23.0", "true true"])
    }

    /// `UIContentSizeCategory` is `Comparable` in its cases' order, and the five accessibility
    /// sizes are accessibility categories (Apple docs, "UIContentSizeCategory").
    @Test func contentSizeCategoriesCompareInSizeOrder() throws {
        let texts = try Self.texts("""
            Text("\\(UIContentSizeCategory.small < .large) \\(UIContentSizeCategory.accessibilityMedium > .extraExtraExtraLarge)")
            Text("\\(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory) \\(UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)")
        """, at: .large)
        #expect(texts == ["true true", "true false"])
    }
}
