import LayoutEngine
import Testing
@testable import ProjectReader

/// `ScrollView`, `Button` styles, `Toggle` and `Label`, read by the runtime (the recogniser
/// refuses them) and laid out by their engine primitives. Coloured frames stand in for content so
/// that every expected number follows from the rule under test, shown as arithmetic.
@Suite struct EverydayViewsTests {
    /// The laid-out views of the only scenario of `source`, after checking it read cleanly.
    private func views(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [PlacedView] {
        try placedViews(source, sourceLocation: sourceLocation)
    }

    // MARK: ScrollView — SwiftUI Field Guide, "Scroll View"

    /// Vertical: exactly as tall as proposed, as wide as its content; the content is proposed
    /// `nil` height, so a `Color` becomes its ideal 10 pt (Apple `replacingUnspecifiedDimensions`).
    @Test func verticalScrollViewProposesNilHeight() throws {
        let placed = try views("""
        #Preview {
            ScrollView { Color.blue }
                .frame(width: 300, height: 200)
        }
        """)
        let scroll = try frame(placed, kind: "ScrollView")
        // Width passed on: the colour takes 300; the scroll view takes the proposed 200 tall.
        #expect(scroll.width == 300 && scroll.height == 200)
        let color = try frame(placed, kind: "Color")
        #expect(color.width == 300 && color.height == 10)
        // Content at the top of the viewport.
        #expect(color.y == scroll.y)
    }

    /// Content longer than the viewport keeps its length; the scroll view is as wide as its
    /// content (100), not the 300 proposed (Field Guide, "Gotchas").
    @Test func contentLongerThanViewport() throws {
        let placed = try views("""
        #Preview {
            ScrollView { Color.red.frame(width: 100, height: 1000) }
                .frame(width: 300, height: 200)
        }
        """)
        let scroll = try frame(placed, kind: "ScrollView")
        #expect(scroll.width == 100 && scroll.height == 200)
        let color = try frame(placed, kind: "Color")
        #expect(color.height == 1000 && color.y == scroll.y)
    }

    /// Horizontal: `nil` width to the content (ideal 10), the proposed height passed on; two views
    /// are stacked along the scrolling axis with the default spacing 8 (10 + 8 + 10 = 28 of content).
    @Test func horizontalScrollViewStacksAlongItsAxis() throws {
        let placed = try views("""
        #Preview {
            ScrollView(.horizontal, showsIndicators: false) {
                Color.blue
                Color.green
            }
            .frame(width: 300, height: 200)
        }
        """)
        let scroll = try frame(placed, kind: "ScrollView")
        #expect(scroll.width == 300 && scroll.height == 200)
        let first = try frame(placed, kind: "Color", 0), second = try frame(placed, kind: "Color", 1)
        #expect(first.width == 10 && first.height == 200)
        #expect(second.x - first.x == 18)
    }

    @Test func unknownAxisIsAnError() {
        let reading = read("#Preview { ScrollView(.diagonal) { Color.red } }")
        #expect(reading.diagnostics.contains { $0.message.text.contains("Axis.Set") })
    }

    // MARK: Toggle

    /// The switch is UISwitch's 51 × 31 (c4ios.com, "Hacking UISwitch"); the toggle spans the
    /// proposed 300 with the switch at the trailing edge (300 − 51 = 249) and the 20-pt label
    /// centred in the 31-pt row ((31 − 20) / 2 = 5.5).
    @Test func toggleSpansTheWidthWithTheSwitchTrailing() throws {
        let placed = try views("""
        struct Row: View {
            @State var on = true
            var body: some View {
                Toggle(isOn: $on) { Color.red.frame(width: 40, height: 20) }
                    .frame(width: 300)
            }
        }
        #Preview { Row() }
        """)
        let toggle = try frame(placed, kind: "Toggle")
        #expect(toggle.width == 300 && toggle.height == 31)
        let knob = try frame(placed, kind: "Switch")
        #expect(knob.width == 51 && knob.height == 31)
        #expect(knob.x - toggle.x == 249 && knob.y == toggle.y)
        let label = try frame(placed, kind: "Color")
        #expect(label.x == toggle.x && label.y - toggle.y == 5.5)
    }

    /// Ideal width: label 40 + the unverified 8-pt gap (docs/engine.md) + switch 51 = 99.
    @Test func toggleIdealWidth() throws {
        let placed = try views("""
        struct Row: View {
            @State var on = false
            var body: some View {
                Toggle(isOn: $on) { Color.red.frame(width: 40, height: 40) }.fixedSize()
            }
        }
        #Preview { Row() }
        """)
        let toggle = try frame(placed, kind: "Toggle")
        // Height: the 40-pt label is taller than the 31-pt switch.
        #expect(toggle.width == 99 && toggle.height == 40)
    }

    @Test func toggleWithoutBindingIsAnError() {
        let reading = read("#Preview { Toggle(\"Wi-Fi\") { } }")
        #expect(reading.diagnostics.contains { $0.message.text.contains("'isOn'") })
        #expect(reading.diagnostics.first.map { $0.range.start.line == 1 } == true)
    }

    // MARK: Button

    /// Automatic/plain/borderless: the label as it is (Fivestars, "Exploring SwiftUI's Button
    /// styles"). Bordered: regular insets 12 × 7 (unverified, docs/engine.md): 40 + 2·12 = 64,
    /// 20 + 2·7 = 34. A style set on a container reaches every button below it.
    @Test func buttonStyles() throws {
        let placed = try views("""
        #Preview {
            VStack {
                Button(action: {}) { Color.red.frame(width: 40, height: 20) }
                Button(action: {}) { Color.red.frame(width: 40, height: 20) }
                    .buttonStyle(.plain)
                VStack {
                    Button(action: {}) { Color.red.frame(width: 40, height: 20) }
                    Button(action: {}) { Color.red.frame(width: 40, height: 20) }
                        .controlSize(.large)
                }
                .buttonStyle(.borderedProminent)
            }
        }
        """)
        let automatic = try frame(placed, kind: "Button", 0), plain = try frame(placed, kind: "Button", 1)
        #expect(automatic.width == 40 && automatic.height == 20)
        #expect(plain.width == 40 && plain.height == 20)
        let bordered = try frame(placed, kind: "Button", 2)
        #expect(bordered.width == 64 && bordered.height == 34)
        let label = try frame(placed, kind: "Color", 2)
        #expect(label.x - bordered.x == 12 && label.y - bordered.y == 7)
        // Large: 20 × 14 (unverified): 40 + 40 = 80, 20 + 28 = 48.
        let large = try frame(placed, kind: "Button", 3)
        #expect(large.width == 80 && large.height == 48)
    }

    /// A user `ButtonStyle` lays the button out as its `makeBody(configuration:)` says: here the
    /// label padded 10 a side, with no built-in button layout around it.
    @Test func customButtonStyleRunsItsBody() throws {
        let reading = read("""
        struct Fancy: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View { configuration.label.padding(10) }
        }
        #Preview { Button("Go") {}.buttonStyle(Fancy()) }
        """)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.text))")
        let scenario = try #require(reading.scenarios.first)
        let placed = layout(scenario).root.allViews
        let text = try #require(placed.first { $0.kind == "Text" })
        #expect(placed.first?.frame.width == text.frame.width + 20)
        #expect(!placed.contains { $0.kind == "Button" })
    }

    // MARK: Label

    /// Icon then title, side by side with the (unverified) default gap 8: 17 + 8 + 40 = 65 wide,
    /// as tall as the taller part (20). `.titleOnly` / `.iconOnly` keep one part (Apple `LabelStyle`).
    @Test func labelStyles() throws {
        let placed = try views("""
        #Preview {
            VStack {
                Label { Color.red.frame(width: 40, height: 20) } icon: { Color.blue.frame(width: 17, height: 17) }
                Label { Color.red.frame(width: 40, height: 20) } icon: { Color.blue.frame(width: 17, height: 17) }
                    .labelStyle(.titleOnly)
                Label { Color.red.frame(width: 40, height: 20) } icon: { Color.blue.frame(width: 17, height: 17) }
                    .labelStyle(.iconOnly)
            }
        }
        """)
        let both = try frame(placed, kind: "Label", 0)
        #expect(both.width == 65 && both.height == 20)
        let title = try frame(placed, kind: "Label", 1), icon = try frame(placed, kind: "Label", 2)
        #expect(title.width == 40 && title.height == 20)
        #expect(icon.width == 17 && icon.height == 17)
    }

    /// `Label(_:systemImage:)`: the symbol placeholder at the reader's symbol size (17 × 17 at
    /// `.body`, `ImageAssets.systemSymbolSize`) before the title.
    @Test func labelWithSystemImage() throws {
        let placed = try views("#Preview { Label(\"Star\", systemImage: \"star\") }")
        let image = try frame(placed, kind: "Image"), label = try frame(placed, kind: "Label")
        #expect(image.width == 17 && image.height == 17 && image.x == label.x)
        let text = try frame(placed, kind: "Text")
        #expect(text.x - image.maxX == 8)
    }

    // MARK: LazyVGrid — objc.io, "SwiftUI's Grid Views" (2020-11-23)

    /// Quiz #1: a fixed 70 and an adaptive (minimum 40) column in 200: 200 − 70 − 8 = 122 left;
    /// two items fit (40 + 8 + 40 ≤ 122 < 40 + 8 + 40 + 8 + 40), each (122 − 8) / 2 = 57 wide.
    /// The fourth cell starts the second row, 20 + 8 below the first.
    @Test func fixedAndAdaptiveColumns() throws {
        let placed = try views("""
        #Preview {
            LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
                ForEach(0..<4) { _ in Color.red.frame(height: 20) }
            }
            .frame(width: 200)
        }
        """)
        let grid = try frame(placed, kind: "LazyVGrid")
        let cells = try (0..<4).map { try frame(placed, kind: "Color", $0) }
        #expect(cells.map(\.width) == [70, 57, 57, 70])
        // Leading edges: 0, 70 + 8 = 78, 78 + 57 + 8 = 143.
        #expect(cells.prefix(3).map { $0.x - grid.x } == [0, 78, 143])
        #expect(cells[3].x == grid.x && cells[3].y - grid.y == 28)
        #expect(grid.width == 200 && grid.height == 48)
    }

    /// Two default (flexible) columns written `.init(…)` share 208 − 8 = 200 equally; a row is as
    /// tall as its tallest cell (30), the shorter one centred ((30 − 20) / 2 = 5); rows 4 apart.
    @Test func flexibleColumnsAndRowSpacing() throws {
        let placed = try views("""
        #Preview {
            LazyVGrid(columns: [.init(.flexible()), .init(.flexible())], spacing: 4) {
                Color.red.frame(height: 20)
                Color.blue.frame(height: 30)
                Color.green.frame(height: 10)
            }
            .frame(width: 208)
        }
        """)
        let grid = try frame(placed, kind: "LazyVGrid")
        let red = try frame(placed, kind: "Color", 0), blue = try frame(placed, kind: "Color", 1)
        let green = try frame(placed, kind: "Color", 2)
        #expect(red.width == 100 && blue.x - grid.x == 108)
        #expect(red.y - grid.y == 5 && blue.y == grid.y)
        #expect(green.y - grid.y == 34 && grid.height == 44)
    }

    @Test func unknownGridItemSizeIsAnError() {
        let reading = read("#Preview { LazyVGrid(columns: [GridItem(.stretchy)]) { Color.red } }")
        #expect(reading.diagnostics.contains { $0.message.text.contains("'stretchy'") })
    }
}
