import LayoutEngine
import Testing
@testable import ProjectReader

/// A custom `ShapeStyle` (iOS 17): SwiftUI calls its `resolve(in:)` with the environment in
/// effect and uses the style it returns (Apple docs, `ShapeStyle.resolve(in:)`), in `fill`,
/// `foregroundStyle` and `background(_:)` alike; the environment handed to it reads the app's
/// own `@Entry` values.
@Suite struct CustomShapeStyleTests {
    @Test func aCustomShapeStyleResolvesInTheEnvironment() throws {
        let placed = try placedViews("""
        struct Palette { var accent: Color = .red }
        extension EnvironmentValues { @Entry var palette = Palette() }
        struct Themed: ShapeStyle {
            let pick: (Palette) -> Color
            func resolve(in environment: EnvironmentValues) -> Color { pick(environment.palette) }
        }
        extension ShapeStyle where Self == Themed {
            static var themedAccent: Themed { Themed(pick: { $0.accent }) }
        }
        #Preview(traits: .sizeThatFitsLayout) {
            Rectangle().fill(.themedAccent).frame(width: 20, height: 10)
                .background(Themed.themedAccent)
                .foregroundStyle(.themedAccent)
        }
        """)
        // The background takes its view's 20 × 10, as a colour does.
        let background = try #require(placed.first { $0.label == "Themed" })
        #expect(background.frame.size == Size(width: 20, height: 10))
    }

    /// A style that is also a `View` with no `body` of its own is SwiftUI's default body, a
    /// rectangle filled with the style: it takes the 30 × 15 frame proposed.
    @Test func aShapeStyleThatIsAViewFillsItsFrame() throws {
        let placed = try placedViews("""
        struct Tint: ShapeStyle, View {
            func resolve(in environment: EnvironmentValues) -> Color { .blue }
        }
        #Preview(traits: .sizeThatFitsLayout) { Tint().frame(width: 30, height: 15) }
        """)
        let fill = try #require(placed.first { $0.label == "Tint" })
        #expect(fill.frame.size == Size(width: 30, height: 15))
    }
}

/// `_size = ScaledMetric(wrappedValue:relativeTo:)` in an initializer is the wrapper's storage made
/// directly: at the default Dynamic Type size (Large) a metric relative to `.body` is unscaled,
/// so the frame is the 24 given.
@Suite struct ScaledMetricInitializerTests {
    @Test func aScaledMetricMadeInAnInitializerIsTheWrappersStorage() throws {
        let placed = try placedViews("""
        struct Icon: View {
            @ScaledMetric private var size: CGFloat
            init(size: CGFloat) { _size = ScaledMetric(wrappedValue: size, relativeTo: .body) }
            var body: some View { Color.red.frame(width: size, height: size) }
        }
        #Preview(traits: .sizeThatFitsLayout) { Icon(size: 24) }
        """)
        let frame = try #require(placed.first { $0.kind == "frame" })
        #expect(frame.frame.size == Size(width: 24, height: 24))
    }
}

/// `$model` of a property whose wrapper comes from a module LayoutLens does not read
/// (`@Default(.model) var model: String`, the Defaults package's) is that module's binding,
/// unknown here: a stand-in with a warning, not an error that stops the preview.
@Suite struct ForeignWrapperProjectionTests {
    @Test func theProjectionOfAnUnreadWrapperIsAStandIn() throws {
        let reading = read("""
        import SwiftUI
        struct Settings: View {
            @Default(.model) private var model: String
            var body: some View { TextField("Model", text: $model).frame(width: 100, height: 20) }
        }
        #Preview { Settings() }
        """)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics.map(\.text))")
        #expect(reading.scenarios.count == 1)
    }
}
