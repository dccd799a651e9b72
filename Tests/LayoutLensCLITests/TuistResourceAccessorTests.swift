import Foundation
import Snapshots
import Testing
@testable import LayoutLensCLI

/// Tuist synthesizes `<Target>Asset`, `<Target>Strings` and `<Target>FontFamily` from a target's
/// asset catalogs, string tables and font files; a view of another target uses them with no stand-in, and they show what the
/// catalogs and tables hold.
@Suite struct TuistResourceAccessorTests {
    @Test func synthesizedAssetAndStringAccessorsOfAResourceTargetLayOutWithNoStandIn() throws {
        let root = GeneratedProjectPreviewTests.projects + "/TuistResourcesApp"
        let result = runFrames(FramesOptions(inputs: [root]))
        let document = try JSONValue(parsing: result.standardOutput)
        let scenarios = document["scenarios"]?.arrayValue ?? []
        #expect(scenarios.count == 2, "\(result.standardError)")
        #expect((document["diagnostics"]?.arrayValue ?? []).isEmpty, "\(document["diagnostics"]?.arrayValue ?? [])")
        let synthesized = try #require(scenarios.first).root
        let written = try #require(scenarios.last).root
        let nodes = GeneratedProjectPreviewTests.nodes(synthesized)
        #expect(nodes.allSatisfy { $0["standIn"] == nil })
        // `Icons/seedling` (a namespace folder) is the 24 × 16 SVG of its image set.
        let image = try #require(nodes.first { $0["kind"]?.stringValue == "Image" })
        #expect(image["frame"]?["width"]?.numberValue == 24)
        #expect(image["frame"]?["height"]?.numberValue == 16)
        // `plantTitle` is "Fern", `Watering.everyDays(3)` is "Every %d days" with 3 and the
        // stringsdict plural `plantsCount(2)` (`%#@count@`, an `Int` argument) is "2 plants": as
        // wide and high as the same texts written out. An `InfoPlist.strings` with no key still
        // makes the tables two, so they are reached through `Localizable`. `plantsCount(2)` is set
        // in `GreenhouseResourcesFontFamily.BrandSans.regular` at 20 pt, as the written-out text
        // is in `.custom("BrandSans-Regular", size: 20)`; the target has one font file, so
        // `allCustomFonts` holds one face, `BrandSans.all` first of all (Tuist's FontsTemplate).
        let texts = nodes.filter { $0["kind"]?.stringValue == "Text" }.map { $0["frame"] }
        let writtenTexts = GeneratedProjectPreviewTests.nodes(written).filter { $0["kind"]?.stringValue == "Text" }.map { $0["frame"] }
        #expect(texts.count == 4)
        #expect(texts.map { $0?["width"]?.numberValue } == writtenTexts.map { $0?["width"]?.numberValue })
        #expect(texts.map { $0?["height"]?.numberValue } == writtenTexts.map { $0?["height"]?.numberValue })
    }
}

private extension JSONValue {
    var root: JSONValue? { self["root"] }
}
