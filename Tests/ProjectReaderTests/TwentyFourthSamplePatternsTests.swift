import LayoutEngine
import Testing
@testable import ProjectReader

/// From a twenty-fourth sample (32 files of a book's sample code and video-series projects;
/// 28 → 30 lay out, the 2 left declare no view).
@Suite struct TwentyFourthSamplePatternsTests {
    /// `alignment.horizontal` of an `Alignment` given to a custom stack, used as an
    /// `alignmentGuide`'s alignment: an alignment's two guides are its properties. The guide moves
    /// the second text's leading edge 10 pt right of the first's (`d[.leading] - 10` → the view is
    /// placed 10 pt further right).
    @Test func anAlignmentsHorizontalGuide() throws {
        let reading = try interpretedReading("""
        import SwiftUI
        struct Column: View {
            var alignment: Alignment = .topLeading
            var body: some View {
                VStack(alignment: alignment.horizontal) {
                    Color.red.frame(width: 50, height: 10)
                    Color.blue.frame(width: 50, height: 10)
                        .alignmentGuide(alignment.horizontal) { d in d[alignment.horizontal] - 10 }
                }
            }
        }
        #Preview { Column() }
        """)
        let frames = try viewsWithoutErrors(reading).filter { $0.kind == "frame" }.map(\.frame)
        try #require(frames.count == 2)
        #expect(frames[1].origin.x - frames[0].origin.x == 10)
    }

    /// `CGRect(origin: .zero, size: proxy.size)`: the parameter's type resolves `.zero`. A user
    /// `GeometryEffect` given to `.modifier` only transforms the drawing: the content keeps its frame.
    @Test func aRectAtZeroAndAGeometryEffect() throws {
        let reading = try interpretedReading("""
        import SwiftUI
        struct Nudge: GeometryEffect {
            var amount: CGFloat
            func effectValue(size: CGSize) -> ProjectionTransform {
                ProjectionTransform(CGAffineTransform(translationX: amount, y: 0))
            }
        }
        struct Board: View {
            var body: some View {
                GeometryReader { proxy in
                    let rect = CGRect(origin: .zero, size: proxy.size)
                    Color.green
                        .frame(width: rect.width / 2, height: 20)
                        .modifier(Nudge(amount: 30))
                }
                .frame(width: 200, height: 100)
            }
        }
        #Preview { Board() }
        """)
        let frames = try viewsWithoutErrors(reading).filter { $0.kind == "frame" }.map(\.frame)
        // The inner frame: half the reader's 200.
        #expect(frames.contains { $0.size.width == 100 && $0.size.height == 20 })
    }

    /// `overlayPreferenceValue(Key.self) { value in … }`: preferences set below are not collected,
    /// so the content is made from the key's default value (a warning says so); the overlay
    /// never changes its view's frame.
    @Test func anOverlayFromAPreferenceUsesItsDefault() throws {
        let reading = try interpretedReading("""
        import SwiftUI
        struct WidthKey: PreferenceKey {
            static var defaultValue: CGFloat = 24
            static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
        }
        struct Tag: View {
            var body: some View {
                Text("Tag")
                    .frame(width: 80, height: 30)
                    .overlayPreferenceValue(WidthKey.self, alignment: .leading) { width in
                        Color.orange.frame(width: width, height: 4)
                    }
            }
        }
        #Preview { Tag() }
        """)
        #expect(reading.diagnostics.contains { $0.message.id == "approximatedView" })
        let frames = try viewsWithoutErrors(reading).filter { $0.kind == "frame" }.map(\.frame)
        #expect(frames.contains { $0.size.width == 80 && $0.size.height == 30 })
        #expect(frames.contains { $0.size.width == 24 && $0.size.height == 4 })
    }
}
