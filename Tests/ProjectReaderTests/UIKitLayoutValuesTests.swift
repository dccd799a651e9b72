import LayoutEngine
import SwiftUIRuntime
import Testing
@testable import ProjectReader

/// UIKit values that layout code reads for its numbers: `UIFont`'s vertical metrics (SF's, 2048
/// units per em: ascender 1950, descender 494, line gap 0, cap height 1443, x-height 1078;
/// text-metrics.md §1.2) and `UIEdgeInsets`/`NSDirectionalEdgeInsets` sides (Apple docs).
@Suite struct UIKitLayoutValuesTests {
    /// The widths of the `Color`s the file's first preview lays out, in order.
    private func colourWidths(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [Double] {
        let reading = SwiftUIFileReader.read(bytes: Array(source.utf8), file: "x.swift", assets: ImageAssets(directory: nil), settings: PreviewSettings())
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics)", sourceLocation: sourceLocation)
        let scenario = try #require(reading.scenarios.first, sourceLocation: sourceLocation)
        return layout(scenario).root.allViews.filter { $0.kind == "Color" }.map(\.frame.width)
    }

    @Test func systemFontLineMetricsAreSFsScaledToItsSize() throws {
        // At 2048 / 3 pt one font unit is a third of a point, so each metric is its units / 3,
        // a whole number of pixels at scale 3: lineHeight (1950 + 494) / 3, ascender 1950 / 3 =
        // 650, descender −494 / 3 (drawn as its magnitude), cap height 1443 / 3 = 481, x-height
        // 1078 / 3, leading 0 (drawn as 0 + 1).
        let widths = try colourWidths("""
            import SwiftUI
            import UIKit
            #Preview {
                let font = UIFont.systemFont(ofSize: 2048.0 / 3)
                VStack {
                    Color.red.frame(width: font.lineHeight, height: 1)
                    Color.red.frame(width: font.ascender, height: 1)
                    Color.red.frame(width: -font.descender, height: 1)
                    Color.red.frame(width: font.capHeight, height: 1)
                    Color.red.frame(width: font.xHeight, height: 1)
                    Color.red.frame(width: font.leading + 1, height: 1)
                }
            }
            """)
        let expected = [2444.0 / 3, 650, 494.0 / 3, 481, 1078.0 / 3, 1]
        #expect(widths.count == expected.count)
        for (width, value) in zip(widths, expected) { #expect(abs(width - value) < 1e-9) }
    }

    @Test func edgeInsetsSidesAreTheNumbersTheyWereMadeWith() throws {
        // 100 wide, padded 10 on the left (leading) and 20 on the right (trailing): 130; the
        // directional insets give 7 + 3; `.zero` and `init()` give nothing; a side set later counts.
        let widths = try colourWidths("""
            import SwiftUI
            import UIKit
            #Preview {
                let insets = UIEdgeInsets(top: 4, left: 10, bottom: 6, right: 20)
                let directional = NSDirectionalEdgeInsets(top: 0, leading: 7, bottom: 0, trailing: 3)
                var later = UIEdgeInsets()
                later.left = 5
                return VStack(spacing: 0) {
                    Color.red.frame(width: 100 + insets.left + insets.right, height: 1)
                    Color.red.frame(width: directional.leading + directional.trailing, height: 1)
                    Color.red.frame(width: UIEdgeInsets.zero.top + later.left + later.right, height: 1)
                    Color.red.frame(width: insets == UIEdgeInsets(top: 4, left: 10, bottom: 6, right: 20) ? 1 : 2, height: 1)
                }
            }
            """)
        #expect(widths == [130, 10, 5, 1])
    }
}
