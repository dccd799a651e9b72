import LayoutEngine
import Testing
@testable import ProjectReader

/// `.monospacedDigit()` on a view and `Font.monospacedDigit()` give the text below a font that
/// sets its figures at the tabular width (Apple, `View.monospacedDigit()`: "Modifies the fonts of
/// all child views to use fixed-width digits"); a later `.font(_:)` below keeps it, as a
/// `.fontDesign` above does. The widths themselves are `MonospacedDigitTests`'.
@Suite struct MonospacedDigitModifierTests {
    private func fonts(_ body: String) throws -> [FontDescriptor] {
        try placedViews("#Preview { VStack { \(body) } }").compactMap(\.text?.font)
    }

    @Test func theModifierReachesEveryTextBelow() throws {
        let placed = try fonts("VStack { Text(\"12\"); Text(\"34\").font(.title) }.monospacedDigit(); Text(\"56\")")
        #expect(placed.map(\.monospacedDigits) == [true, true, false])
    }

    @Test func theFontMethodAsksForTabularFigures() throws {
        let placed = try fonts("Text(\"12\").font(.body.monospacedDigit()); Text(\"34\").font(.body)")
        #expect(placed.map(\.monospacedDigits) == [true, false])
    }
}
