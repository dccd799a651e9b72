import LayoutEngine
import SwiftUIRuntime
import Testing
@testable import ProjectReader

/// `previewLayout(_:)` with its argument named through its type, `PreviewLayout.sizeThatFits` and
/// `PreviewLayout.fixed(width:height:)` (Apple docs, "PreviewLayout"), lays out as the implicit
/// members `.sizeThatFits` and `.fixed(width:height:)` do, with no stand-in.
@Suite struct PreviewLayoutTypeTests {
    private func scenario(_ layout: String) throws -> Scenario {
        let reading = read("""
        import SwiftUI
        struct Badge_Previews: PreviewProvider {
            static var previews: some View {
                Color.red.frame(height: 20)
                    .previewLayout(\(layout))
            }
        }
        """)
        #expect(reading.diagnostics.map(\.text) == [], "\(layout)")
        return try #require(reading.scenarios.first)
    }

    /// As `.sizeThatFits`: offered the default device's width, 393, the colour 20 tall makes a
    /// canvas of 393 × 20 (`ReaderRuleTests.sizeThatFitsOffersTheDeviceAndFitsTheCanvasToTheView`).
    @Test func sizeThatFitsNamedThroughItsTypeFitsTheCanvasToTheView() throws {
        let scenario = try scenario("PreviewLayout.sizeThatFits")
        #expect(scenario.fitsCanvasToRoot)
        #expect(layout(scenario).canvas == Size(width: 393, height: 20))
    }

    /// A fixed layout of 200 × 100 proposes 200 × 100: the colour takes the width, 20 tall.
    @Test func aFixedLayoutNamedThroughItsTypeProposesItsSize() throws {
        let scenario = try scenario("PreviewLayout.fixed(width: 200, height: 100)")
        #expect(scenario.proposal == ProposedSize(width: 200, height: 100))
        #expect(layout(scenario).root.frame.size == Size(width: 200, height: 20))
    }
}
