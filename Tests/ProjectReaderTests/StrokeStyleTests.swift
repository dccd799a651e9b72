import LayoutEngine
import Testing
@testable import ProjectReader

/// `.stroke(_:style:)` and `.strokeBorder(_:style:)` draw with the `StrokeStyle`'s `lineWidth`
/// (Apple, `StrokeStyle.lineWidth`: "The width of the stroked path"), as `.stroke(_:lineWidth:)`
/// draws with its own; a stroke with neither is 1 pt wide (Apple, `stroke(_:lineWidth:)`, default 1).
@Suite struct StrokeStyleTests {
    private func lineWidth(_ modifier: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Double {
        let views = try placedViews("#Preview { Circle()\(modifier).frame(width: 40, height: 40) }", sourceLocation: sourceLocation)
        return try #require(views.first { $0.kind == "Circle" }, sourceLocation: sourceLocation).style.lineWidth
    }

    @Test func aStrokeStyleGivesTheLineWidth() throws {
        #expect(try lineWidth(".stroke(Color.red, style: StrokeStyle(lineWidth: 6, lineCap: .round))") == 6)
        #expect(try lineWidth(".stroke(style: StrokeStyle(lineWidth: 3))") == 3)
        #expect(try lineWidth(".strokeBorder(Color.blue, style: StrokeStyle(lineWidth: 4, dash: [2, 2]))") == 4)
    }

    @Test func lineWidthArgumentStillWorks() throws {
        #expect(try lineWidth(".stroke(Color.red, lineWidth: 5)") == 5)
    }
}
