import LayoutEngine
import Testing
@testable import ProjectReader

/// `Image(systemName:)` placeholders follow the font and `imageScale` (Apple, `imageScale(_:)`:
/// symbols scale with the current font; small, medium, large). Side = point size × 0.8 / 1 / 1.3
/// (AppKit `NSImage.SymbolScale`: small ≈ 20 % smaller, large ≈ 30 % larger than medium; the
/// medium square is the **unverified** rule of docs/engine.md, `SymbolScale`). Text style sizes:
/// Apple HIG typography (body 17, largeTitle 34, caption 12).
@Suite struct SymbolImageTests {
    private func symbols(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [Rect] {
        let reading = read(source)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics)", sourceLocation: sourceLocation)
        let scenario = try #require(reading.scenarios.first, sourceLocation: sourceLocation)
        return layout(scenario).root.allViews.filter { $0.kind == "Image" }.map(\.frame)
    }

    @Test func symbolsFollowTheFont() throws {
        let frames = try symbols("""
        #Preview {
            VStack {
                Image(systemName: "star")
                Image(systemName: "star").font(.largeTitle)
                Image(systemName: "star").font(.caption)
                Image(systemName: "star").font(.system(size: 40))
            }
        }
        """)
        #expect(frames.map(\.width) == [17, 34, 12, 40])
        #expect(frames.map(\.height) == [17, 34, 12, 40])
    }

    /// `.imageScale(.large)` at body: 17 × 1.3 = 22.1, shown rounded to the pixel grid (22 at @3x
    /// after rounding the far edge); `.small`: 17 × 0.8 = 13.6. Compared unrounded-close.
    @Test func imageScale() throws {
        let frames = try symbols("""
        #Preview {
            HStack {
                Image(systemName: "star").imageScale(.small)
                Image(systemName: "star").imageScale(.large)
            }
        }
        """)
        try #require(frames.count == 2)
        #expect(abs(frames[0].height - 13.6) < 0.001 && abs(frames[1].height - 22.1) < 0.001)
    }

    /// A scale kept in a property or parameter declared `Image.Scale` (Apple docs: `Image.Scale`,
    /// cases `small`, `medium`, `large`) reaches `.imageScale(_:)` as the literal would: the same
    /// 13.6 / 17 / 22.1 sides as above.
    @Test func imageScaleHeldInAPropertyTyped() throws {
        let frames = try symbols("""
        struct Badge: View {
            var scale: Image.Scale = .medium
            var body: some View { Image(systemName: "star").imageScale(scale) }
        }
        func badge(_ scale: Image.Scale = .small) -> some View { Badge(scale: scale) }
        #Preview {
            HStack {
                badge()
                Badge()
                Badge(scale: Image.Scale.large)
            }
        }
        """)
        try #require(frames.count == 3)
        #expect(abs(frames[0].height - 13.6) < 0.001 && frames[1].height == 17 && abs(frames[2].height - 22.1) < 0.001)
    }

    /// A label's icon is sized by the label's font: `.font(.title)` (28) gives a 28-pt icon.
    @Test func labelIconFollowsTheFont() throws {
        let frames = try symbols("""
        #Preview { Label("Wi-Fi", systemImage: "wifi").font(.title) }
        """)
        #expect(frames.first?.height == 28)
    }

    /// `.resizable()` symbols take the proposal, as any resizable image.
    @Test func resizableSymbolTakesTheProposal() throws {
        let frames = try symbols("""
        #Preview { Image(systemName: "star").resizable().frame(width: 50, height: 60) }
        """)
        #expect(frames.first.map { ($0.width, $0.height) } ?? (0, 0) == (50, 60))
    }
}
