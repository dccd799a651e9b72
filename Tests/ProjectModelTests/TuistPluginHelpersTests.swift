import Foundation
import Testing
@testable import ProjectModel
import TuistManifestRunner

/// `Tests/ProjectReaderTests/Apps/Atelier`: a Tuist workspace whose manifests `import ModuleNaming`,
/// a local plugin (`Tuist.swift`: `plugins: [.local(path: .relativeToRoot("Plugins/ModuleNaming"))]`)
/// whose `ProjectDescriptionHelpers` declare the `Module` enum, and whose own helpers build each
/// target from a `TargetConfig` struct set field by field (`newConfig.resources = ["Resources/**"]`).
/// Tuist compiles a plugin's helpers into a module the manifests import (Tuist docs, "Plugins").
@Suite("Tuist plugins' helpers")
struct TuistPluginHelpersTests {
    static let base = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ProjectReaderTests/Apps/Atelier").path

    @Test("The configuration's local plugins are found from the Tuist root")
    func localPluginFolders() {
        #expect(TuistPlugins.localPluginFolders(rootFolder: Self.base) == [Self.base + "/Plugins/ModuleNaming"])
        #expect(ProjectFixtures.relative(TuistPlugins.helperFiles(rootFolder: Self.base, limit: 10), to: Self.base)
                == ["Plugins/ModuleNaming/ProjectDescriptionHelpers/Module.swift"])
    }

    @Test("A manifest importing a local plugin runs with the plugin's helpers: targets, resources set through a config struct, dependencies")
    func manifestsRunWithPluginHelpers() throws {
        let layout = ProjectDiscovery.discover([Self.base], manifestRunner: TuistManifestRunner())
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics.map { "\($0.range): \($0.text)" })")
        #expect(layout.modules.map(\.id) == ["Palette/Project.swift:Palette", "Studio/Project.swift:Studio"])
        let palette = try #require(layout.module("Palette/Project.swift:Palette"))
        // `designSystem(_:config:)` sets `newConfig.resources = ["Resources/**"]`: the catalog
        // (one resource, a bundle-like folder) and the string table.
        #expect(ProjectFixtures.relative(palette.resourcePaths, to: Self.base)
                == ["Projects/Palette/Resources/Colors.xcassets", "Projects/Palette/Resources/en.lproj/Localizable.strings"])
        #expect(palette.synthesizesResourceAccessors)
        let studio = try #require(layout.module("Studio/Project.swift:Studio"))
        #expect(studio.productType == "com.apple.product-type.application")
        #expect(studio.dependencies == ["Palette/Project.swift:Palette"])
        // The plugin and the helpers are tooling, in no module.
        #expect(layout.toolingFiles.contains(Self.base + "/Plugins/ModuleNaming/ProjectDescriptionHelpers/Module.swift"))
        #expect(layout.toolingFiles.contains(Self.base + "/Plugins/ModuleNaming/Plugin.swift"))
    }
}
