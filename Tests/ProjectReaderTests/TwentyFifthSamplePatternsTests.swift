import LayoutEngine
import Testing
@testable import ProjectReader

/// From a twenty-fifth sample (50 files of 5 repositories: two catalogues of SwiftUI, a course,
/// learning examples, an app; 47 → 49 lay out, the one left declares no view).
@Suite struct TwentyFifthSamplePatternsTests {
    /// `switch widgetFamily` over an environment value LayoutLens does not know, ending in
    /// `@unknown default: fatalError()`: an unknown default is for cases a later SDK adds, so
    /// the first known case is taken (reported), not the trap.
    @Test func anUnknownDefaultIsNotTakenForAnUnseenValue() throws {
        let reading = try interpretedReading("""
        import SwiftUI
        import WidgetKit
        struct Sizes: View {
            @Environment(\\.widgetFamily) private var family
            var body: some View {
                switch family {
                case .systemSmall: Color.red.frame(width: 10, height: 10)
                case .systemMedium: Color.red.frame(width: 20, height: 10)
                @unknown default: fatalError("Unknown widget size")
                }
            }
        }
        #Preview { Sizes() }
        """)
        let frame = try #require(try viewsWithoutErrors(reading).first { $0.kind == "frame" })
        #expect(frame.frame.width == 10)
    }

    /// `Label(configuration)` in a `LabelStyle`'s `makeBody`: the label of the style's title and
    /// icon in the built-in style, here padded by the style (16 on each side).
    @Test func aLabelMadeFromItsStylesConfiguration() throws {
        let reading = try interpretedReading("""
        import SwiftUI
        struct Framed: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
                Label(configuration).padding()
            }
        }
        struct Row: View {
            var body: some View {
                Label("Sliders", systemImage: "slider.horizontal.3").labelStyle(Framed())
            }
        }
        #Preview { Row() }
        """)
        let views = try viewsWithoutErrors(reading)
        let label = try #require(views.first { $0.kind == "Label" })
        let padding = try #require(views.first { $0.kind == "padding" })
        #expect(padding.frame.width == label.frame.width + 32)
    }

    /// `SwiftUI.Font.title`, `Swift.max(10, 20)`: names qualified by their module are the
    /// library's own.
    @Test func namesQualifiedByTheirModule() throws {
        let reading = try interpretedReading("""
        import SwiftUI
        struct Titles: View {
            var body: some View {
                Color.blue.frame(width: Swift.max(10, 20), height: SwiftUI.CGFloat(5))
            }
        }
        #Preview { Titles() }
        """)
        #expect(reading.diagnostics.isEmpty, "\\(reading.diagnostics)")
        let frame = try #require(try viewsWithoutErrors(reading).first { $0.kind == "frame" })
        #expect(frame.frame.width == 20 && frame.frame.height == 5)
    }
}
