import Foundation
import Snapshots
import Testing
@testable import LayoutLensCLI

/// An app whose Xcode project is generated from a manifest (Tuist `Project.swift`, xcodegen
/// `project.yml`) is read as its targets: the app's preview sees the framework target's
/// component and the local package's colour, so nothing is drawn as a stand-in.
@Suite struct GeneratedProjectPreviewTests {
    static let projects = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ProjectModelTests/Projects").path

    /// Every node below `node`, depth first.
    static func nodes(_ node: JSONValue?) -> [JSONValue] {
        guard let node else { return [] }
        return [node] + (node["children"]?.arrayValue ?? []).flatMap(nodes)
    }

    func preview(of project: String, file: String) throws -> (scenario: JSONValue, diagnostics: [JSONValue]) {
        let root = Self.projects + "/" + project
        let result = runFrames(FramesOptions(inputs: [root]))
        let document = try JSONValue(parsing: result.standardOutput)
        let scenario = try #require(document["scenarios"]?.arrayValue?.first { $0["file"]?.stringValue == root + "/" + file },
                                    "no preview of \(file): \(result.standardError)")
        let diagnostics = (document["diagnostics"]?.arrayValue ?? []).filter { $0["file"]?.stringValue == root + "/" + file }
        return (scenario, diagnostics)
    }

    @Test func aTuistAppPreviewUsesItsFrameworkAndPackageWithNoStandIn() throws {
        let (scenario, diagnostics) = try preview(of: "TuistApp", file: "App/Sources/GardenApp.swift")
        #expect(diagnostics.isEmpty, "\(diagnostics.map { $0["message"]?.stringValue ?? "" })")
        let nodes = Self.nodes(scenario["root"])
        #expect(nodes.allSatisfy { $0["standIn"] == nil })
        // Two PlantCards of 80 × 30 in a VStack with spacing 8: 30 + 8 + 30 = 68 high.
        let stack = try #require(nodes.first { $0["kind"]?.stringValue == "VStack" })
        #expect(stack["frame"]?["width"]?.numberValue == 80)
        #expect(stack["frame"]?["height"]?.numberValue == 68)
    }

    @Test func anXcodeGenAppPreviewUsesItsFrameworkAndPackageWithNoStandIn() throws {
        let (scenario, diagnostics) = try preview(of: "XcodeGenApp", file: "App/OrchardApp.swift")
        #expect(diagnostics.isEmpty, "\(diagnostics.map { $0["message"]?.stringValue ?? "" })")
        let nodes = Self.nodes(scenario["root"])
        #expect(nodes.allSatisfy { $0["standIn"] == nil })
        // Two FruitBadges of 60 × 24 in an HStack with spacing 10: 60 + 10 + 60 = 130 wide.
        let stack = try #require(nodes.first { $0["kind"]?.stringValue == "HStack" })
        #expect(stack["frame"]?["width"]?.numberValue == 130)
        #expect(stack["frame"]?["height"]?.numberValue == 24)
    }

    @Test func aTuistFeatureBuiltByHelpersSeesTheFeaturesAndCoreItLinks() throws {
        // Harvest's manifest calls `Project.feature(…)`, whose targets and dependencies come from
        // loops and `if`s: the manifest is run, so `PantryShelf` (Pantry) and `Spacing`
        // (Foundations) are read, not stand-ins.
        let (scenario, diagnostics) = try preview(of: "TuistHelperWorkspace", file: "Features/Harvest/Sources/HarvestBoard.swift")
        #expect(diagnostics.isEmpty, "\(diagnostics.map { $0["message"]?.stringValue ?? "" })")
        let nodes = Self.nodes(scenario["root"])
        #expect(nodes.allSatisfy { $0["standIn"] == nil })
        // Two shelves framed 120 × Spacing.shelfHeight (40) in a VStack with Spacing.gap (8):
        // 40 + 8 + 40 = 88 high, 120 wide.
        let stack = try #require(nodes.first { $0["kind"]?.stringValue == "VStack" })
        #expect(stack["frame"]?["width"]?.numberValue == 120)
        #expect(stack["frame"]?["height"]?.numberValue == 88)
    }

    @Test func aFileTwoTargetsCompileIsLaidOutInTheTargetThatCompilesItsPreviews() throws {
        // ScoreTile.swift is in TileKit and TileGallery; its provider is inside `#if GALLERY`,
        // which only TileGallery's Debug conditions set, so it is read there and laid out.
        let (scenario, diagnostics) = try preview(of: "XcodeGenPreviewTarget", file: "Components/ScoreTile.swift")
        #expect(diagnostics.isEmpty, "\(diagnostics.map { $0["message"]?.stringValue ?? "" })")
        // The 64 × 40 tile with 10 points of padding on each side: 84 × 60, the size that fits.
        let root = try #require(scenario["root"])
        #expect(root["frame"]?["width"]?.numberValue == 84)
        #expect(root["frame"]?["height"]?.numberValue == 60)
    }
}
