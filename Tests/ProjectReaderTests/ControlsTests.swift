import LayoutEngine
import Testing
@testable import ProjectReader

/// `TextField`, `SecureField`, `Slider`, `Stepper`, `ProgressView` and the menu `Picker`. Sources:
/// slider 34 pt tall (Mark Meretzky, "Sliders: class UISlider", `UISlider` frame on iOS 8.1);
/// activity indicator 20 × 20 (Mark Meretzky, "UIActivityIndicatorView"); a view without an ideal
/// width becomes 10 wide for a `nil` proposal (Apple, `replacingUnspecifiedDimensions`).
/// **Unverified** (docs/engine.md): stepper 94 × 32, progress bar 4 pt, the field's one-line
/// height, the gaps. Coloured frames stand in for labels where a number depends on them.
@Suite struct ControlsTests {
    private func views(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [PlacedView] {
        try placedViews(source, sourceLocation: sourceLocation)
    }

    /// A text field takes the proposed width and is one line of its text tall: the same height as
    /// a `Text` of its placeholder beside it.
    @Test func textFieldIsOneLineAcrossTheWidth() throws {
        let placed = try views("""
        struct Screen: View {
            @State var name = ""
            var body: some View {
                VStack {
                    TextField("Name", text: $name)
                    Text("Name")
                }
                .frame(width: 300)
            }
        }
        #Preview { Screen() }
        """)
        let field = try frame(placed, kind: "TextField")
        let text = try frame(placed, kind: "Text", 1)
        #expect(field.width == 300 && field.height == text.height)
        // The placeholder at the field's leading edge.
        #expect(try frame(placed, kind: "Text", 0).x == field.x)
    }

    /// A non-empty binding is shown instead of the placeholder: "Ada" is narrower than the
    /// placeholder text, so the field's text is the bound value.
    @Test func textFieldShowsItsText() throws {
        let placed = try views("""
        struct Screen: View {
            @State var name = "Ada"
            var body: some View {
                VStack {
                    TextField("A much longer placeholder", text: $name).fixedSize()
                    Text("Ada").fixedSize()
                }
            }
        }
        #Preview { Screen() }
        """)
        #expect(try frame(placed, kind: "TextField").width == frame(placed, kind: "Text", 1).width)
    }

    /// Slider: the proposed 300 across, 34 tall; with a `nil` width, 10.
    @Test func sliderTakesTheWidth() throws {
        let placed = try views("""
        struct Screen: View {
            @State var volume = 0.5
            var body: some View {
                VStack(spacing: 0) {
                    Slider(value: $volume, in: 0...1).frame(width: 300)
                    Slider(value: $volume).fixedSize()
                }
            }
        }
        #Preview { Screen() }
        """)
        let first = try frame(placed, kind: "SliderTrack", 0), second = try frame(placed, kind: "SliderTrack", 1)
        #expect(first.width == 300 && first.height == 34)
        #expect(second.width == 10 && second.height == 34)
    }

    /// Stepper: label leading, the 94 × 32 control trailing: 300 − 94 = 206; the 20-pt label
    /// centred in the 32-pt row: (32 − 20) / 2 = 6.
    @Test func stepperPutsItsControlTrailing() throws {
        let placed = try views("""
        struct Screen: View {
            @State var count = 1
            var body: some View {
                Stepper(value: $count, in: 0...5) { Color.red.frame(width: 40, height: 20) }
                    .frame(width: 300)
            }
        }
        #Preview { Screen() }
        """)
        let stepper = try frame(placed, kind: "Stepper")
        #expect(stepper.width == 300 && stepper.height == 32)
        let control = try frame(placed, kind: "StepperControl")
        #expect(control.x - stepper.x == 206 && control.width == 94 && control.height == 32)
        #expect(try frame(placed, kind: "Color").y - stepper.y == 6)
    }

    /// `ProgressView()` is the 20 × 20 spinner; `ProgressView(value:)` a 4-pt bar across 300;
    /// with a label the bar is below it, 8 apart (20 + 8 = 28).
    @Test func progressViews() throws {
        let placed = try views("""
        #Preview {
            VStack(spacing: 0) {
                ProgressView()
                ProgressView(value: 0.4) { Color.red.frame(width: 50, height: 20) }
            }
            .frame(width: 300)
        }
        """)
        let spinner = try frame(placed, kind: "ProgressSpinner")
        #expect(spinner.width == 20 && spinner.height == 20)
        let bar = try frame(placed, kind: "ProgressBar")
        #expect(bar.width == 300 && bar.height == 4)
        let label = try frame(placed, kind: "Color")
        #expect(bar.y - label.y == 28 && label.x == bar.x)
    }

    /// A menu picker shows the option whose tag is selected ("B", not "A") with a chevron; outside
    /// a list its label is not shown.
    @Test func menuPickerShowsTheSelection() throws {
        let placed = try views("""
        struct Screen: View {
            @State var choice = 2
            var body: some View {
                Picker("Choice", selection: $choice) {
                    Text("A").tag(1)
                    Text("B").tag(2)
                }
            }
        }
        #Preview { Screen() }
        """)
        let texts = placed.filter { $0.kind == "Text" }
        #expect(texts.compactMap { $0.text?.lines.first?.text } == ["B"])
        #expect(placed.contains { $0.label == "Image(systemName: \"chevron.up.chevron.down\")" })
        let picker = try frame(placed, kind: "Picker")
        // Its own size: the selection's, not the canvas width.
        #expect(picker.width < 393)
    }

    /// In a form row the label leads and the selection trails: the row content is 300 − 32 − 32 =
    /// 236 wide (inset-grouped margins and row insets), the selection ending at its right edge.
    @Test func pickerInAFormRow() throws {
        let placed = try views("""
        struct Screen: View {
            @State var choice = 1
            var body: some View {
                Form {
                    Picker(selection: $choice) {
                        Color.red.frame(width: 30, height: 20).tag(1)
                    } label: {
                        Color.blue.frame(width: 50, height: 20)
                    }
                }
                .frame(width: 300, height: 400)
            }
        }
        #Preview { Screen() }
        """)
        let form = try frame(placed, kind: "Form")
        let picker = try frame(placed, kind: "Picker")
        #expect(picker.x - form.x == 32 && picker.width == 236)
        let label = try frame(placed, kind: "Color", 0), selection = try frame(placed, kind: "Color", 1)
        #expect(label.x == picker.x && label.width == 50)
        // Selection: 30 + 8 (default spacing) + 17 (the chevron symbol placeholder) = 55 wide.
        #expect(selection.x - picker.x == 236 - 55)
    }

    @Test func otherPickerStylesWarn() {
        let reading = read("""
        struct Screen: View {
            @State var choice = 1
            var body: some View {
                Picker("Choice", selection: $choice) { Text("A").tag(1) }.pickerStyle(.wheel)
            }
        }
        #Preview { Screen() }
        """)
        #expect(reading.diagnostics.map(\.id) == ["approximatedView"])
        #expect(reading.scenarios.count == 1)
    }

    /// `LabeledContent`: label leading, content trailing across the row (the picker-row rule): in
    /// a 300-wide form the row content is 300 − 64 = 236 wide and the 30-wide value ends at its
    /// right edge (236 − 30 = 206).
    @Test func labeledContentRow() throws {
        let placed = try views("""
        #Preview {
            Form {
                LabeledContent {
                    Color.red.frame(width: 30, height: 20)
                } label: {
                    Color.blue.frame(width: 50, height: 20)
                }
            }
            .frame(width: 300, height: 400)
        }
        """)
        let row = try frame(placed, kind: "LabeledContent")
        #expect(row.width == 236)
        // Tree order: the label, then the value.
        let label = try frame(placed, kind: "Color", 0), value = try frame(placed, kind: "Color", 1)
        #expect(value.x - row.x == 206 && label.x == row.x)
    }

    /// `DisclosureGroup` is collapsed by default: its content is not laid out; bound to `true` it
    /// shows the content below the header (default spacing 8: 20 + 8 = 28).
    @Test func disclosureGroupCollapsedAndExpanded() throws {
        let placed = try views("""
        struct Screen: View {
            @State var open = true
            var body: some View {
                VStack(spacing: 40) {
                    DisclosureGroup { Color.red.frame(width: 10, height: 10) } label: { Color.blue.frame(width: 50, height: 20) }
                    DisclosureGroup(isExpanded: $open) { Color.green.frame(width: 10, height: 10) } label: { Color.blue.frame(width: 50, height: 20) }
                }
                .frame(width: 300)
            }
        }
        #Preview { Screen() }
        """)
        #expect(!placed.contains { $0.label == "Color.red" })
        let header = try #require(placed.last { $0.kind == "DisclosureGroup" }).frame
        let content = try #require(placed.first { $0.label == "Color.green" }).frame
        #expect(content.y - header.y == 28)
    }

    /// `ContentUnavailableView` fills what it is offered and centres its column (Apple,
    /// `ContentUnavailableView`): in 300 × 400 the column's middle is at (150, 200).
    @Test func contentUnavailableViewCentresItsColumn() throws {
        let placed = try views("""
        #Preview {
            ContentUnavailableView("No Mail", systemImage: "tray", description: Text("Nothing here."))
                .frame(width: 300, height: 400)
        }
        """)
        let column = try frame(placed, kind: "VStack")
        let whole = try #require(placed.first).frame
        #expect(abs(column.x + column.width / 2 - (whole.x + 150)) < 0.5)
        #expect(abs(column.y + column.height / 2 - (whole.y + 200)) < 0.5)
    }
}
