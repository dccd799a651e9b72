import Diagnostics
import Foundation
import Testing
@testable import ProjectModel

/// A Tuist repository that ignores `*.xcodeproj/*` in git but commits the shared schemes
/// (`Garage.xcodeproj/xcshareddata/xcschemes/Garage.xcscheme`): the `.xcodeproj` folder holds no
/// `project.pbxproj`, so it is no project Xcode can open, and the `Project.swift` beside it is
/// what makes the targets (`XcodeProjectBundle`). Before, the empty bundle shadowed the manifest
/// and could not be read (`unreadableFile`), so the app's files fell to one folder module and its
/// framework was not linked (AsyaTea/Pitstop).
@Suite struct SchemesOnlyXcodeProjectTests {
    static let base = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ProjectReaderTests/Apps/Garage").path

    @Test func theManifestBesideABundleWithoutProjectFileMakesTheTargets() throws {
        let layout = ProjectDiscovery.discover([Self.base])
        #expect(layout.modules.map(\.id) == ["Garage/Project.swift:Garage", "Garage/Project.swift:GarageKit"])
        #expect(!layout.diagnostics.contains { $0.id == "unreadableFile" || $0.id == "generatedProjectDiffers" },
                "\(layout.diagnostics.map(\.text))")
        let app = try #require(layout.module("Garage/Project.swift:Garage"))
        #expect(app.dependencies == ["Garage/Project.swift:GarageKit"])
        #expect(ProjectFixtures.relative(app.sourceFiles, to: Self.base) == [
            "Derived/Sources/TuistAssets+Garage.swift", "Garage/Sources/ServiceKind.swift",
            "Garage/Sources/ServiceList.swift", "Garage/Sources/ToolBadges.swift",
        ])
        // `.target(name: "Telemetry")` names no target of the project.
        #expect(layout.diagnostics.map(\.id) == ["unknownDependency"])
    }

    /// A file given alone finds the same project by looking up from its folder.
    @Test func aFileGivenAloneFindsTheManifestNotTheBundle() throws {
        let file = Self.base + "/Garage/Sources/ToolBadges.swift"
        let layout = ProjectDiscovery.discover([file])
        #expect(layout.modules(containing: file).first == "Garage/Project.swift:Garage")
        #expect(!layout.diagnostics.contains { $0.id == "unreadableFile" }, "\(layout.diagnostics.map(\.text))")
    }
}
