import LayoutEngine
import Testing
@testable import ProjectReader

/// Built-in and user styles of progress views and toggles, and `.controlSize` on a spinner.
/// Sizes: the spinner is `UIActivityIndicatorView`'s medium 20 × 20 and large 37 × 37 (Mark
/// Meretzky, "UIActivityIndicatorView"); a bar takes the proposed width and is 4 tall
/// (unverified, `ProgressLeaf.barHeight`); the switch is 51 × 31 (Travis Kirton, "Hacking UISwitch").
@Suite struct ControlStyleTests {
    private func views(_ body: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [PlacedView] {
        try placedViewsOn400By300(body, sourceLocation: sourceLocation)
    }

    /// `.controlSize(.large)` and `.extraLarge`: the 37 × 37 spinner; `.small`, `.mini` and the
    /// default keep 20 × 20.
    @Test func largeControlSizeGivesTheLargeSpinner() throws {
        for (size, side) in [(".large", 37.0), (".extraLarge", 37), (".small", 20), (".mini", 20), (".regular", 20)] {
            let spinner = try frame(views("ProgressView().controlSize(\(size))"), kind: "ProgressSpinner")
            #expect(spinner.width == side && spinner.height == side, "\(size)")
        }
    }

    /// `.circular` on a progress view with a value is the spinner on iOS (Apple,
    /// `CircularProgressViewStyle`): 20 × 20, no bar — also spelt as the struct, with a tint.
    @Test func circularStyleWithAValueIsTheSpinner() throws {
        for style in [".circular", "CircularProgressViewStyle()", "CircularProgressViewStyle(tint: .red)"] {
            let placed = try views("ProgressView(value: 0.4).progressViewStyle(\(style))")
            #expect(!placed.contains { $0.kind == "ProgressBar" }, "\(style)")
            #expect(try frame(placed, kind: "ProgressSpinner").width == 20, "\(style)")
        }
    }

    /// `.linear` on an indeterminate progress view: a bar as wide as the 400-pt canvas, 4 tall;
    /// `.automatic` keeps the spinner.
    @Test func linearStyleWithoutAValueIsABar() throws {
        let bar = try frame(views("ProgressView().progressViewStyle(.linear)"), kind: "ProgressBar")
        #expect(bar.width == 400 && bar.height == 4)
        #expect(try frame(views("ProgressView().progressViewStyle(.automatic)"), kind: "ProgressSpinner").width == 20)
    }

    /// A user `ProgressViewStyle` is laid out from its `makeBody`: 0.4 of 200 = 80 wide.
    @Test func userProgressViewStyleMakesTheBody() throws {
        let placed = try placedViews("""
        struct Meter: ProgressViewStyle {
            func makeBody(configuration: Configuration) -> some View {
                Color.red.frame(width: 200 * (configuration.fractionCompleted ?? 0), height: 8)
            }
        }
        #Preview(traits: .fixedLayout(width: 400, height: 300)) {
            ProgressView(value: 4, total: 10).progressViewStyle(Meter())
        }
        """)
        let meter = try frame(placed, kind: "Color")
        #expect(meter.width == 80 && meter.height == 8)
        #expect(!placed.contains { $0.kind == "ProgressBar" })
    }

    /// `.toggleStyle(.switch)` is iOS's default: the row as wide as the canvas, the 51-pt switch
    /// at its trailing edge (400 − 51 = 349), with no warning.
    @Test func switchToggleStyleIsTheDefaultLayout() throws {
        let placed = try views("Toggle(\"Wi-Fi\", isOn: .constant(true)).toggleStyle(.switch)")
        #expect(try frame(placed, kind: "Toggle").width == 400)
        #expect(try frame(placed, kind: "Switch").x == 349)
    }

    /// `.toggleStyle(.button)`: a button whose title is the label (Apple, `ToggleStyle.button`):
    /// under the default borderless style exactly the text; under `.bordered` the text grown by
    /// the bordered insets (`BorderedButtonMetrics`, regular size 12 a side, 7 above and below).
    @Test func buttonToggleStyleIsAButtonOfTheLabel() throws {
        let plain = try views("Toggle(\"Wi-Fi\", isOn: .constant(true)).toggleStyle(.button)")
        #expect(!plain.contains { $0.kind == "Switch" })
        let text = try frame(plain, kind: "Text")
        let toggle = try #require(plain.first { $0.label == "Toggle" }).frame
        #expect(toggle.width == text.width && toggle.height == text.height)
        let bordered = try views("Toggle(\"Wi-Fi\", isOn: .constant(true)).toggleStyle(.button).buttonStyle(.bordered)")
        let borderedText = try frame(bordered, kind: "Text")
        let borderedToggle = try #require(bordered.first { $0.label == "Toggle" }).frame
        #expect(borderedToggle.width == borderedText.width + 24 && borderedToggle.height == borderedText.height + 14)
    }

    /// `.buttonStyle(.glass)` and `GlassProminentButtonStyle()` lay the label out as the bordered
    /// styles do: the text grown by 2 × 12 across and 2 × 7 down at the regular size.
    @Test func glassButtonStylesAreLaidOutAsTheBorderedOnes() throws {
        for style in [".glass", ".glassProminent", "GlassProminentButtonStyle()"] {
            let placed = try views("Button(\"Save\") {}.buttonStyle(\(style))")
            let text = try frame(placed, kind: "Text")
            let button = try frame(placed, kind: "Button")
            #expect(button.width == text.width + 24 && button.height == text.height + 14, "\(style)")
        }
    }

    /// `.formStyle(.grouped)` changes nothing of a form, with no warning; `.columns` says so.
    @Test func groupedFormStyleIsTheFormsOwnLayout() throws {
        let plain = read("#Preview { Form { Text(\"Row\") } }")
        let grouped = read("#Preview { Form { Text(\"Row\") }.formStyle(.grouped) }")
        #expect(grouped.diagnostics.isEmpty, "\(grouped.diagnostics)")
        let a = try #require(plain.scenarios.first), b = try #require(grouped.scenarios.first)
        #expect(try frame(layout(a).root.allViews, kind: "Text") == frame(layout(b).root.allViews, kind: "Text"))
        let columns = read("#Preview { Form { Text(\"Row\") }.formStyle(.columns) }")
        #expect(columns.diagnostics.map(\.id) == ["approximatedView"])
    }
}
