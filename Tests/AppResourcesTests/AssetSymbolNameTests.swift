import Testing
@testable import AppResources

/// Each pair is an asset name and the symbol Xcode generated for it, as found in
/// `GeneratedAssetSymbols.swift` files committed in public repositories (see AssetSymbolName).
@Suite("Generated asset symbol names")
struct AssetSymbolNameTests {
    @Test("Names as Xcode generated them", arguments: [
        ("hero-banner", "heroBanner"),
        ("AccentColor", "accent"),
        ("SecondaryTextColor", "secondaryText"),
        ("tabbarUnselectedColor", "tabbarUnselected"),
        ("background-color", "background"),
        ("bg_color", "bg"),
        ("adult_products_image", "adultProducts"),
        ("Initial-Image", "initial"),
        ("Image", "image"),
        ("color", "color"),
        ("welcomeVCimage", "welcomeVCimage"),
        ("blueEF", "blueEF"),
        ("color7C", "color7C"),
        ("color_000000", "color000000"),
        ("share 1", "share1"),
        ("joker_3_multicolor", "joker3Multicolor"),
        ("img_home_carousel_03", "imgHomeCarousel03"),
        ("BGColorOne", "bgColorOne"),
        ("BG", "BG"),
        ("Coffee-Mocha", "coffeeMocha"),
        ("0b3b21ff27f67b9e5821e5ffee7366c5", "_0B3B21Ff27F67B9E5821E5Ffee7366C5"),
    ])
    func member(name: String, symbol: String) {
        #expect(AssetSymbolName.member(for: name) == symbol)
    }

    @Test("Namespaced names become nested enums", arguments: [
        ("Colors/Accent", "Colors.accent"),
        ("Colors/Text/Primary", "Colors.Text.primary"),
        ("TabBarIcons/Dashboard/Default", "TabBarIcons.Dashboard.default"),
        ("Colors/121212", "Colors._121212"),
    ])
    func path(name: String, symbol: String) {
        #expect(AssetSymbolName.path(for: name) == symbol)
    }
}
