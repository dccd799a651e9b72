import Testing
@testable import Render

/// The tab bar's material and hairline (`DiagramDrawing+Bars.swift`), in the PNG's pixels.
@Suite struct BarMaterialTests {
    static let tabs = #"TabView { Text("Home").tabItem { Label("Home", systemImage: "house") } }"#

    @Test func aTabBarIsATranslucentLightMaterialOverTheCanvas() throws {
        let picture = try ScreenLayerTests.picture(Self.tabs)
        let bar = try picture.view("TabBar").frame
        // rgba(249, 249, 249, 0.94) over white: 249 × 0.94 + 255 × 0.06 = 249.36.
        #expect(ScreenLayerTests.near(picture.pixel(bar.x + 4, bar.midY), (249, 249, 249)))
        #expect(try ScreenLayerTests.svg(Self.tabs).contains("class=\"bm\""))
    }

    @Test func aTabBarIsDarkInTheDarkAppearance() throws {
        let picture = try ScreenLayerTests.picture(Self.tabs, theme: .dark)
        let bar = try picture.view("TabBar").frame
        // rgba(22, 22, 22, 0.94) over the black dark screen: 22 × 0.94 = 20.68.
        #expect(ScreenLayerTests.near(picture.pixel(bar.x + 4, bar.midY), (21, 21, 21)))
    }

    @Test func theSelectedTabIsInTheAccentColourAndTheOthersGrey() throws {
        let twoTabs = #"TabView { Text("A").tabItem { Text("First") }; Text("B").tabItem { Text("Second") } }"#
        let svg = try ScreenLayerTests.svg(twoTabs)
        // The accent colour (systemBlue) and systemGray paint the two titles.
        #expect(svg.contains("f-accentcolor") && svg.contains("f-gray"), "\(svg.prefix(1500))")
    }

    @Test func aScreenWithoutATabBarHasNoMaterialRules() throws {
        #expect(!(try ScreenLayerTests.svg(#"Text("Hello")"#)).contains(".bm"))
    }
}

/// Above a grouped list the navigation bar is transparent at the scroll edge (iOS 15+), so the
/// large title sits on the list's systemGroupedBackground.
@Suite struct NavigationBarOverGroupedListTests {
    @Test func theBarAboveAFormIsTheGroupedBackground() throws {
        let picture = try ScreenLayerTests.picture(#"NavigationStack { Form { Text("Row") }.navigationTitle("Settings") }"#)
        let bar = try picture.view("NavigationBar").frame
        // systemGroupedBackground light: #f2f2f7 (Apple HIG).
        #expect(ScreenLayerTests.near(picture.pixel(bar.maxX - 8, bar.y + 8), (242, 242, 247)))
    }

    @Test func theBarAboveAPlainListStaysTheScreenBackground() throws {
        let picture = try ScreenLayerTests.picture(#"NavigationStack { List { Text("Row") }.listStyle(.plain).navigationTitle("Feed") }"#)
        let bar = try picture.view("NavigationBar").frame
        #expect(ScreenLayerTests.near(picture.pixel(bar.maxX - 8, bar.y + 8), (255, 255, 255)))
    }
}
