import LayoutEngine
import Testing
@testable import ProjectReader

/// Tuist's generated `extension Image { init(_ asset: GarageImages) }` beside SwiftUI's
/// `Image(_ name: String)` and `Image(_ resource: ImageResource)` (iOS 17; Apple docs,
/// "ImageResource"): Swift chooses by the argument's type (The Swift Programming Language,
/// "Initializers") and looks an implicit member up in the parameter's type (SE-0287). `.wrench`
/// is no member of `GarageImages`, and `kind.icon` is an `ImageResource`, so both are SwiftUI's;
/// `"wrench"` is a `String`; only `GarageAsset.Assets.wrench` is the extension's. Each draws the
/// catalog's image at its point size, none as the missing-image placeholder named after a path.
@Suite struct GeneratedAssetInitializerOverloadTests {
    /// The four ways `ToolBadges` names its pictures: `wrench` is 48 px at 2x, so 24 × 24 pt,
    /// three times; `gauge` is 96 × 60 px at 3x, so 32 × 20 pt.
    @Test func eachImageIsTheCatalogsWhicheverInitializerSwiftChooses() throws {
        let reading = GarageWorkspace.reading("ToolBadges.swift")
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.text))")
        let images = try #require(reading.scenarios.first).layout().root.allViews.filter { $0.kind == "Image" }
        #expect(images.map(\.frame.width) == [24, 24, 24, 32])
        #expect(images.map(\.frame.height) == [24, 24, 24, 20])
    }

    /// `Image(kind.icon)` with `var icon: ImageResource`: the oil change's wrench (24 pt) and the
    /// tyres' gauge (32 pt wide), not a placeholder for `ImageResource.wrench.name`.
    @Test func aValueOfAnotherTypeGoesToTheLibrarysInitializer() throws {
        let reading = GarageWorkspace.reading("ServiceList.swift")
        let images = try #require(reading.scenarios.first).layout().root.allViews.filter { $0.kind == "Image" }
        #expect(images.map(\.frame.width) == [24, 32])
        #expect(images.allSatisfy { $0.style.standIn == nil })
    }
}
