import LayoutEngine
import Testing
@testable import ProjectReader

/// `List`, `Form` and `Section` (iOS, compact width). Coloured frames stand in for row content so
/// every expected number follows from the rule under test, shown as arithmetic. Sources:
/// - minimum row height 44 and "content plus row insets" otherwise: Apple,
///   `EnvironmentValues.defaultMinListRowHeight`; 44 pt: Apple HIG, "Layout" (least hit target);
/// - 16-pt margins at compact width: useyourloaf.com, "Changing Root View Layout Margins";
/// - **unverified** (docs/engine.md, `ListMetrics`): vertical row inset 11, section spacing 35,
///   7 pt between a header or footer and the rows. These tests pin the documented rule.
@Suite struct ListTests {
    private func views(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [PlacedView] {
        try placedViews(source, sourceLocation: sourceLocation)
    }

    private func frames(_ views: [PlacedView], kind: String) -> [Rect] {
        views.filter { $0.kind == kind }.map(\.frame)
    }

    /// Inset-grouped (the default): the section is inset 16 from each side (300 − 32 = 268 wide)
    /// and a row's content another 16 (268 − 32 = 236). A 20-pt row is raised to 44 and centred:
    /// 35 (section spacing) + (44 − 20) / 2 = 47; a 60-pt row is 60 + 11 + 11 = 82 tall and starts
    /// at 35 + 44 = 79, its content at 79 + 11 = 90. The list takes the proposed 300 × 500.
    @Test func rowsHaveAMinimumHeightAndInsets() throws {
        let placed = try views("""
        #Preview {
            List {
                Color.red.frame(height: 20)
                Color.blue.frame(height: 60)
            }
            .frame(width: 300, height: 500)
        }
        """)
        let list = try #require(frames(placed, kind: "List").first)
        #expect(list.width == 300 && list.height == 500)
        let colors = frames(placed, kind: "Color")
        try #require(colors.count == 2)
        #expect(colors[0].x - list.x == 32 && colors[0].width == 236)
        #expect(colors[0].y - list.y == 47 && colors[0].height == 20)
        #expect(colors[1].y - list.y == 90 && colors[1].height == 60)
    }

    /// `.plain`: rows span the list (no section margin, no section spacing): content at 16 and
    /// 300 − 32 = 268 wide; the first 20-pt row centred in 44: (44 − 20) / 2 = 12.
    @Test func plainListRowsSpanTheWidth() throws {
        let placed = try views("""
        #Preview {
            List {
                Color.red.frame(height: 20)
            }
            .listStyle(.plain)
            .frame(width: 300, height: 500)
        }
        """)
        let list = try #require(frames(placed, kind: "List").first)
        let color = try #require(frames(placed, kind: "Color").first)
        #expect(color.x - list.x == 16 && color.width == 268 && color.y - list.y == 12)
    }

    /// `listRowInsets(EdgeInsets())`: the content fills the row (268 wide at the section's 16),
    /// the row still at least 44: (44 − 20) / 2 = 12 below the section's top at 35.
    @Test func listRowInsetsReplaceTheDefaults() throws {
        let placed = try views("""
        #Preview {
            List {
                Color.red.frame(height: 20).listRowInsets(EdgeInsets())
                Color.blue.frame(height: 20).listRowInsets(EdgeInsets(top: 30, leading: 40, bottom: 30, trailing: 0))
            }
            .frame(width: 300, height: 500)
        }
        """)
        let list = try #require(frames(placed, kind: "List").first)
        let colors = frames(placed, kind: "Color")
        try #require(colors.count == 2)
        #expect(colors[0].x - list.x == 16 && colors[0].width == 268 && colors[0].y - list.y == 47)
        // 30 + 20 + 30 = 80 > 44: the second row starts at 35 + 44 = 79, its content at 79 + 30.
        #expect(colors[1].x - list.x == 56 && colors[1].width == 228 && colors[1].y - list.y == 109)
    }

    /// Header above the rows, footer below, 7 pt from them (unverified), both inset like row
    /// content (16 + 16 = 32). Header at 35; rows from 35 + 10 + 7 = 52 (content 52 + 12 = 64);
    /// footer at 52 + 44 + 7 = 103; the section is 10 + 7 + 44 + 7 + 30 = 98 tall.
    @Test func sectionHeaderAndFooter() throws {
        let placed = try views("""
        #Preview {
            List {
                Section {
                    Color.red.frame(height: 20)
                } header: {
                    Color.green.frame(width: 50, height: 10)
                } footer: {
                    Color.blue.frame(width: 50, height: 30)
                }
            }
            .frame(width: 300, height: 500)
        }
        """)
        let list = try #require(frames(placed, kind: "List").first)
        let section = try #require(frames(placed, kind: "Section").first)
        #expect(section.x - list.x == 16 && section.y - list.y == 35 && section.width == 268 && section.height == 98)
        let colors = frames(placed, kind: "Color")
        try #require(colors.count == 3)
        // Source order: header, row, footer.
        #expect(colors[0].x - list.x == 32 && colors[0].y - list.y == 35)
        #expect(colors[1].y - list.y == 64)
        #expect(colors[2].x - list.x == 32 && colors[2].y - list.y == 103)
    }

    /// Rows outside sections form their own section; sections are 35 apart: rows at 35 and
    /// 35 + 44 = 79 end at 123; the `Section` starts at 123 + 35 = 158.
    @Test func looseRowsAndSectionsAreSpaced() throws {
        let placed = try views("""
        #Preview {
            List {
                Color.red.frame(height: 20)
                Color.red.frame(height: 20)
                Section { Color.blue.frame(height: 20) }
            }
            .frame(width: 300, height: 500)
        }
        """)
        let list = try #require(frames(placed, kind: "List").first)
        let section = try #require(frames(placed, kind: "Section").first)
        #expect(section.y - list.y == 158 && section.height == 44)
    }

    /// `Form` is inset-grouped whatever `listStyle` says (Apple, `Form`: forms on iOS are grouped
    /// lists): the content at 32, not the plain style's 16.
    @Test func formIsInsetGrouped() throws {
        let placed = try views("""
        #Preview {
            Form {
                Color.red.frame(height: 20)
            }
            .listStyle(.plain)
            .frame(width: 300, height: 500)
        }
        """)
        let form = try #require(frames(placed, kind: "Form").first)
        let color = try #require(frames(placed, kind: "Color").first)
        #expect(color.x - form.x == 32)
    }

    /// `List(data) { … }` makes one row per element, 44 apart (35, 79, 123 + 12 for content).
    @Test func listOverData() throws {
        let placed = try views("""
        #Preview {
            List(0..<3, id: \\.self) { _ in
                Color.red.frame(height: 20)
            }
            .frame(width: 300, height: 500)
        }
        """)
        let list = try #require(frames(placed, kind: "List").first)
        #expect(frames(placed, kind: "Color").map { $0.y - list.y } == [47, 91, 135])
    }

    /// `.environment(\\.defaultMinListRowHeight, 60)` raises the least row height:
    /// (60 − 20) / 2 = 20 below the section's top at 35.
    @Test func minimumRowHeightFromTheEnvironment() throws {
        let placed = try views("""
        #Preview {
            List {
                Color.red.frame(height: 20)
                Color.red.frame(height: 20)
            }
            .environment(\\.defaultMinListRowHeight, 60)
            .frame(width: 300, height: 500)
        }
        """)
        let list = try #require(frames(placed, kind: "List").first)
        #expect(frames(placed, kind: "Color").map { $0.y - list.y } == [55, 115])
    }

    /// With a `nil` proposal a list takes its content's size: 100 + 2 × 16 (row insets) +
    /// 2 × 16 (margins) = 164 wide, 35 + 44 + 35 = 114 tall.
    @Test func idealSizeIsTheContent() throws {
        let placed = try views("""
        #Preview {
            List {
                Color.red.frame(width: 100, height: 20)
            }
            .fixedSize()
        }
        """)
        let list = try #require(frames(placed, kind: "List").first)
        #expect(list.width == 164 && list.height == 114)
    }

    /// A list scrolls: rows below the viewport keep their frames. 20 rows of 44 from 35: the last
    /// starts at 35 + 19 × 44 = 871, far below the 200-pt viewport.
    @Test func rowsBelowTheViewportKeepTheirFrames() throws {
        let placed = try views("""
        #Preview {
            List {
                // On the ForEach, the insets apply to each of its rows.
                ForEach(0..<20) { _ in Color.red.frame(height: 44) }
                    .listRowInsets(EdgeInsets())
            }
            .frame(width: 300, height: 200)
        }
        """)
        let list = try #require(frames(placed, kind: "List").first)
        #expect(list.height == 200)
        #expect(frames(placed, kind: "Color").last.map { $0.y - list.y } == 871)
    }

    /// Outside a list, a section is its header, content and footer as a group (Apple `Section`):
    /// in a `VStack` they are stacked with the default spacing 8 (10 + 8 = 18).
    @Test func sectionOutsideAListIsAGroup() throws {
        let placed = try views("""
        #Preview {
            VStack(spacing: 8) {
                Section {
                    Color.red.frame(width: 10, height: 10)
                } header: {
                    Color.blue.frame(width: 10, height: 10)
                }
            }
        }
        """)
        let colors = frames(placed, kind: "Color")
        try #require(colors.count == 2)
        #expect(colors[1].y - colors[0].y == 18)
    }

    /// `.listSectionSpacing(20)` replaces the 35 above and between sections: the first section at
    /// 20, its first row's content at 20 + (44 − 20) / 2 = 32. `.listRowSpacing(10)` adds 10
    /// between adjacent rows (Apple, `listRowSpacing(_:)`): the second at 20 + 44 + 10 + 12 = 86;
    /// the section is 44 + 10 + 44 = 98 tall.
    @Test func rowAndSectionSpacing() throws {
        let placed = try views("""
        #Preview {
            List {
                Section {
                    Color.red.frame(height: 20)
                    Color.red.frame(height: 20)
                }
                Section { Color.blue.frame(height: 20) }
            }
            .listRowSpacing(10)
            .listSectionSpacing(20)
            .frame(width: 300, height: 500)
        }
        """)
        let list = try #require(frames(placed, kind: "List").first)
        let sections = frames(placed, kind: "Section")
        try #require(sections.count == 2)
        #expect(sections[0].y - list.y == 20 && sections[0].height == 98)
        // 20 + 98 + 20 = 138.
        #expect(sections[1].y - list.y == 138)
        #expect(frames(placed, kind: "Color").map { $0.y - list.y }.prefix(2) == [32, 86])
    }
}
