import Foundation
import Testing
@testable import LayoutLensCLI

/// `ProjectReaderTests/Apps/TrailNotes`: a Swift package whose target links the remote package
/// SFSafeSymbols (declared in `Package.swift`, not checked out). `TrailRow.swift` imports only
/// SwiftUI and writes `Label(trail.name, systemSymbol: .figureHiking)`, an initializer the
/// package's `extension Label` adds, visible because another file of the module imports it
/// (SE-0444). `DistanceBadge.swift` draws a 28-point badge with `UIGraphicsImageRenderer`.
@Suite struct RemotePackageExtensionTests {
    static let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ProjectReaderTests/Apps/TrailNotes").path

    private func document() throws -> [String: Any] {
        let result = runFrames(FramesOptions(inputs: [Self.app], format: .json))
        #expect(result.status == 0, "\(result.standardError)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    }

    private func scenario(_ name: String, in document: [String: Any]) throws -> [String: Any] {
        let scenarios = try #require(document["scenarios"] as? [[String: Any]])
        return try #require(scenarios.first { $0["name"] as? String == name }, "\(scenarios.map { $0["name"] ?? "" })")
    }

    /// Every node of `node`, depth first.
    private func nodes(_ node: [String: Any]) -> [[String: Any]] {
        [node] + ((node["children"] as? [[String: Any]]) ?? []).flatMap(nodes)
    }

    /// The label keeps its title and its place in the row; only its icon is a stand-in, and its
    /// reason and warning name the remote package the module links.
    @Test func aLabelFromARemotePackagesExtensionKeepsItsTitleWithAStandInIcon() throws {
        let document = try document()
        let row = try scenario("Row", in: document)
        let all = nodes(try #require(row["root"] as? [String: Any]))
        // The label lays out as SwiftUI's: its icon, then its title's text.
        let label = try #require(all.first { $0["kind"] as? String == "Label" }, "\(all.map { $0["kind"] ?? "" })")
        let parts = (label["children"] as? [[String: Any]]) ?? []
        #expect(parts.map { $0["kind"] as? String } == ["Image", "Text"])
        #expect(parts.last?["standIn"] == nil)
        let standIns = all.compactMap { $0["standIn"] as? [String: Any] }
        #expect(standIns.map { $0["name"] as? String } == ["Label(_:systemSymbol:)"])
        let reason = try #require(standIns.first?["reason"] as? String)
        #expect(reason.contains("remote package SFSafeSymbols"), "\(reason)")
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        let warning = try #require(diagnostics.first { ($0["message"] as? String)?.contains("Label(_:systemSymbol:)") == true })
        #expect((warning["message"] as? String)?.contains("remote package SFSafeSymbols") == true, "\(warning)")
    }

    /// The drawn badge is an image of the renderer's 28 × 28 points, not a stand-in.
    @Test func aBadgeDrawnWithAnImageRendererHasTheRenderersSize() throws {
        let document = try document()
        let header = try scenario("Header", in: document)
        let all = nodes(try #require(header["root"] as? [String: Any]))
        let image = try #require(all.first { $0["kind"] as? String == "Image" })
        let frame = try #require(image["frame"] as? [String: Any])
        #expect(frame["width"] as? Double == 28 && frame["height"] as? Double == 28, "\(frame)")
        #expect(all.allSatisfy { $0["standIn"] == nil })
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.contains { $0["id"] as? String == "codeDrawnImage" })
    }
}
