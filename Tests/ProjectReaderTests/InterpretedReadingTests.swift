import Diagnostics
import LayoutEngine
import Testing
@testable import ProjectReader

/// The reader runs a file (`InterpretedReading`, docs/reader-design.md): app-shaped Swift, the
/// file's own helpers, and the errors Swift itself would report.
@Suite struct InterpretedReadingTests {
    /// Every bundled fixture reads (parse, run, assets included) without a diagnostic and yields
    /// at least one scenario.
    @Test(arguments: fixtureFiles())
    func everyFixtureReadsWithoutDiagnostics(_ path: String) {
        let reading = readFixture(path)
        #expect(reading.diagnostics.withoutLibraryAssumptions.map(\.text) == [], "\(path)")
        #expect(!reading.scenarios.isEmpty)
    }

    /// Models, an enum with a computed property and `switch`, an `ObservableObject` reaching an
    /// `@EnvironmentObject`, `ForEach` over `Identifiable` structs, `if let` in a view body, a
    /// `ViewModifier` behind a `View` extension: none of it is known to the recogniser.
    @Test func appShapedSwiftLaysOut() throws {
        let source = """
        import SwiftUI

        enum Size: CaseIterable {
            case small, large
            var side: CGFloat {
                switch self {
                case .small: return 10
                case .large: return 30
                }
            }
        }

        struct Swatch: Identifiable {
            let id: Int
            let size: Size
        }

        final class Palette: ObservableObject {
            @Published var swatches = [Swatch(id: 1, size: .small), Swatch(id: 2, size: .large)]
            var spacing: CGFloat { 4 }
        }

        struct Boxed: ViewModifier {
            var inset: CGFloat
            func body(content: Content) -> some View {
                content.padding(inset)
            }
        }

        extension View {
            func boxed(_ inset: CGFloat = 2) -> some View { modifier(Boxed(inset: inset)) }
        }

        struct Strip: View {
            @EnvironmentObject var palette: Palette
            var highlighted: Int?

            var body: some View {
                HStack(spacing: palette.spacing) {
                    ForEach(palette.swatches) { swatch in
                        if let highlighted, highlighted == swatch.id {
                            Color.red.frame(width: swatch.size.side, height: swatch.size.side).boxed()
                        } else {
                            Color.blue.frame(width: swatch.size.side, height: swatch.size.side)
                        }
                    }
                }
            }
        }

        #Preview("strip", traits: .sizeThatFitsLayout) {
            Strip(highlighted: 1)
                .environmentObject(Palette())
        }
        """
        let reading = read(source)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.text))")
        let scenario = try #require(reading.scenarios.first)
        #expect(scenario.name == "strip")
        let result = layout(scenario)
        // Swatch 1 is small (10) and highlighted: 10 + 2 × 2 padding = 14 square. Swatch 2 is
        // large: 30 square. The stack: 14 + 4 (the palette's spacing) + 30 = 48 wide, 30 high.
        #expect(result.root.frame.size == Size(width: 48, height: 30))
        let colours = result.root.allViews.filter { $0.kind == "Color" }
        #expect(colours.map(\.label) == ["Color.red", "Color.blue"])
        #expect(colours.map(\.frame.width) == [10, 30])
    }

    /// A user extension method named like a built-in helper runs instead of it: here the file's
    /// own `relativeProposed(width:)` pads instead of proposing a fraction (docs/reader-design.md,
    /// "A built-in shortcut … is used only when the file does not define a function of that name").
    @Test func theFilesOwnDefinitionShadowsTheBuiltIn() throws {
        let source = """
        extension View {
            func relativeProposed(width: CGFloat) -> some View { padding(width * 10) }
        }
        class Unused {}
        #Preview(traits: .fixedLayout(width: 100, height: 100)) {
            Color.blue.frame(width: 20, height: 20).relativeProposed(width: 0.5)
        }
        """
        let reading = read(source)
        #expect(reading.diagnostics.filter { $0.severity == .error }.isEmpty)
        let scenario = try #require(reading.scenarios.first)
        // The file's helper: padding(0.5 × 10 = 5) around 20 × 20 gives 30 × 30.
        #expect(layout(scenario).root.frame.size == Size(width: 30, height: 30))
    }

    /// `.grid(2)` where a `CGFloat` is expected calls the static function an extension of CGFloat
    /// declares (an implicit member expression with arguments): spacing 2 × 4 = 8 between two
    /// 10-pt views gives 10 + 8 + 10 = 28.
    @Test func implicitMemberCallOfAnExtensionGivesTheNumber() throws {
        let reading = read("""
        import SwiftUI
        extension CGFloat {
            static func grid(_ n: Int) -> Self { Self(n) * 4 }
        }
        #Preview(traits: .sizeThatFitsLayout) {
            HStack(spacing: .grid(2)) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }
        }
        """)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.text))")
        let scenario = try #require(reading.scenarios.first)
        #expect(layout(scenario).root.frame.size == Size(width: 28, height: 10))
    }

    /// Contradictory frame constraints are a warning (SwiftUI logs "Contradictory frame
    /// constraints specified."), in a program-shaped file too.
    @Test func contradictoryFrameIsAWarning() throws {
        let reading = read("class Unused {}\n#Preview { Color.red.frame(minWidth: 50, maxWidth: 10) }")
        #expect(reading.diagnostics.map(\.id) == ["contradictoryFrame"])
        #expect(reading.diagnostics.first?.severity == .warning)
        #expect(reading.scenarios.count == 1)
    }

    /// A computed property that never returns stops at the step limit, reported at its line.
    @Test func aLoopThatNeverEndsStopsAtTheStepLimit() throws {
        let source = """
        import SwiftUI
        struct Spin: View {
            var width: CGFloat { var i = 0; while true { i += 1 }; return CGFloat(i) }
            var body: some View { Color.red.frame(width: width) }
        }
        #Preview { Spin() }
        """
        let reading = SwiftUIFileReader.read(bytes: Array(source.utf8), file: "Spin.swift", assets: ImageAssets(directory: nil))
        let errors = reading.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.message.text.contains("step limit") == true)
        #expect(errors.first?.range.start.line == 3)
    }

    /// `if let count {` (the Swift 5.7 shorthand) is read; the error is the frame 1e308 wide on
    /// line 6.
    @Test func ifLetShorthandIsReadAndItsContentsErrorReported() throws {
        let source = """
        import SwiftUI
        struct Badge: View {
            var count: Int?
            var body: some View {
                if let count {
                    Text("\\(count)").frame(width: 1e308)
                }
            }
        }
        #Preview { Badge(count: 3) }
        """
        let reading = SwiftUIFileReader.read(bytes: Array(source.utf8), file: "Badge.swift", assets: ImageAssets(directory: nil))
        let errors = reading.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.range.start.line == 6)
        #expect(errors.first?.message.text.contains("width") == true)
    }
}
