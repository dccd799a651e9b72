import AppResources
import Foundation
import LayoutEngine
import Testing
@testable import ProjectReader

/// Lowering of individual constructs, checked through the engine's layout where sizes matter.
@Suite struct LoweringTests {
    /// The first scenario of `source`, which must read without diagnostics.
    private func scenario(_ source: String, warnings: [String] = [],
                          sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Scenario {
        let reading = read(source)
        #expect(reading.diagnostics.map(\.message.id) == warnings, sourceLocation: sourceLocation)
        return try #require(reading.scenarios.first, "no scenario read", sourceLocation: sourceLocation)
    }

    /// `.alignmentGuide(.leading) { d in d[.leading] + 10 }` moves the view's leading guide 10 pt
    /// to its right, so in a leading-aligned VStack it sits 10 pt left of its sibling: the stack
    /// lines up red's leading (0) with blue's guide (10); blue.x = red.x − 10.
    @Test func alignmentGuideClosuresAreEvaluated() throws {
        let source = """
        #Preview(traits: .sizeThatFitsLayout) {
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 50, height: 10)
                Color.blue.frame(width: 50, height: 10)
                    .alignmentGuide(.leading) { d in d[.leading] + 10 }
            }
        }
        """
        let scenario = try scenario(source)
        let views = scenario.layout().root.allViews
        let red = try #require(views.first { $0.label == "Color.red" })
        let blue = try #require(views.first { $0.label == "Color.blue" })
        #expect(blue.frame.x == red.frame.x - 10)
    }

    /// `{ $0.width / 2 }` on a 40-wide view is 20; as its leading guide next to a 0-offset sibling,
    /// the view sits 20 pt left of it.
    @Test func shorthandGuideClosure() throws {
        let source = """
        #Preview(traits: .sizeThatFitsLayout) {
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 40, height: 10)
                Color.blue.frame(width: 40, height: 10).alignmentGuide(.leading) { $0.width / 2 }
            }
        }
        """
        let scenario = try scenario(source)
        let views = scenario.layout().root.allViews
        let red = try #require(views.first { $0.label == "Color.red" })
        let blue = try #require(views.first { $0.label == "Color.blue" })
        #expect(blue.frame.x == red.frame.x - 20)
    }

    /// Fonts and text modifiers become environment changes with the iOS sizes of the engine's
    /// `TextStyle` table (HIG: headline 17 semibold).
    @Test func textModifiersBecomeEnvironmentChanges() throws {
        let source = """
        #Preview {
            Text("a")
                .font(.headline)
                .fontWeight(.bold)
                .lineLimit(2...4)
                .truncationMode(.middle)
                .multilineTextAlignment(.center)
                .font(.custom("Avenir", size: 14))
                .lineLimit(3, reservesSpace: true)
        }
        """
        // A file read alone bundles no fonts: "Avenir", a family iOS installs, is measured as the
        // system font, with a warning that it is Apple's font not modelled.
        let scenario = try scenario(source, warnings: ["appleAssumedValue"])
        var changes: [TextEnvironmentChange] = []
        var node: ViewNode? = scenario.root
        while let current = node {
            if let modifier = current.primitive as? EnvironmentModifier { changes.append(modifier.change) }
            node = current.children.first
        }
        #expect(changes == [
            .lineLimit(lower: 3, upper: 3),
            // `.custom(_:size:)` scales with Dynamic Type relative to body (Apple, "Applying custom fonts to text").
            .font({ var avenir = FontDescriptor(family: .custom("Avenir"), size: 14); avenir.scalesRelativeTo = .body; return avenir }()),
            .multilineTextAlignment(.center),
            .truncationMode(.middle),
            .lineLimit(lower: 2, upper: 4),
            .fontWeight(.bold),
            .font(TextStyle.headline.defaultFont),
        ])
    }

    /// Padding forms: default 16 on all edges, a length, an edge set, an array of edges.
    @Test func paddingForms() throws {
        let source = """
        #Preview(traits: .sizeThatFitsLayout) {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10).padding()
                Color.red.frame(width: 10, height: 10).padding(5)
                Color.red.frame(width: 10, height: 10).padding(.horizontal)
                Color.red.frame(width: 10, height: 10).padding([.top, .leading], 2)
            }
        }
        """
        let scenario = try scenario(source)
        let paddings = scenario.layout().root.allViews.filter { $0.kind == "padding" }
        // 10 + 2 × 16 = 42; 10 + 2 × 5 = 20; 42 × 10; 12 × 12.
        #expect(paddings.map(\.frame.size) == [
            Size(width: 42, height: 42), Size(width: 20, height: 20), Size(width: 42, height: 10), Size(width: 12, height: 12),
        ])
    }

    /// Constants, locals, ternaries, `if` on constants and string interpolation.
    @Test func constantsAndConditions() throws {
        let source = """
        let side: CGFloat = 30
        let showExtra = false
        #Preview(traits: .sizeThatFitsLayout) {
            let doubled = side * 2
            HStack(spacing: 0) {
                Color.red.frame(width: showExtra ? 1 : doubled, height: side)
                if showExtra {
                    Color.green
                } else {
                    Text("side \\(side) \\(doubled / 4)")
                }
            }
        }
        """
        let scenario = try scenario(source)
        let frames = scenario.root.children
        #expect(frames.count == 2)
        #expect((frames.first?.primitive as? FrameLayout)?.width == 60)
        // `side` is a CGFloat, so `Text("…")` (a LocalizedStringKey) formats it with `%lf`: six decimals.
        #expect((frames.last?.primitive as? TextLeaf)?.content == "side 30.000000 15.000000")
    }

    /// Interpolation in `Text("…")`: Int as is, floating point with `%lf` (six decimals); a plain
    /// `String` constant interpolated with Swift's own description.
    @Test func textInterpolationFollowsLocalizedStringKey() {
        let source = """
        let label = "w \\(2.5)"
        #Preview {
            VStack {
                Text("\\(3) \\(0.25) \\(-1.5)")
                Text(label)
                Text(verbatim: "\\(0.25)")
            }
        }
        """
        let texts = read(source).scenarios.first?.root.children.compactMap { ($0.primitive as? TextLeaf)?.content }
        #expect(texts == ["3 0.250000 -1.500000", "w 2.5", "0.25"])
    }

    /// Image assets: the seed fixture's `swiftui@2x.png` (120 px) is 60 pt; a missing one is a
    /// 100 × 100 placeholder; `Image(systemName:)` is 17 × 17 (docs/swiftui-subset.md).
    @Test func imageSizes() {
        let assets = ImageAssets(besideSourceFile: fixturesURL.appendingPathComponent("seed-003-frame/x.swift").path)
        #expect(assets.lookup("swiftui") == .found(Size(width: 60, height: 60),
                                                   file: fixturesURL.appendingPathComponent("seed-003-frame/Assets/swiftui@2x.png").path))
        #expect(assets.lookup("missing") == .missing)
        let reading = read("#Preview { Image(systemName: \"star\") }")
        let leaf = reading.scenarios.first?.root.primitive as? ImageLeaf
        #expect(leaf?.naturalSize == Size(width: 17, height: 17))
    }

    /// Header readers (AppResources', which the assets lookup uses): a PNG IHDR, a JPEG SOF0 (height 0x0102 = 258, width 0x0304 = 772) after an
    /// APP0 segment, SVG width/height and viewBox; truncated input gives nil.
    @Test func imageHeaders() {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + [0, 0, 0, 80, 0, 0, 0, 40] + [8, 2, 0, 0, 0]
        #expect(ImageHeader.size(of: png).map { [$0.width, $0.height] } == [80, 40])
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00,
                             0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0x02, 0x03, 0x04, 0x03, 0x01, 0x11, 0x00]
        #expect(ImageHeader.size(of: jpeg).map { [$0.width, $0.height] } == [772, 258])
        #expect(ImageHeader.size(of: Array(jpeg.prefix(10))) == nil)
        let svg = Array(#"<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="24px" height="12">"#.utf8)
        #expect(ImageHeader.size(of: svg).map { [$0.width, $0.height] } == [24, 12])
        let viewBox = Array(#"<svg viewBox="0 0 30 20" xmlns="http://www.w3.org/2000/svg">"#.utf8)
        #expect(ImageHeader.size(of: viewBox).map { [$0.width, $0.height] } == [30, 20])
        #expect(ImageHeader.size(of: [0x89, 0x50]) == nil)
    }

    /// A custom view used twice with different arguments, and a computed view property.
    @Test func customViewsWithComputedProperties() throws {
        let source = """
        struct Badge: View {
            let side: CGFloat
            var color = Color.red
            var shape: some View { color.frame(width: side, height: side) }
            var body: some View { shape.padding(2) }
        }
        #Preview(traits: .sizeThatFitsLayout) {
            HStack(spacing: 0) {
                Badge(side: 10)
                Badge(side: 20, color: .blue)
            }
        }
        """
        let scenario = try scenario(source)
        let result = scenario.layout()
        // (10 + 4) + (20 + 4) = 38 wide, max(14, 24) = 24 high.
        #expect(result.root.frame.size == Size(width: 38, height: 24))
    }
}

extension LoweringTests {
    /// A view no preview shows is never evaluated, so nothing in it is an error or a warning
    /// (docs/reader-design.md, "What is evaluated"; issue "Read any SwiftUI file", item 3).
    @Test func unusedViewsAreNotEvaluated() {
        let source = """
        struct Unused: View {
            var body: some View { Color.red.fram() }
        }
        #Preview { Color.blue }
        """
        let reading = read(source)
        #expect(reading.diagnostics.isEmpty)
        #expect(reading.scenarios.count == 1)
    }
}

extension LoweringTests {
    /// `Group { … }.previewLayout(.fixed(…))` in `previews`: one scenario per child, each with the layout.
    @Test func groupedPreviewEntriesShareTheirModifiers() {
        let source = """
        struct P_Previews: PreviewProvider {
            static var previews: some View {
                Group {
                    Color.red
                    Color.blue.previewDisplayName("Blue")
                }
                .previewLayout(.fixed(width: 50, height: 60))
            }
        }
        """
        let reading = read(source)
        #expect(reading.diagnostics.isEmpty)
        #expect(reading.scenarios.map(\.name) == ["P 1", "Blue"])
        #expect(reading.scenarios.map(\.proposal) == [ProposedSize(width: 50, height: 60), ProposedSize(width: 50, height: 60)])
    }

    /// A SwiftUI view LayoutLens approximates (`Canvas` takes the size it is offered) says so in
    /// a warning; `AnyView` is transparent.
    @Test func approximatedViewsAndAnyView() {
        let canvas = read("#Preview { Canvas { _, _ in } }")
        #expect(canvas.diagnostics.map(\.id) == ["approximatedView"])
        #expect(canvas.scenarios.first.map { layout($0).root.frame.size } == Size(width: 393, height: 759))
        let erased = read("#Preview { AnyView(Color.red) }")
        #expect(erased.diagnostics.isEmpty)
        #expect(erased.scenarios.first?.root.kind == "Color")
    }
}

extension LoweringTests {
    /// Helper functions: a view builder with labelled, unlabelled and defaulted parameters, and a
    /// value function used in a frame.
    @Test func helperFunctions() throws {
        let source = """
        func side(for index: Int) -> CGFloat { CGFloat(index) * 10 }

        struct Rows: View {
            var body: some View {
                HStack(spacing: 0) {
                    swatch(.red, index: 1)
                    swatch(.blue, index: 2, extra: 5)
                }
            }

            func swatch(_ color: Color, index: Int, extra: CGFloat = 0) -> some View {
                color.frame(width: side(for: index) + extra, height: 10)
            }
        }
        #Preview(traits: .sizeThatFitsLayout) { Rows() }
        """
        let reading = read(source)
        #expect(reading.diagnostics.map(\.text) == [])
        let scenario = try #require(reading.scenarios.first)
        let frames = scenario.layout().root.allViews.filter { $0.kind == "frame" }
        // side(for: 1) = 10; side(for: 2) + 5 = 25.
        #expect(frames.map(\.frame.width) == [10, 25])
    }

    /// A generic container (`struct Card<Content: View>`) filled by a trailing view-builder
    /// closure that uses the caller's `ForEach` parameter. Its custom `init(content:)` runs: the
    /// trailing closure is its `content` argument, as Swift's forward scan matches it.
    @Test func genericContainerWithViewBuilderContent() throws {
        let source = """
        struct Card<Content: View>: View {
            let content: Content
            init(@ViewBuilder content: () -> Content) { self.content = content() }
            var body: some View { VStack(spacing: 0) { content }.padding(4) }
        }
        #Preview(traits: .sizeThatFitsLayout) {
            HStack(spacing: 0) {
                ForEach(1..<3) { i in
                    Card { Color.red.frame(width: CGFloat(i) * 10, height: 10) }
                }
            }
        }
        """
        let reading = read(source)
        #expect(reading.diagnostics.map(\.id) == [])
        let scenario = try #require(reading.scenarios.first)
        let result = scenario.layout()
        // (10 + 8) + (20 + 8) = 46 wide; 10 + 8 = 18 high.
        #expect(result.root.frame.size == Size(width: 46, height: 18))
    }
}

extension LoweringTests {
    /// Shape styles that are not colours, platform colours, gradients and `Text + Text`.
    @Test func stylesGradientsAndTextConcatenation() {
        let source = """
        #Preview {
            VStack {
                Text("a").background(.ultraThinMaterial)
                Color(.systemBackground).frame(height: 1)
                Color(uiColor: .red).frame(height: 1)
                LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
                Text("Hello, ") + Text("world")
            }
        }
        """
        let reading = read(source)
        #expect(reading.diagnostics.map(\.text) == [])
        let texts = reading.scenarios.first?.root.children.compactMap { ($0.primitive as? TextLeaf)?.content }
        #expect(texts == ["Hello, world"])
    }
}

extension LoweringTests {
    /// One-sided ranges in `lineLimit`, string and array members, and a struct with a syntax error:
    /// its previews are left out (the error is reported once).
    /// `switch` in a view body is Swift the interpreter runs (it was an error for the recogniser).
    @Test func partialRangesMembersAndSwitchInBody() throws {
        let source = """
        let names = ["a", "bb"]
        #Preview("ok") {
            VStack {
                Text("x").lineLimit(2...)
                Text("y").lineLimit(...3)
                Color.red.frame(width: CGFloat(names.count + names.last!.count), height: 1)
            }
        }
        struct Broken: View {
            var body: some View {
                switch 1 { default: Color.red }
            }
        }
        #Preview("broken") { Broken() }
        """
        let reading = read(source)
        #expect(reading.diagnostics.isEmpty)
        #expect(reading.scenarios.map(\.name) == ["ok", "broken"])
        // `switch 1 { default: Color.red }` takes its only branch.
        #expect(reading.scenarios.last?.root.kind == "Color")
        let stack = try #require(reading.scenarios.first?.root)
        let limits = stack.children.compactMap { ($0.primitive as? EnvironmentModifier)?.change }
        #expect(limits == [.lineLimit(lower: 2, upper: nil), .lineLimit(lower: nil, upper: 3)])
        // names.count + "bb".count = 2 + 2 = 4.
        #expect((stack.children.last?.primitive as? FrameLayout)?.width == 4)
    }

    /// Huge values never reach fixed-point formatting: a frame of 1e300 is laid out and printed.
    @Test func hugeNumbersAreFormattedSafely() {
        #expect(NumberText.format(1e300, decimals: 4) == "1e+300")
        #expect(NumberText.format(-2.5, decimals: 4) == "-2.5")
        let reading = read("#Preview { Color.red.frame(width: -1e300) }")
        #expect(reading.diagnostics.map(\.text) == ["invalid frame dimension: 'width' is -1e+300; SwiftUI ignores a negative or non-finite dimension (it logs \"Invalid frame dimension (negative or non-finite).\")"])
    }
}

extension LoweringTests {
    /// Plain data structs (`struct Item: Identifiable`) built by their memberwise initialiser and
    /// iterated by `ForEach(items)`; stored and one-expression computed properties are readable.
    @Test func dataStructsInForEach() {
        let source = """
        struct Item: Identifiable {
            let id = UUID()
            var name: String
            var shout: String { name.uppercased() }
        }
        let items = [Item(name: "a"), Item(name: "b")]
        #Preview {
            VStack {
                ForEach(items) { item in
                    Text(item.shout)
                }
                Text(items.first!.nmae)
            }
        }
        """
        let reading = read(source)
        // swiftc: "value of type 'Item' has no member 'nmae'" (an instance member).
        #expect(reading.diagnostics.withoutLibraryAssumptions.map(\.text) == ["value of type 'Item' has no member 'nmae'"])
        let fixed = read(source.replacingOccurrences(of: "nmae", with: "name"))
        #expect(fixed.diagnostics.withoutLibraryAssumptions.isEmpty)
        let forEach = fixed.scenarios.first?.root.children.first
        #expect(forEach?.children.compactMap { ($0.primitive as? TextLeaf)?.content } == ["A", "B"])
    }
}

extension LoweringTests {
    /// A GeometryReader's content is laid out; the proxy's values are read during layout (the
    /// runtime reads the file when the recogniser cannot): half the reader's width, which is the
    /// canvas's (a reader takes the proposal).
    @Test func geometryProxyValuesAreReadDuringLayout() throws {
        let ok = read("#Preview { GeometryReader { proxy in Color.red } }")
        #expect(ok.diagnostics.isEmpty)
        #expect(ok.scenarios.first?.root.kind == "GeometryReader")
        let proxy = read("#Preview { GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 2) } }")
        #expect(proxy.diagnostics.isEmpty)
        let scenario = try #require(proxy.scenarios.first)
        let canvasWidth = try #require(scenario.proposal.width)
        let red = layout(scenario).root.allViews.first { $0.label == "Color.red" }
        #expect(red?.frame.size.width == canvasWidth / 2)
    }
}

extension LoweringTests {
    /// `Text("…")` literals render inline Markdown (Apple's `Text` documentation); interpolated
    /// values and `Text(verbatim:)` are shown as they are.
    @Test func textLiteralsRenderInlineMarkdown() {
        let cases: [(String, String)] = [
            ("**Bold** and *italic*", "Bold and italic"),
            ("~~gone~~ `code` [link](https://example.com)", "gone code link"),
            ("snake_case_name stays", "snake_case_name stays"),
            ("2 * 3 * 4", "2 * 3 * 4"),
            ("\\\\*not italic\\\\*", "*not italic*"),
        ]
        for (source, expected) in cases {
            let reading = read("#Preview { Text(\"\(source)\") }")
            #expect((reading.scenarios.first?.root.primitive as? TextLeaf)?.content == expected, "\(source)")
        }
        let value = read("let name = \"*a*\"\n#Preview { VStack { Text(\"**\\(name)**\"); Text(verbatim: \"**x**\") } }")
        #expect(value.scenarios.first?.root.children.compactMap { ($0.primitive as? TextLeaf)?.content } == ["*a*", "**x**"])
    }
}

extension LoweringTests {
    /// `minWidth` above `maxWidth`: SwiftUI logs "Contradictory frame constraints specified."; a warning here.
    @Test func contradictoryFrameIsAWarning() {
        let reading = read("#Preview { Color.red.frame(minWidth: 100, maxWidth: 50) }")
        #expect(reading.diagnostics.map(\.id) == ["contradictoryFrame"])
        #expect(reading.diagnostics.first?.severity == .warning)
        #expect(reading.scenarios.count == 1)
    }
}

extension LoweringTests {
    /// An alignment guide's closure is Swift the interpreter runs during layout, whatever its
    /// statements: here the leading guide is 12, so in a `VStack(alignment: .leading)` the red
    /// view sits 12 pt left of the blue one's leading edge (blue at x = 12 - 0 = 12 from red's).
    @Test func multiStatementAlignmentGuideRunsDuringLayout() throws {
        let source = """
        #Preview(traits: .sizeThatFitsLayout) {
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                    .alignmentGuide(.leading) { d in
                        let inset = d.width + 2
                        return inset
                    }
                Color.blue.frame(width: 10, height: 10)
            }
        }
        """
        let reading = read(source)
        #expect(reading.diagnostics.isEmpty)
        let scenario = try #require(reading.scenarios.first)
        let result = scenario.layout()
        let colours = result.root.allViews.filter { $0.kind == "Color" }
        // Red's leading guide is 10 + 2 = 12: red's left edge sits 12 pt left of blue's.
        #expect(colours.count == 2)
        #expect(colours[1].frame.x - colours[0].frame.x == 12)
    }
}
