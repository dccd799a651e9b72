import LayoutEngine
import Testing
@testable import ProjectReader

/// `TextField(_:text:axis: .vertical)`: the text wraps and the field grows to fit it within the
/// line limits above it, as a `Text` does (Apple, `lineLimit(_:)`: "a closed range of lines that a
/// `Text` view or a vertical `TextField` can occupy. When the text of such views occupies more
/// space than the provided limit, a `Text` view truncates its content while a `TextField` becomes
/// scrollable"). So a vertical field is as tall as a `Text` of the same string at the same width.
@Suite struct VerticalTextFieldTests {
    private static let long = "A note long enough to wrap over several lines in a narrow field of two hundred points"

    /// The placed views of a `Note` preview whose body is `stack` (a `VStack` 200 pt wide) with
    /// `@State var text` set to `text`, after checking nothing was warned.
    private func laidOut(text: String, _ stack: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [PlacedView] {
        let reading = read("""
        import SwiftUI
        struct Note: View {
            @State var text = "\(text)"
            var body: some View {
        \(stack)
                .frame(width: 200)
            }
        }
        #Preview { Note() }
        """)
        #expect(reading.diagnostics.withoutLibraryAssumptions.isEmpty, "\(reading.diagnostics.map(\.text))", sourceLocation: sourceLocation)
        let scenario = try #require(reading.scenarios.first, sourceLocation: sourceLocation)
        return layout(scenario).root.allViews
    }

    /// With no line limit: the field's height is the wrapped text's, more than one line (the same
    /// string in a horizontal field is one line), and nothing is warned.
    @Test func aVerticalFieldGrowsToItsWrappedText() throws {
        let views = try laidOut(text: Self.long, """
                VStack {
                    TextField("Note", text: $text, axis: .vertical)
                    Text("\(Self.long)")
                    TextField("Note", text: $text)
                }
        """)
        let fields = views.filter { $0.kind == "TextField" }
        try #require(fields.count == 2)
        // The tallest text is the lone `Text` (or the vertical field's own, the same height).
        let wrapped = try #require(views.filter { $0.kind == "Text" }.max { $0.frame.height < $1.frame.height })
        #expect(fields[0].frame.height == wrapped.frame.height)
        #expect(fields[0].frame.height > fields[1].frame.height)
    }

    /// Under `.lineLimit(2)` the field is two lines tall, as the `Text` under the same limit is.
    /// Past the limit the field scrolls where the `Text` truncates: the field shows its first two
    /// lines as they broke, the `Text` ends its second line with "…"; nothing is warned.
    @Test func aFieldPastItsLineLimitShowsItsFirstLinesUncut() throws {
        let views = try laidOut(text: Self.long, """
                VStack {
                    TextField("Note", text: $text, axis: .vertical)
                    Text("\(Self.long)")
                }
                .lineLimit(2)
        """)
        let field = try #require(views.first { $0.kind == "TextField" })
        let texts = views.filter { $0.kind == "Text" }
        try #require(texts.count == 2)
        // The field's own text and the lone Text are both two lines of the same font.
        #expect(field.frame.height == texts[1].frame.height)
        #expect(texts[0].frame.height == texts[1].frame.height)
        let fieldLines = try #require(texts[0].text?.lines.map(\.text))
        let textLines = try #require(texts[1].text?.lines.map(\.text))
        #expect(fieldLines.count == 2 && textLines.count == 2)
        #expect(textLines.last?.hasSuffix("…") == true)
        #expect(fieldLines.last?.hasSuffix("…") == false)
        // Both break the same first line; the field's second line is the second line as broken.
        #expect(fieldLines.first == textLines.first)
    }

    /// A lower limit reserves its lines in a vertical field as in a `Text` (Apple,
    /// `lineLimit(_:reservesSpace:)`: "that view expands to occupy the minimum number of lines";
    /// `lineLimit(_:)` with a closed range: the lines "a vertical `TextField` can occupy"): a one-word
    /// field under `lineLimit(3, reservesSpace: true)` is three lines tall, under `2...4` two, each
    /// as tall as a `Text` under the same limit, and with no limit one.
    @Test func aLowerLimitReservesItsLinesInAVerticalField() throws {
        let views = try laidOut(text: "Hi", """
                VStack {
                    TextField("Note", text: $text, axis: .vertical).lineLimit(3, reservesSpace: true)
                    Text("Hi").lineLimit(3, reservesSpace: true)
                    TextField("Note", text: $text, axis: .vertical).lineLimit(2...4)
                    Text("Hi").lineLimit(2...4)
                    TextField("Note", text: $text, axis: .vertical)
                }
        """)
        let fields = views.filter { $0.kind == "TextField" }
        // Depth first: each field's own text, then the lone `Text` after it.
        let texts = views.filter { $0.kind == "Text" }
        try #require(fields.count == 3 && texts.count == 5)
        let lone = [texts[1], texts[3]]
        #expect(fields[0].frame.height == lone[0].frame.height)
        #expect(fields[1].frame.height == lone[1].frame.height)
        #expect(fields[0].frame.height > fields[1].frame.height)
        #expect(fields[1].frame.height > fields[2].frame.height)
    }
}
