import Testing

/// A method of another module's type (`BrandFont.caption.font(size: 12)`, whose name SwiftUI's
/// `font(_:)` modifier shares) whose result is used as a number: the file compiles in its app,
/// so the value exists there; LayoutLens cannot know it, so the layout assumes one with an
/// `assumedValue` warning (an optional length as not given) instead of stopping the file.
@Suite struct UnknownTypeMethodResultTests {
    @Test func aMemberOfAnUnknownMethodsResultIsAnAssumedNumber() throws {
        let reading = read("""
        import SwiftUI
        import DesignSystem

        struct Caption: View {
            var body: some View {
                Text("Caption")
                    .frame(height: BrandFont.caption.font(size: 12).lineHeight - 2)
            }
        }
        #Preview { Caption() }
        """)
        let views = try viewsWithoutErrors(reading)
        #expect(reading.diagnostics.contains { $0.message.id == "assumedValue" }, "\(reading.diagnostics)")
        // The height taken as not given: the frame is as tall as its text.
        let text = try frame(views, kind: "Text")
        #expect(views[0].frame.height == text.height)
    }
}
