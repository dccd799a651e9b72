import LayoutEngine
import Testing
@testable import ProjectReader

/// `NavigationStack`, `NavigationView` and `TabView` on iPhone. Bar heights: Geoff Hackworth,
/// "iPad Navigation Bar and Toolbar Height Changes in iOS 12" (navigation bar 44 pt on iPhone; a
/// large title adds 52 pt, 96 in all); Mark Meretzky, "Tab Bar Controller" (tab bar 49 pt).
/// Coloured frames stand in for content; each number is the arithmetic in the comment.
@Suite struct NavigationTests {
    private func views(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [PlacedView] {
        try placedViews(source, warningsAllowed: true, sourceLocation: sourceLocation)
    }

    /// A title in the automatic mode at the root of a stack is large: the bar is 44 + 52 = 96 and
    /// the content (a greedy colour) is proposed 600 − 96 = 504 below it.
    @Test func largeTitleBar() throws {
        let placed = try views("""
        #Preview {
            NavigationStack {
                Color.red.navigationTitle("Inbox")
            }
            .frame(width: 300, height: 600)
        }
        """)
        let stack = try frame(placed, kind: "NavigationStack")
        let bar = try frame(placed, kind: "NavigationBar")
        #expect(bar.height == 96 && bar.width == 300 && bar.y == stack.y)
        let color = try frame(placed, kind: "Color")
        #expect(color.y - stack.y == 96 && color.height == 504 && color.width == 300)
    }

    /// `.inline`: a 44-pt bar; the content gets 600 − 44 = 556.
    @Test func inlineTitleBar() throws {
        let placed = try views("""
        #Preview {
            NavigationStack {
                Color.red
                    .navigationTitle("Inbox")
                    .navigationBarTitleDisplayMode(.inline)
            }
            .frame(width: 300, height: 600)
        }
        """)
        #expect(try frame(placed, kind: "NavigationBar").height == 44)
        #expect(try frame(placed, kind: "Color").height == 556)
    }

    /// Without a title the bar is the inline 44 pt; content smaller than the space is centred
    /// below it: 44 + (600 − 44 − 100) / 2 = 272, and (300 − 100) / 2 = 100 across.
    @Test func untitledStackCentresItsContentBelowTheBar() throws {
        let placed = try views("""
        #Preview {
            NavigationView {
                Color.red.frame(width: 100, height: 100)
            }
            .frame(width: 300, height: 600)
        }
        """)
        let stack = try frame(placed, kind: "NavigationView")
        #expect(try frame(placed, kind: "NavigationBar").height == 44)
        let color = try frame(placed, kind: "Color")
        #expect(color.y - stack.y == 272 && color.x - stack.x == 100)
    }

    /// A list under a large title starts below the 96-pt bar: its first section at 96 + 35.
    @Test func listBelowALargeTitle() throws {
        let placed = try views("""
        #Preview {
            NavigationStack {
                List { Color.red.frame(height: 20) }
                    .navigationTitle("Settings")
            }
            .frame(width: 300, height: 600)
        }
        """)
        let stack = try frame(placed, kind: "NavigationStack")
        let list = try frame(placed, kind: "List")
        #expect(list.y - stack.y == 96 && list.height == 504)
        // Row content: 96 + 35 + (44 − 20) / 2 = 143.
        #expect(try frame(placed, kind: "Color").y - stack.y == 143)
    }

    /// `TabView`: the first tab's greedy content fills 600 − 49 = 551 above the 49-pt bar, whose
    /// two items sit in 150-pt slots, centred: (150 − 20) / 2 = 65 and 150 + 65 = 215.
    @Test func tabViewShowsTheFirstTabAboveTheBar() throws {
        let reading = read("""
        #Preview {
            TabView {
                Color.red.tabItem { Color.blue.frame(width: 20, height: 20) }
                Color.green.tabItem { Color.blue.frame(width: 20, height: 20) }
            }
            .frame(width: 300, height: 600)
        }
        """)
        // Without a selection the first tab is the one on screen: nothing to warn about.
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics)")
        let scenario = try #require(reading.scenarios.first)
        let placed = layout(scenario).root.allViews
        let tabView = try frame(placed, kind: "TabView")
        let bar = try frame(placed, kind: "TabBar")
        #expect(bar.height == 49 && bar.y - tabView.y == 551)
        let colors = placed.filter { $0.kind == "Color" }.map(\.frame)
        try #require(colors.count == 3)
        #expect(colors[0].height == 551)
        #expect(colors[1].x - tabView.x == 65 && colors[2].x - tabView.x == 215)
        #expect(colors[1].y - bar.y == 14.5)
    }

    /// `.safeAreaInset(edge: .bottom, spacing: 10)`: the 50-pt inset at the bottom edge, centred
    /// along it ((300 − 100) / 2 = 100); the greedy content gets 600 − 50 − 10 = 540 above it
    /// (Apple, `safeAreaInset(edge:alignment:spacing:content:)`). Read by the runtime, not warned.
    @Test func safeAreaInsetShrinksTheContent() throws {
        let placed = try views("""
        #Preview {
            Color.red
                .safeAreaInset(edge: .bottom, spacing: 10) {
                    Color.blue.frame(width: 100, height: 50)
                }
                .frame(width: 300, height: 600)
        }
        """)
        let whole = try frame(placed, kind: "safeAreaInset")
        let colors = placed.filter { $0.kind == "Color" }.map(\.frame)
        try #require(colors.count == 2)
        #expect(colors[0].y == whole.y && colors[0].height == 540 && colors[0].width == 300)
        #expect(colors[1].y - whole.y == 550 && colors[1].x - whole.x == 100)
    }

    /// `edge: .top, alignment: .leading` with no spacing: the inset at the top-leading corner, the
    /// content below it: 600 − 40 = 560 tall from y 40.
    @Test func safeAreaInsetAtTheTop() throws {
        let placed = try views("""
        #Preview {
            Color.red
                .safeAreaInset(edge: .top, alignment: .leading, spacing: 0) {
                    Color.blue.frame(width: 100, height: 40)
                }
                .frame(width: 300, height: 600)
        }
        """)
        let whole = try frame(placed, kind: "safeAreaInset")
        let colors = placed.filter { $0.kind == "Color" }.map(\.frame)
        try #require(colors.count == 2)
        #expect(colors[0].y - whole.y == 40 && colors[0].height == 560)
        #expect(colors[1].x == whole.x && colors[1].y == whole.y)
    }

    /// In a list row a `NavigationLink` spans the row content (300 − 32 − 32 = 236) with the
    /// disclosure chevron at its trailing edge (a body-font symbol: 17 wide, `SymbolScale`
    /// unverified: 236 − 17 = 219); outside a list it is its label only. The destination is not
    /// laid out.
    @Test func navigationLinkInAndOutOfAList() throws {
        let placed = try views("""
        struct Detail: View { var body: some View { Color.green } }
        #Preview {
            VStack(spacing: 0) {
                List {
                    NavigationLink(destination: Detail()) { Color.red.frame(width: 50, height: 20) }
                }
                .frame(width: 300, height: 200)
                NavigationLink("Next") { Detail() }
            }
        }
        """)
        let links = placed.filter { $0.kind == "NavigationLink" }.map(\.frame)
        try #require(links.count == 2)
        let list = try frame(placed, kind: "List")
        #expect(links[0].x - list.x == 32 && links[0].width == 236)
        let chevron = try #require(placed.first { $0.label == "Image(systemName: \"chevron.forward\")" }).frame
        #expect(chevron.x - links[0].x == 219)
        // No Color.green: destinations are other screens.
        #expect(!placed.contains { $0.label == "Color.green" })
        let text = try frame(placed, kind: "Text")
        #expect(links[1].width == text.width && links[1].height == text.height)
    }

    /// iOS 18's `Tab("Title", systemImage:) { content }`: one tab, no warning; its content above
    /// the 49-pt bar (600 − 49 = 551), its label (symbol and title) in the bar.
    @Test func tabsWithTheTabAPI() throws {
        let placed = try views("""
        #Preview {
            TabView {
                Tab("Home", systemImage: "house") { Color.red }
            }
            .frame(width: 300, height: 600)
        }
        """)
        let bar = try frame(placed, kind: "TabBar")
        #expect(try frame(placed, kind: "Color").height == 551 && bar.height == 49)
        #expect(placed.contains { $0.label == "Image(systemName: \"house\")" })
    }

    /// `.safeAreaPadding(.horizontal, 20)` insets the content as padding does: a greedy colour in
    /// 300 × 100 becomes 300 − 40 = 260 wide at x 20, full height.
    @Test func safeAreaPaddingInsetsTheContent() throws {
        let placed = try views("""
        #Preview {
            Color.red
                .safeAreaPadding(.horizontal, 20)
                .frame(width: 300, height: 100)
        }
        """)
        let whole = try frame(placed, kind: "frame")
        let color = try frame(placed, kind: "Color")
        #expect(color.x - whole.x == 20 && color.width == 260 && color.height == 100)
    }

    /// On a scroll view, `.safeAreaPadding` does not shrink the scroll view: it keeps the whole
    /// 300 × 200 and draws behind the insets, and its content is inset (the SwiftUI Field Guide,
    /// "Scroll View"): rows 300 − 2 × 20 = 260 wide from x 20, the first 12 below the top.
    @Test func safeAreaPaddingOnAScrollViewInsetsItsContent() throws {
        let placed = try views("""
        #Preview {
            ScrollView {
                Color.red.frame(height: 50)
                Color.blue.frame(height: 50)
            }
            .safeAreaPadding(.horizontal, 20)
            .safeAreaPadding(.top, 12)
            .frame(width: 300, height: 200)
        }
        """)
        let scroll = try frame(placed, kind: "ScrollView")
        #expect(scroll.width == 300 && scroll.height == 200)
        let first = try frame(placed, kind: "Color", 0)
        #expect(first.x - scroll.x == 20 && first.width == 260 && first.y - scroll.y == 12)
        // The second row follows at the stack's default spacing, 8.
        #expect(try frame(placed, kind: "Color", 1).y - scroll.y == 12 + 50 + 8)
    }
    /// iOS 13's `navigationBarTitle(_:displayMode:)` sets the title and the mode as the two
    /// modifiers that replaced it do: `.inline` gives the 44-pt bar (600 − 44 = 556 for the
    /// content); the title alone is the automatic mode at the root, large: 96 (600 − 96 = 504).
    @Test func deprecatedNavigationBarTitle() throws {
        let inline = try views("""
        #Preview {
            NavigationView {
                Color.red.navigationBarTitle("Inbox", displayMode: .inline)
            }
            .frame(width: 300, height: 600)
        }
        """)
        #expect(try frame(inline, kind: "Color").height == 556)
        let large = try views("""
        #Preview {
            NavigationView {
                Color.red.navigationBarTitle("Inbox")
            }
            .frame(width: 300, height: 600)
        }
        """)
        #expect(try frame(large, kind: "Color").height == 504)
    }
}
