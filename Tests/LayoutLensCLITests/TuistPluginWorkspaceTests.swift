import Foundation
import Testing
@testable import LayoutLensCLI

/// `ProjectReaderTests/Apps/Atelier`: the app `Studio` links `Palette`, a Tuist target built by a
/// helper that sets its resources through a config struct, in a project whose manifest imports a
/// local plugin. Run with the plugin's helpers, the manifest gives `Palette` its resources, so
/// the accessors Tuist synthesizes (`PaletteAsset.ink`, `PaletteStrings.greeting`) are the
/// app's values, not stand-ins of names no file declares (docs/resources.md).
@Suite struct TuistPluginWorkspaceTests {
    static let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ProjectReaderTests/Apps/Atelier").path

    @Test func synthesizedAccessorsOfAHelperBuiltTargetAreFoundByItsDependents() throws {
        let result = runFrames(FramesOptions(inputs: [Self.app + "/Projects/Studio/Sources/StudioHome.swift"], format: .json))
        #expect(result.status == 0, "\(result.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(!result.standardOutput.contains("standIn"))
    }
}
