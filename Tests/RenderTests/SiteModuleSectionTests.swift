import Foundation
import Testing
import Templating
import TestSupport
@testable import Render

/// The index groups fixtures by the module their file belongs to: a heading per module, in the
/// order its first file came, its files under it; files read alone come without a heading.
struct SiteModuleSectionTests {
    static let app = SiteModule(id: "Shop.xcodeproj:Shop", title: "Shop · Shop.xcodeproj")
    static let kit = SiteModule(id: "ShopKit:ShopUI", title: "ShopUI · package ShopKit")

    func fixture(_ name: String, _ module: SiteModule?) -> SiteFixture {
        SiteFixture(name: name, sourceFile: "\(name).swift", scenarios: [SiteScenario(scene: SampleScenes.overflow(), line: 1)],
                    module: module)
    }

    /// Offsets in the page of `needles`, in the order given (nil when missing).
    func offsets(_ page: String, _ needles: [String]) -> [Int?] {
        needles.map { needle in page.range(of: needle).map { page.distance(from: page.startIndex, to: $0.lowerBound) } }
    }

    @Test func fixturesAreGroupedUnderTheirModulesHeading() throws {
        // Interleaved on purpose: the kit's second file comes after the app's.
        let fixtures = [fixture("Cart", Self.app), fixture("Badge", Self.kit), fixture("Checkout", Self.app), fixture("Snippet", nil)]
        let page = try #require(SiteBuilder(templates: SiteTemplates.embedded()).build(fixtures).files.last).contents
        let found = offsets(page, [
            "<h2 class=\"module\">Shop · Shop.xcodeproj</h2>", "<section class=\"fixture\" id=\"cart\">",
            "<section class=\"fixture\" id=\"checkout\">", "<h2 class=\"module\">ShopUI · package ShopKit</h2>",
            "<section class=\"fixture\" id=\"badge\">", "<section class=\"fixture\" id=\"snippet\">",
        ])
        let present = found.compactMap { $0 }
        #expect(present.count == found.count, "\(found)")
        #expect(present == present.sorted())
        // Two files and two scenarios in the app's section (one scenario each).
        #expect(page.contains("<section class=\"module\" id=\"module--shop-xcodeproj-shop\">"))
        #expect(page.contains("2 files · 2 scenarios"))
        #expect(page.components(separatedBy: "<h2 class=\"module\">").count - 1 == 2)
    }

    @Test func groupingIsTheSameBytesEveryTime() throws {
        let fixtures = [fixture("Cart", Self.app), fixture("Badge", Self.kit), fixture("Checkout", Self.app)]
        let builder = try SiteBuilder(templates: SiteTemplates.embedded())
        #expect(try builder.build(fixtures).files.map(\.bytes) == builder.build(fixtures).files.map(\.bytes))
    }

    @Test func filesReadAloneHaveNoModuleHeading() throws {
        let page = try #require(SiteBuilder(templates: SiteTemplates.embedded()).build([fixture("Snippet", nil)]).files.last).contents
        #expect(!page.contains("<h2 class=\"module\""))
        #expect(page.contains("<section class=\"fixture\" id=\"snippet\">"))
    }
}
