import Testing
@testable import ProjectReader

/// A `Decimal` given to a chart's `.value(_:_:)` plots as the number it holds: bars of
/// `Decimal` heights lay out exactly as bars of the same `Double` heights.
@Suite struct DecimalChartValueTests {
    static func frames(ofType type: String) throws -> [String] {
        let reading = read("""
            import Charts
            import SwiftUI
            struct Dose: Identifiable { let id: Int; let units: \(type) }
            let doses = [Dose(id: 1, units: 2.5), Dose(id: 2, units: 4), Dose(id: 3, units: 1.25)]
            #Preview {
                Chart(doses) { dose in
                    BarMark(x: .value("Day", String(dose.id)), y: .value("Units", dose.units))
                }
                .frame(width: 300, height: 200)
            }
            """)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics.map(\.text))")
        let result = layout(try #require(reading.scenarios.first))
        return result.root.allViews.map { "\($0.kind) \($0.frame)" }
    }

    @Test func decimalBarsLayOutAsTheirDoubleValues() throws {
        let decimals = try Self.frames(ofType: "Decimal")
        #expect(decimals.count > 3)
        #expect(decimals == (try Self.frames(ofType: "Double")))
    }
}
