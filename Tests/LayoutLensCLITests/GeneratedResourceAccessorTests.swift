import Foundation
import Snapshots
import Testing
@testable import LayoutLensCLI

/// SwiftGen's `L10n`, `Asset` and `FontFamily` (from `swiftgen.yml`) and R.swift's `R` (from its
/// package plugin), absent from the repositories as such generated files usually are, are
/// written from the module's resources: a view using them lays out with no stand-in, exactly as
/// the same view with the values written out.
@Suite struct GeneratedResourceAccessorTests {
    /// The frames of `project`'s two previews (the accessors', the written-out one's), and what
    /// the command printed to standard error.
    func previews(of project: String) throws -> (generated: [JSONValue], written: [JSONValue], standardError: String) {
        let root = GeneratedProjectPreviewTests.projects + "/" + project
        let result = runFrames(FramesOptions(inputs: [root]))
        let document = try JSONValue(parsing: result.standardOutput)
        let scenarios = document["scenarios"]?.arrayValue ?? []
        try #require(scenarios.count == 2, "\(result.standardError)")
        return (GeneratedProjectPreviewTests.nodes(scenarios[0]["root"]), GeneratedProjectPreviewTests.nodes(scenarios[1]["root"]),
                result.standardError)
    }

    func frames(_ nodes: [JSONValue], kind: String) -> [[Double?]] {
        nodes.filter { $0["kind"]?.stringValue == kind }.map { node in
            ["x", "y", "width", "height"].map { node["frame"]?[$0]?.numberValue }
        }
    }

    @Test func swiftGenStringsAssetsAndFontsLayOutAsTheirValuesWrittenOut() throws {
        let (generated, written, standardError) = try previews(of: "SwiftGenApp")
        #expect(generated.allSatisfy { $0["standIn"] == nil }, "\(generated.compactMap { $0["standIn"] })")
        // `L10n.appName` is "Garden" in BrandSans 20, `L10n.Home.greeting("Ana")` is
        // "Good morning, %@!" with "Ana", `L10n.Home.plantsCount(3)` is "%d plants" with 3 in
        // BrandSans 15, `L10n.Settings.title` and `L10n.Settings.Reminders.toggle` the nested keys:
        // each text sits where the written-out one does, at the same size.
        let texts = frames(generated, kind: "Text")
        #expect(texts.count == 5)
        #expect(texts == frames(written, kind: "Text"))
        // `Asset.Images.Plants.seedling` (two catalogs: an enum each; `Plants` provides a
        // namespace) is the 24 × 16 SVG of its image set.
        let image = try #require(frames(generated, kind: "Image").first)
        #expect(image[2] == 24 && image[3] == 16)
        #expect(frames(generated, kind: "Image") == frames(written, kind: "Image"))
        // The leaf-green bar is 120 × 4 below the four lines above it.
        #expect(frames(generated, kind: "Rectangle") == frames(written, kind: "Rectangle"))
        #expect(frames(generated, kind: "Rectangle").first?[2] == 120)
        // The plist output's template is not written: a warning names it.
        #expect(standardError.contains("swiftgen.yml:30:"), "\(standardError)")
        #expect(standardError.contains("template 'runtime-swift5'"), "\(standardError)")
    }

    @Test func rswiftStringsImagesColorsAndFontsLayOutAsTheirValuesWrittenOut() throws {
        let (generated, written, _) = try previews(of: "RswiftApp")
        #expect(generated.allSatisfy { $0["standIn"] == nil }, "\(generated.compactMap { $0["standIn"] })")
        // `R.string.localizable.pantryTitle()` ("pantry.title"), `.itemsLeft(4)` ("items-left",
        // "%d jars left") and `.restock_by("Friday")` (underscores stay in R.swift's names).
        let texts = frames(generated, kind: "Text")
        #expect(texts.count == 3)
        #expect(texts == frames(written, kind: "Text"))
        // `R.image.jars.jar_small` is the 18 × 30 SVG; `R.color.shelfBrown` the 10 × 30 colour.
        let image = try #require(frames(generated, kind: "Image").first)
        #expect(image[2] == 18 && image[3] == 30)
        #expect(frames(generated, kind: "Image") == frames(written, kind: "Image"))
        #expect(frames(generated, kind: "Color") == frames(written, kind: "Color"))
    }
}
