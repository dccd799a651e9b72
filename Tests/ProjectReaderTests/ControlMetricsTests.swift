import LayoutEngine
import SwiftUIRuntime
import Testing
@testable import ProjectReader

/// Controls at their iOS metrics: the segmented `Picker` (equal segments: Apple HIG, "Segmented
/// controls"), `.textFieldStyle(.roundedBorder)`, `.labelsHidden()` (a `Toggle` is its 51 × 31
/// `UISwitch`: Travis Kirton, "Hacking UISwitch"), tab items (25-pt glyph: Apple HIG, "Tab bars",
/// regular tab bar targets) and `@ScaledMetric` (Apple, `UIFontMetrics.scaledValue(for:)`, with the
/// HIG Dynamic Type table). **Unverified** numbers (docs/engine.md) are named as such where used:
/// the segmented control's 32-pt height and 8-pt option padding, the field's 7-pt insets, the
/// tab title's 10-pt text and the 6-pt gap beside the glyph. Coloured frames stand in for labels.
@Suite struct ControlMetricsTests {
    private func views(_ source: String, settings: PreviewSettings = PreviewSettings(),
                       sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [PlacedView] {
        let reading = SwiftUIFileReader.read(bytes: Array(source.utf8), file: "x.swift", assets: ImageAssets(directory: nil), settings: settings)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics)", sourceLocation: sourceLocation)
        let scenario = try #require(reading.scenarios.first, sourceLocation: sourceLocation)
        return layout(scenario).root.allViews
    }

    // MARK: Segmented picker

    /// A segmented picker of three options 40, 60 and 20 wide (10 tall), `choice` selected.
    private func segmentedPicker(selecting choice: Int, sizedBy sizing: String) -> String {
        """
        struct Screen: View {
            @State var choice = \(choice)
            var body: some View {
                Picker("Size", selection: $choice) {
                    Color.red.frame(width: 40, height: 10).tag(0)
                    Color.green.frame(width: 60, height: 10).tag(1)
                    Color.blue.frame(width: 20, height: 10).tag(2)
                }
                .pickerStyle(.segmented)
                \(sizing)
            }
        }
        #Preview { Screen() }
        """
    }

    /// Three options in 300 pt: three 100-pt segments, each option centred in its own (centres at
    /// 50, 150, 250); the control is 32 tall (unverified height).
    @Test func segmentedPickerDividesItsWidthIntoEqualSegments() throws {
        let placed = try views(segmentedPicker(selecting: 1, sizedBy: ".frame(width: 300)"))
        let picker = try frame(placed, kind: "SegmentedPicker")
        #expect(picker.width == 300 && picker.height == 32)
        for index in 0..<3 {
            let option = try frame(placed, kind: "Color", index)
            #expect(option.x + option.width / 2 - picker.x == 100 * Double(index) + 50)
            // Centred vertically: (32 − 10) / 2 = 11 below the control's top.
            #expect(option.y - picker.y == 11)
        }
        let drawn = placed.first { $0.kind == "SegmentedPicker" }?.style.control
        #expect(drawn == .segmented(count: 3, selected: 1))
    }

    /// With no width proposed (`fixedSize`), every segment is the widest option (60) plus 8 pt on
    /// each side (unverified padding): 76, so three segments are 3 × 76 = 228 wide.
    @Test func segmentedPickerWithoutAWidthFitsItsWidestOption() throws {
        let placed = try views(segmentedPicker(selecting: 0, sizedBy: ".fixedSize()"))
        #expect(try frame(placed, kind: "SegmentedPicker").width == 228)
    }

    /// The drawing's token reads back, and a selection outside the segments is refused.
    @Test func segmentedDrawingTokenRoundTrips() {
        #expect(ControlDrawing(token: ControlDrawing.segmented(count: 3, selected: 1).token) == .segmented(count: 3, selected: 1))
        #expect(ControlDrawing(token: "segmented:2") == .segmented(count: 2, selected: nil))
        #expect(ControlDrawing(token: "segmented:2:5") == nil)
    }

    // MARK: Text fields

    /// A rounded-border field is its text line plus 7 pt above and below (unverified insets): the
    /// field is 14 taller than a `Text` of the same string, and the text sits 7 in from the field's
    /// leading edge and 7 below its top. A plain field stays one line tall.
    @Test func roundedBorderFieldInsetsItsTextInsideTheBorder() throws {
        let placed = try views("""
        struct Screen: View {
            @State var name = ""
            var body: some View {
                VStack {
                    TextField("Name", text: $name).textFieldStyle(.roundedBorder)
                    SecureField("Name", text: $name).textFieldStyle(RoundedBorderTextFieldStyle())
                    TextField("Name", text: $name).textFieldStyle(.plain)
                    Text("Name")
                }
                .frame(width: 300)
            }
        }
        #Preview { Screen() }
        """)
        let line = try frame(placed, kind: "Text", 3)
        let rounded = try frame(placed, kind: "TextField", 0), secure = try frame(placed, kind: "SecureField")
        #expect(rounded.width == 300 && rounded.height == line.height + 14)
        #expect(secure.height == line.height + 14)
        let inside = try frame(placed, kind: "Text", 0)
        #expect(inside.x == rounded.x + 7 && inside.y == rounded.y + 7)
        #expect(try frame(placed, kind: "TextField", 1).height == line.height)
        #expect(placed.first { $0.kind == "TextField" }?.style.control == .textField(roundedBorder: true))
    }

    /// A text field style of the file's own is laid out as SwiftUI draws it: its
    /// `_body(configuration:)` (the requirement in SwiftUI's swiftinterface) around the plain
    /// field, here padded 16 on every side and framed: the field one text line tall, the styled
    /// field 16 + line + 16 tall and 16 + 300 − 32 + 16 = 300 wide in its 300-pt column.
    @Test func ownTextFieldStyleRunsItsBody() throws {
        let reading = read("""
        struct Boxed: TextFieldStyle {
            func _body(configuration: TextField<Self._Label>) -> some View {
                configuration
                    .padding(16)
                    .background(Color.gray.opacity(0.2))
                    .overlay(RoundedRectangle(cornerRadius: 12).stroke(Color.gray, lineWidth: 1))
            }
        }
        struct Screen: View {
            @State var name = ""
            var body: some View {
                VStack {
                    TextField("Name", text: $name).textFieldStyle(Boxed())
                    SecureField("Password", text: $name).textFieldStyle(Boxed())
                    Text("Name")
                }
                .frame(width: 300)
            }
        }
        #Preview { Screen() }
        """)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.text))")
        let placed = try #require(reading.scenarios.first).layout().root.allViews
        let line = try frame(placed, kind: "Text", 2)
        let field = try frame(placed, kind: "TextField"), secure = try frame(placed, kind: "SecureField")
        #expect(field.height == line.height && field.width == 300 - 32)
        #expect(secure.height == line.height)
        let boxes = placed.filter { $0.kind == "RoundedRectangle" }.map(\.frame)
        #expect(boxes.count == 2)
        #expect(boxes.first.map { ($0.width, $0.height) } ?? (0, 0) == (300, line.height + 32))
        #expect(field.x == (boxes.first?.x ?? 0) + 16 && field.y == (boxes.first?.y ?? 0) + 16)
    }

    // MARK: labelsHidden

    /// Under `.labelsHidden()` a toggle is its 51 × 31 switch, not the 300-pt row it is without.
    @Test func labelHiddenToggleIsItsSwitch() throws {
        let placed = try views("""
        struct Screen: View {
            @State var on = true
            var body: some View {
                VStack {
                    Toggle("Wi-Fi", isOn: $on).labelsHidden()
                    Toggle("Wi-Fi", isOn: $on)
                }
                .frame(width: 300)
            }
        }
        #Preview { Screen() }
        """)
        let hidden = try frame(placed, kind: "Toggle", 0), shown = try frame(placed, kind: "Toggle", 1)
        #expect(hidden.width == 51 && hidden.height == 31)
        #expect(shown.width == 300)
        // Only the shown toggle has a label.
        #expect(placed.filter { $0.kind == "Text" }.count == 1)
    }

    /// A label-hidden stepper is its 94 × 32 control (unverified size), centred in the 300-pt frame:
    /// x = (300 − 94) / 2 = 103.
    @Test func labelHiddenStepperIsItsControl() throws {
        let placed = try views("""
        struct Screen: View {
            @State var count = 2
            var body: some View {
                VStack {
                    Stepper("Copies", value: $count, in: 1...5)
                }
                .labelsHidden()
                .frame(width: 300)
            }
        }
        #Preview { Screen() }
        """)
        let stepper = try frame(placed, kind: "Stepper"), box = try frame(placed, kind: "frame")
        #expect(stepper.width == 94 && stepper.height == 32)
        #expect(stepper.x - box.x == 103)
    }

    // MARK: Tab items

    private let tabs = """
    struct Tabs: View {
        var body: some View {
            TabView {
                Color.red.tabItem { Label("Home", systemImage: "house") }
                Color.blue.tabItem {
                    Image(systemName: "gear")
                    Text("Settings")
                }
            }
        }
    }
    #Preview { Tabs() }
    """

    /// iPhone in portrait (compact width, regular height): each item is its 25 × 25 glyph (HIG) with
    /// the title directly below, centred on the glyph's centre line.
    @Test func tabItemsStackTheGlyphAboveTheTitleOnAPhone() throws {
        let placed = try views(tabs, settings: PreviewSettings(device: .iPhone15))
        for index in 0..<2 {
            let glyph = try frame(placed, kind: "Image", index)
            let title = try frame(placed, kind: "Text", index)
            #expect(glyph.width == 25 && glyph.height == 25)
            #expect(title.y == glyph.maxY)
            #expect(abs((title.x + title.width / 2) - (glyph.x + glyph.width / 2)) < 1e-9)
        }
    }

    /// iPad (regular width): the title beside the glyph, 6 pt after it (unverified gap), both
    /// centred on the same horizontal line.
    @Test func tabItemsPutTheTitleBesideTheGlyphInRegularWidth() throws {
        let placed = try views(tabs, settings: PreviewSettings(device: .iPad10_5))
        let glyph = try frame(placed, kind: "Image"), title = try frame(placed, kind: "Text")
        #expect(glyph.width == 25)
        #expect(title.x == glyph.maxX + 6)
        #expect(abs((title.y + title.height / 2) - (glyph.y + glyph.height / 2)) < 1e-9)
    }

    // MARK: ScaledMetric

    /// `ScaledMetricRule`: 44 relative to body at xxxLarge is 44 × 23 / 17 (HIG body 17 → 23);
    /// relative to caption2 at AX1 22 × 20 / 11 = 40; at `.large` unchanged.
    @Test func scaledMetricScalesWithItsTextStyle() {
        #expect(ScaledMetricRule.scaled(44, relativeTo: .body, at: .xxxLarge) == 44.0 * 23 / 17)
        #expect(ScaledMetricRule.scaled(22, relativeTo: .caption2, at: .accessibility1) == 40)
        #expect(ScaledMetricRule.scaled(30, relativeTo: .title, at: .large) == 30)
    }

    /// In a preview at xxxLarge, `@ScaledMetric var side = 34.0` (body: × 23/17) is 46 and
    /// `@ScaledMetric(relativeTo: .caption2) var small = 22.0` (caption2 11 → 17) is 34.
    @Test func scaledMetricPropertyIsScaledAtThePreviewsTextSize() throws {
        let source = """
        struct Screen: View {
            @ScaledMetric var side = 34.0
            @ScaledMetric(relativeTo: .caption2) var small = 22.0
            var body: some View {
                HStack(spacing: 0) {
                    Color.red.frame(width: side, height: 10)
                    Color.blue.frame(width: small, height: 10)
                }
            }
        }
        #Preview { Screen() }
        """
        let large = try views(source)
        #expect(try frame(large, kind: "Color", 0).width == 34 && frame(large, kind: "Color", 1).width == 22)
        let scaled = try views(source, settings: PreviewSettings(dynamicTypeSize: .xxxLarge))
        #expect(try frame(scaled, kind: "Color", 0).width == 46 && frame(scaled, kind: "Color", 1).width == 34)
    }

    /// `_side = ScaledMetric(wrappedValue: 34, relativeTo: .body)` written in an `init` (the
    /// wrapper's storage made directly): scaled as the attribute form is, 34 × 23 / 17 = 46 at
    /// xxxLarge, 34 at the default size; a `CGFloat` metric scales as a `Double` one.
    @Test func scaledMetricMadeInAnInitializerIsScaledToo() throws {
        let source = """
        struct Screen: View {
            @ScaledMetric private var side: CGFloat
            init(side: CGFloat = 34) {
                self._side = ScaledMetric(wrappedValue: side, relativeTo: .body)
            }
            var body: some View {
                Color.red.frame(width: side, height: 10)
            }
        }
        #Preview { Screen() }
        """
        #expect(try frame(try views(source), kind: "Color").width == 34)
        let scaled = try views(source, settings: PreviewSettings(dynamicTypeSize: .xxxLarge))
        #expect(abs(try frame(scaled, kind: "Color").width - 46) < 1e-9)
        let reading = SwiftUIFileReader.read(bytes: Array(source.utf8), file: "x.swift", assets: ImageAssets(directory: nil))
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics)")
    }

    // MARK: ScrollViewReader

    /// A `ScrollViewReader` adds no view: its content is laid out in its place (a 50 × 40 column
    /// centred in the 100 × 100 frame at (25, 30)), and `scrollTo` in `onAppear` moves nothing.
    @Test func scrollViewReaderIsATransparentContainer() throws {
        let placed = try views("""
        struct Screen: View {
            var body: some View {
                ScrollViewReader { proxy in
                    VStack(spacing: 0) {
                        Color.red.frame(width: 50, height: 20).id(1)
                        Color.blue.frame(width: 50, height: 20)
                    }
                    .onAppear { proxy.scrollTo(1, anchor: .bottom) }
                }
                .frame(width: 100, height: 100)
            }
        }
        #Preview { Screen() }
        """)
        #expect(!placed.contains { $0.kind.contains("ScrollViewReader") })
        let column = try frame(placed, kind: "VStack")
        #expect(column.width == 50 && column.height == 40)
        let outer = try frame(placed, kind: "frame", 0)
        #expect(column.x - outer.x == 25 && column.y - outer.y == 30)
    }
}
