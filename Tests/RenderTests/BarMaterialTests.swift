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
        // rgba(22, 22, 22, 0.94) over the dark canvas #1c1c1e (28, 28, 30):
        // 22 × 0.94 + 28 × 0.06 = 22.36; 22 × 0.94 + 30 × 0.06 = 22.48.
        #expect(ScreenLayerTests.near(picture.pixel(bar.x + 4, bar.midY), (22, 22, 22)))
    }

    @Test func aScreenWithoutATabBarHasNoMaterialRules() throws {
        #expect(!(try ScreenLayerTests.svg(#"Text("Hello")"#)).contains(".bm"))
    }
}
