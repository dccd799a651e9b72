import LayoutEngine
import Testing
@testable import Snapshots

/// A shape's token in a snapshot's content field reads back as the same shape.
@Suite struct ShapeContentTokenTests {
    @Test func unevenRoundedRectangleKeepsEveryCorner() {
        let shape = ShapeKind.unevenRoundedRectangle(CornerRadii(topLeading: 1, bottomLeading: 2, bottomTrailing: 3, topTrailing: 4))
        let token = SnapshotContent.token(shape)
        // Clockwise from the top leading corner: 1, 4, 3, 2.
        #expect(token == "unevenRoundedRectangle:1,4,3,2")
        #expect(SnapshotContent.shape(token) == shape)
        #expect(SnapshotContent.shape("unevenRoundedRectangle:1,2") == nil)
    }
}
