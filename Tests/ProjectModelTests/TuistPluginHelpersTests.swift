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

    @Test("'ProjectDescription.Environment' names the module's type: an unset variable is nil, assumed and reported")
    func moduleQualifiedTypeName() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Tuist.swift", "import ProjectDescription\nlet tuist = Tuist()\n")
        try scratch.write("Tuist/ProjectDescriptionHelpers/Kind.swift", """
        import ProjectDescription

        public var kind: ProjectDescription.Product {
            if case let .string(value) = ProjectDescription.Environment.productType {
                return value == "static-library" ? .staticLibrary : .framework
            }
            return .framework
        }

        public func kitTargets() -> [Target] {
            var targets: [Target] = []
            for name in ["Kit"] {
                targets.append(.target(name: name, destinations: .iOS, product: kind, bundleId: "k", sources: ["Sources/**"]))
            }
            return targets
        }
        """)
        try scratch.write("Kit/Sources/Kit.swift", "import SwiftUI\n")
        let manifest = try scratch.write("Kit/Project.swift", """
        import ProjectDescription
        import ProjectDescriptionHelpers

        let project = Project(name: "Kit", targets: kitTargets())
        """)
        let (project, diagnostics) = TuistManifestReader.read(manifest, runner: TuistManifestRunner())
        #expect(!diagnostics.contains { $0.id == "projectManifestNotRun" }, "\(diagnostics.map(\.text))")
        // `TUIST_PRODUCT_TYPE` is unset on a clean machine: the `if case` fails, `.framework`.
        #expect(diagnostics.contains { $0.id == "projectManifestRunAssumed" && $0.text.contains("TUIST_PRODUCT_TYPE") })
        #expect(project?.targets.map(\.productType) == ["com.apple.product-type.framework"])
    }
}
