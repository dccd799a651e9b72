import LayoutEngine
import Testing
@testable import ProjectReader

/// `DatePicker` (compact), `ColorPicker` and circular `Gauge`s, approximated (`Library/Views/DatePicker.swift`, `ColorPicker.swift`, `Gauge.swift`):
/// each lays out with one warning naming the rule (a linear `Gauge` is modelled).
@Suite struct ApproximatedControlsTests {
    /// `Date()` is the fixed 2024-01-01 00:00 UTC, so the date button reads "Jan 1, 2024" and the
    /// time button "12:00 AM" (en_US). Each button is its text padded 11 a side and 6 above and
    /// below: 22 wider and 12 taller than the text. The row is as wide as the VStack offers (393,
    /// the canvas width) with the buttons at its trailing edge, 8 apart.
    @Test func compactDatePickerShowsTheDateAndTimeButtons() throws {
        let reading = read("""
        import SwiftUI
        struct Editor: View {
            @State private var due = Date()
            var body: some View {
                VStack { DatePicker("Due", selection: $due) }
            }
        }
        #Preview { Editor() }
        """)
        #expect(reading.diagnostics.withoutLibraryAssumptions.map(\.id) == ["approximatedView"], "\(reading.diagnostics.map(\.text))")
        let scenario = try #require(reading.scenarios.first)
        #expect(scenario.root.texts == ["Due", "Jan 1, 2024", "12:00 AM"])
        let views = layout(scenario).root.allViews
        let row = try #require(views.first { $0.kind == "DatePicker" })
        #expect(row.frame.width == 393)
        let buttons = views.filter { $0.label == "DatePickerButton" }
        try #require(buttons.count == 2)
        for button in buttons {
            let text = try #require(button.children.first)
            #expect(button.frame.width == text.frame.width + 22)
            #expect(button.frame.height == text.frame.height + 12)
        }
        #expect(buttons[1].frame.origin.x == buttons[0].frame.origin.x + buttons[0].frame.width + 8)
        #expect(buttons[1].frame.origin.x + buttons[1].frame.width == row.frame.origin.x + row.frame.width)
    }

    /// `displayedComponents: .date` shows the date button only.
    @Test func displayedComponentsChooseTheButtons() throws {
        let reading = read("""
        import SwiftUI
        struct Editor: View {
            @State private var due = Date()
            var body: some View { DatePicker("Due", selection: $due, displayedComponents: .date) }
        }
        #Preview { Editor() }
        """)
        #expect(try #require(reading.scenarios.first).root.texts == ["Due", "Jan 1, 2024"])
    }

    /// A `ColorPicker` is its label and a 28 × 28 well (approximated); a `Gauge` its label above a
    /// linear bar as wide as the gauge, as Apple documents the linear styles ("The label appears
    /// above the gauge"), so only the colour picker warns.
    @Test func colorPickerAndGauge() throws {
        let reading = read("""
        import SwiftUI
        struct Settings: View {
            @State private var tint = Color.blue
            var body: some View {
                VStack {
                    ColorPicker("Tint", selection: $tint)
                    Gauge(value: 0.4) { Text("Battery") }
                }
            }
        }
        #Preview { Settings() }
        """)
        #expect(reading.diagnostics.map(\.id) == ["approximatedView"], "\(reading.diagnostics.map(\.text))")
        #expect(reading.diagnostics.first?.text.contains("ColorPicker") == true)
        let views = layout(try #require(reading.scenarios.first)).root.allViews
        #expect(try #require(views.first { $0.label == "ColorWell" }).frame.size == Size(width: 28, height: 28))
        let gauge = try #require(views.first { $0.label == "Gauge" })
        let bar = try #require(views.first { $0.kind == "GaugeBar" })
        #expect(bar.frame.width == gauge.frame.width)
        // 0.4 of the default range 0…1 (Apple, `Gauge(value:in:)`).
        #expect(bar.style.control == .gauge(fraction: 0.4, circular: false))
    }

    /// In a circular accessory style a gauge is its ring alone, a fixed square (58 pt, unverified),
    /// whatever it is offered; the value's place in its range is drawn.
    @Test func aCircularGaugeIsAFixedRing() throws {
        let reading = read("""
        import SwiftUI
        struct Battery: View {
            var body: some View {
                Gauge(value: 30, in: 0...120) { Text("Battery") }
                    .gaugeStyle(.accessoryCircular)
                    .frame(width: 300)
            }
        }
        #Preview { Battery() }
        """)
        let views = layout(try #require(reading.scenarios.first)).root.allViews
        let ring = try #require(views.first { $0.kind == "GaugeRing" })
        #expect(ring.frame.size == Size(width: 58, height: 58))
        // 30 in 0…120: (30 − 0) / (120 − 0) = 0.25.
        #expect(ring.style.control == .gauge(fraction: 0.25, circular: true))
    }

    /// `.datePickerStyle(.wheel)`: the label leading, the wheels 216 pt tall (a `UIPickerView`'s
    /// portrait height) in the width left: 393 − the label's width − 8. `.graphical` keeps the
    /// compact buttons, its warning naming the style; `WheelDatePickerStyle()` is `.wheel`.
    @Test func wheelDatePickerIsTwoHundredSixteenTall() throws {
        let reading = read("""
        import SwiftUI
        struct Editor: View {
            @State private var due = Date()
            var body: some View {
                VStack {
                    DatePicker("Due", selection: $due).datePickerStyle(.wheel)
                    DatePicker("Due", selection: $due).datePickerStyle(WheelDatePickerStyle()).labelsHidden()
                    DatePicker("Due", selection: $due).datePickerStyle(.graphical)
                }
            }
        }
        #Preview { Editor() }
        """)
        #expect(reading.diagnostics.withoutLibraryAssumptions.map(\.id) == ["approximatedView", "approximatedView", "approximatedView"], "\(reading.diagnostics.map(\.text))")
        #expect(reading.diagnostics.last?.text.contains(".graphical is not measured") == true)
        let views = layout(try #require(reading.scenarios.first)).root.allViews
        let wheels = views.filter { $0.label == "DatePickerWheels" }
        try #require(wheels.count == 2)
        let label = try #require(views.first { $0.kind == "Text" })
        #expect(wheels[0].frame.size == Size(width: 393 - label.frame.width - 8, height: 216))
        #expect(wheels[1].frame.size == Size(width: 393, height: 216))
        #expect(views.filter { $0.label == "DatePickerButton" }.count == 2)
    }

    /// A date picker bound to anything but a `Date` is swiftc's type error, at the call.
    @Test func aDatePickerNeedsADateBinding() throws {
        let reading = read("""
        import SwiftUI
        struct Editor: View {
            @State private var day = 3
            var body: some View { DatePicker("Day", selection: $day) }
        }
        #Preview { Editor() }
        """)
        let error = try #require(reading.diagnostics.first { $0.severity == .error })
        #expect(error.message.text == "cannot convert value of type 'Binding<Int>' to expected argument type 'Binding<Date>'")
        #expect(error.range.start.line == 4)
    }
}
