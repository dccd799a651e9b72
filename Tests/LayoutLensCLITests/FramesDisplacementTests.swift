import LayoutEngine
import Snapshots
import Testing
@testable import LayoutLensCLI

/// The frames JSON of a view moved by `offset`: `frame` is the layout frame (Apple's
/// `offset(x:y:)`: "the original dimensions of the view … don't change"), `displacement` says how
/// it is drawn.
@Suite struct FramesDisplacementTests {
    @Test func offsetIsADisplacementBesideTheLayoutFrame() throws {
        let result = LayoutEngine.layout(HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 50).offset(x: 20, y: 10)
        }.node, in: ProposedSize(width: 50, height: 50))
        let offset = try #require(result.root.allViews.first { $0.kind == "offset" })
        let json = try JSONValue(parsing: FramesJSON.nodeValue(offset).serialized())
        #expect(json["frame"]?["x"]?.numberValue == 0)
        #expect(json["displacement"]?["kind"]?.stringValue == "offset")
        #expect(json["displacement"]?["x"]?.numberValue == 20)
        #expect(json["displacement"]?["y"]?.numberValue == 10)
        // Drawn over (0 + 20, 0 + 10, 50, 50).
        #expect(json["displacement"]?["bounds"]?["x"]?.numberValue == 20)
        #expect(json["displacement"]?["bounds"]?["y"]?.numberValue == 10)
        // Views without an effect have no `displacement` key.
        let child = try #require(json["children"]?.arrayValue?.first)
        #expect(child["displacement"] == nil)
    }
}
