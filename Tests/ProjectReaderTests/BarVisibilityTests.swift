import LayoutEngine
import Testing
@testable import ProjectReader

/// Hidden bars take no room (Apple, `navigationBarHidden(_:)` and `toolbar(_:for:)`: the
/// preference flows up to the nearest `NavigationStack` or `TabView`; no bars named is
/// `.automatic`, the navigation bar on iOS), and a `.page` tab view has no tab bar (Apple,
/// `PageTabViewStyle`: its index dots are drawn over the pages). Bar heights as in
/// `NavigationTests`: navigation bar 44 (+ 52 for a large title), tab bar 49.
@Suite struct BarVisibilityTests {
    private func placed(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [PlacedView] {
        try placedViews(source, sourceLocation: sourceLocation)
    }

    /// `navigationBarHidden(true)` under a large title: no bar, the colour has all 600 from the
    /// top; `false` keeps the 44 + 52 = 96-pt bar and the colour gets 600 − 96 = 504 below it.
    @Test func navigationBarHiddenGivesTheContentTheBarsHeight() throws {
        for (hidden, bar, height) in [(true, 0.0, 600.0), (false, 96, 504)] {
            let views = try placed("""
            #Preview {
                NavigationStack {
                    Color.red.navigationTitle("Inbox").navigationBarHidden(\(hidden))
                }
                .frame(width: 300, height: 600)
            }
            """)
            #expect((views.first { $0.kind == "NavigationBar" }?.frame.height ?? 0) == bar, "\(hidden)")
            let stack = try frame(views, kind: "NavigationStack")
            let color = try frame(views, kind: "Color")
            #expect(color.y - stack.y == bar && color.height == height, "\(hidden)")
        }
    }

    /// `toolbar(.hidden, for: .navigationBar)` and `toolbar(.hidden)` (`.automatic`, the
    /// navigation bar) hide the bar; content smaller than the stack is centred in all of it:
    /// (600 − 100) / 2 = 250.
    @Test func toolbarHiddenForTheNavigationBarRemovesIt() throws {
        for modifier in [".toolbar(.hidden, for: .navigationBar)", ".toolbar(.hidden)", ".toolbarVisibility(.hidden, for: .navigationBar)"] {
            let views = try placed("""
            #Preview {
                NavigationView {
                    Color.red.frame(width: 100, height: 100)\(modifier)
                }
                .frame(width: 300, height: 600)
            }
            """)
            #expect(!views.contains { $0.kind == "NavigationBar" }, "\(modifier)")
            #expect(try frame(views, kind: "Color").y - frame(views, kind: "NavigationView").y == 250, "\(modifier)")
        }
    }

    /// `toolbar { … }` with items and `toolbar(.visible, …)` keep the bar: 44 without a title.
    @Test func toolbarItemsAndVisibleKeepTheBar() throws {
        for modifier in [".toolbar { ToolbarItem { Text(\"Edit\") } }", ".toolbar(.visible, for: .navigationBar)"] {
            let views = try placed("""
            #Preview {
                NavigationStack {
                    Color.red\(modifier)
                }
                .frame(width: 300, height: 600)
            }
            """)
            #expect(try frame(views, kind: "NavigationBar").height == 44, "\(modifier)")
            #expect(try frame(views, kind: "Color").height == 556, "\(modifier)")
        }
    }

    /// `toolbar(.hidden, for: .tabBar)` in the shown tab: no tab bar, the colour has all 600;
    /// the navigation bar is kept (it was not named).
    @Test func toolbarHiddenForTheTabBarRemovesIt() throws {
        let views = try placed("""
        #Preview {
            TabView {
                Color.red
                    .toolbar(.hidden, for: .tabBar)
                    .tabItem { Text("One") }
            }
            .frame(width: 300, height: 600)
        }
        """)
        #expect(!views.contains { $0.kind == "TabBar" })
        #expect(try frame(views, kind: "Color").height == 600)
    }

    /// `.tabViewStyle(.page)`: the first page has the whole 600 and no tab bar is laid out; the
    /// default style keeps the 49-pt bar (600 − 49 = 551).
    @Test func pageStyleTabViewHasNoTabBar() throws {
        for (style, height) in [(".page", 600.0), (".page(indexDisplayMode: .never)", 600), (".automatic", 551)] {
            let reading = read("""
            #Preview {
                TabView {
                    Color.red
                }
                .tabViewStyle(\(style))
                .frame(width: 300, height: 600)
            }
            """)
            #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics)")
            let scenario = try #require(reading.scenarios.first)
            let views = layout(scenario).root.allViews
            #expect(views.contains { $0.kind == "TabBar" } == (height != 600), "\(style)")
            #expect(try frame(views, kind: "Color").height == height, "\(style)")
        }
    }

    /// A flag of another file is taken as false (bar shown), with the assumption said.
    @Test func anUnseenFlagKeepsTheBarAndSaysSo() throws {
        let reading = read("""
        #Preview {
            NavigationStack {
                Color.red.navigationBarHidden(Settings.hidesBar)
            }
            .frame(width: 300, height: 600)
        }
        """)
        #expect(reading.diagnostics.contains { $0.id == "assumedValue" }, "\(reading.diagnostics)")
        let scenario = try #require(reading.scenarios.first)
        #expect(try frame(layout(scenario).root.allViews, kind: "NavigationBar").height == 44)
    }
}
