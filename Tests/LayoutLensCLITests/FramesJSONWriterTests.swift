import LayoutEngine
import Snapshots
import Testing
@testable import LayoutLensCLI

/// `frames` writes each placed view straight into bytes (`FramesJSONWriter`); those bytes must be
/// the ones the `JSONValue` tree of the view writes, at any depth, with every optional member.
@Suite struct FramesJSONWriterTests {
    @Test func nodesWrittenDirectlyAreTheTreesBytes() throws {
        let result = LayoutEngine.layout(VStack(spacing: 4) {
            HStack(spacing: 0) {
                Color.red.frame(width: 50, height: 50).offset(x: 20, y: 10)
                Color.blue.frame(width: 10, height: 10)
            }
            Color.green.frame(height: 3)
        }.node, in: ProposedSize(width: 120, height: 90))
        for indent in [0, 2, 3] {
            var expected: [UInt8] = []
            FramesJSON.nodeValue(result.root).write(to: &expected, pretty: true, indent: indent)
            var writer = FramesJSONWriter()
            writer.writeNode(result.root, indent: indent)
            #expect(writer.output == expected)
        }
        // The tree has a displacement, nested children and leaves with none.
        #expect(result.root.allViews.contains { $0.effect != nil })
    }
}
