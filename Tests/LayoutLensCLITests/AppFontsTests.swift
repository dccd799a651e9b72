import Foundation
import Testing
@testable import LayoutLensCLI

/// Text in a font the app bundles is measured with that font's file (`ModuleFonts`): the coffee
/// shop bundles `Resources/Fonts/BrandSans.ttf`, written by `FontBuilder` with every ASCII
/// character 500 of 1000 units wide, ascender 800, descender −200, so at 20 pt each character is
/// 10 wide and a line 20 tall. With the system font the widths would be Inter's, not these.
@Suite struct AppFontsTests {
    static let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ProjectReaderTests/Apps/CoffeeShop").path

    /// The first `Text` line of the scenario in the frames text tree.
    private func textLine(_ scenario: String) throws -> String {
        let result = runFrames(FramesOptions(inputs: [Self.app], scenario: scenario, format: .text))
        #expect(result.status == 0, "\(result.standardError)")
        return try #require(result.standardOutput.split(separator: "\n").first { $0.contains("Text  ") }.map(String.init))
    }

    /// "Flat White": 10 characters × 10 = 100 wide, 20 tall.
    @Test func textInABundledFontHasThatFontsAdvances() throws {
        #expect(try textLine("Queue").contains("Text  100 × 20 at"))
    }

    /// "4 orders": 8 × 10 = 80 wide.
    @Test func aPreviewModifiersPreviewUsesTheBundledFontToo() throws {
        #expect(try textLine("Order count").contains("Text  80 × 20 at"))
    }
}
