import LayoutEngine
import Testing
@testable import ProjectReader

/// `.badge(_:)`: Apple, "Badges appear in list rows, tab bars, toolbar items, and menus"; zero or
/// nil hides it. In a list row the badge is a text at the trailing edge of the row's content (the
/// inset-grouped list at 300 wide: 16 of margin and 16 of row inset, so the content spans
/// x 32…268); elsewhere it takes no room.
@Suite struct BadgeTests {
    private func views(_ rows: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [PlacedView] {
        try placedViews("""
        #Preview {
            List {
                \(rows)
            }
            .frame(width: 300, height: 400)
        }
        """, sourceLocation: sourceLocation)
    }

    /// A count and a string: from the list's leading edge, the badge's text ends at 300 − 32 = 268
    /// and the row's text starts at 32.
    @Test func aBadgeInAListRowSitsAtTheTrailingEdge() throws {
        for badge in ["5", "\"New\""] {
            let placed = try views("Text(\"Recents\").badge(\(badge))")
            let list = try frame(placed, kind: "List")
            let texts = placed.filter { $0.kind == "Text" }.map(\.frame)
            try #require(texts.count == 2, "\(badge)")
            #expect(texts[0].x - list.x == 32, "\(badge)")
            #expect(abs(texts[1].x + texts[1].width - list.x - 268) < 1e-9, "\(badge)")
        }
    }

    /// `badge(0)` and a nil string hide the badge: one text in the row.
    @Test func zeroAndNilHideTheBadge() throws {
        for badge in ["0", "nil as String?"] {
            #expect(try views("Text(\"Recents\").badge(\(badge))").filter { $0.kind == "Text" }.count == 1, "\(badge)")
        }
    }

    /// Outside a list (a tab's content, a plain stack) the view keeps its frame: the same text
    /// with and without the badge.
    @Test func outsideAListTheBadgeTakesNoRoom() throws {
        let plain = try frame(placedViewsOn400By300("VStack { Text(\"Inbox\") }"), kind: "Text")
        let badged = try placedViewsOn400By300("VStack { Text(\"Inbox\").badge(3) }")
        #expect(badged.filter { $0.kind == "Text" }.count == 1)
        #expect(try frame(badged, kind: "Text") == plain)
    }
}
