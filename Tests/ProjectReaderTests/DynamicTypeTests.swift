import LayoutEngine
import Testing
@testable import ProjectReader

/// `.dynamicTypeSize(_:)` scales text-style fonts by Apple's Dynamic Type table (HIG,
/// "Typography"); body, headline, footnote and caption sizes cross-checked by an iOS 8.4
/// simulator measurement (see `DynamicTypeSize`): body 17 at `.large`, 23 at `.xxxLarge`, 53 at
/// `.accessibility5`; footnote 19 at `.xxxLarge`. A fixed-size font does not scale.
@Suite struct DynamicTypeTests {
    private func fontSizes(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [Double] {
        let reading = read(source)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics)", sourceLocation: sourceLocation)
        let scenario = try #require(reading.scenarios.first, sourceLocation: sourceLocation)
        return layout(scenario).root.allViews.compactMap { $0.text?.font.size }
    }

    @Test func textStylesScale() throws {
        let sizes = try fontSizes("""
        #Preview {
            VStack {
                Text("Body")
                Text("Footnote").font(.footnote)
                Text("Fixed").font(.system(size: 12))
            }
            .dynamicTypeSize(.xxxLarge)
        }
        """)
        #expect(sizes == [23, 19, 12])
    }

    @Test func accessibilitySizes() throws {
        let sizes = try fontSizes("""
        #Preview { Text("Body").dynamicTypeSize(.accessibility5) }
        """)
        #expect(sizes == [53])
    }

    /// A range that holds the preview's `.large` changes nothing; one that leaves it out clamps
    /// to its nearest bound (`.xLarge...` → body 19).
    @Test func rangesClampThePreviewSetting() throws {
        let sizes = try fontSizes("""
        #Preview {
            VStack {
                Text("A").dynamicTypeSize(...DynamicTypeSize.xxLarge)
                Text("B").dynamicTypeSize(DynamicTypeSize.xLarge...)
            }
        }
        """)
        #expect(sizes == [17, 19])
    }

    /// Symbols follow the scaled font (`SymbolScale`, unverified): 23 × 23 at body, `.xxxLarge`.
    @Test func symbolsFollowTheScaledFont() throws {
        let reading = read("""
        #Preview { Image(systemName: "star").dynamicTypeSize(.xxxLarge) }
        """)
        let scenario = try #require(reading.scenarios.first)
        let image = try #require(layout(scenario).root.allViews.first { $0.kind == "Image" })
        #expect(image.frame.width == 23)
    }

    /// `.environment(\.sizeCategory, .extraExtraExtraLarge)` and `.environment(\.dynamicTypeSize,
    /// .accessibility1)` scale fonts too: body 23 and 28.
    @Test func environmentKeysScaleFonts() throws {
        let sizes = try fontSizes("""
        #Preview {
            VStack {
                Text("A").environment(\\.sizeCategory, .extraExtraExtraLarge)
                Text("B").environment(\\.dynamicTypeSize, .accessibility1)
            }
        }
        """)
        #expect(sizes == [23, 28])
    }

    /// Two lines of body text at `.xxxLarge` (23 pt) advance by the body leading scaled with the
    /// size (unverified rule): 22 × 23 / 17 between the baselines, more than the default 22.
    @Test func scaledLinesDoNotOverlap() throws {
        func textHeight(_ source: String) throws -> Double {
            let scenario = try #require(read(source).scenarios.first)
            return try #require(layout(scenario).root.allViews.first { $0.kind == "Text" }).frame.height
        }
        let two = try textHeight("#Preview { Text(\"One\\nTwo\").dynamicTypeSize(.xxxLarge) }")
        let one = try textHeight("#Preview { Text(\"One\").dynamicTypeSize(.xxxLarge) }")
        // Rounded to the @3x pixel grid: within a pixel of 22 × 23 / 17.
        #expect(abs(two - one - 22 * 23 / 17) <= 1.0 / 3 + 0.001)
    }
}
