import Diagnostics
import Foundation
import Testing
@testable import ProjectModel

/// Projects generated from a manifest (Tuist `Project.swift`, xcodegen `project.yml`) with no
/// `.xcodeproj` committed: each target of the manifest is a module, as in an Xcode project.
@Suite("Generated projects")
struct GeneratedProjectTests {
    func module(_ layout: ProjectLayout, _ id: String) throws -> Module {
        try #require(layout.module(id), "no module \(id) among \(layout.modules.map(\.id))")
    }

    @Test("A Tuist project's targets, helper-built framework and local package are modules with their dependencies")
    func tuistProject() throws {
        let base = ProjectFixtures.path("TuistApp")
        let layout = ProjectDiscovery.discover([base])
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics.map { "\($0.range): \($0.text)" })")
        #expect(ProjectFixtures.relative(layout.toolingFiles, to: base) == ["Project.swift", "Tuist.swift",
                                                                          "Tuist/ProjectDescriptionHelpers/Framework.swift"])
        // Tests/Fixtures is excluded from GardenTests, so its file is left over and makes a folder
        // module (of `Tests`, the highest folder holding no project); the manifests and Tuist/
        // helpers are tooling, in no module.
        #expect(layout.modules.map(\.id) == [
            "Garden/Project.swift:Garden", "Garden/Project.swift:GardenKit", "Garden/Project.swift:GardenTests",
            "Palette:Palette", "folder:\(base)/Tests",
        ])
        let app = try module(layout, "Garden/Project.swift:Garden")
        #expect(app.kind == .xcodeTarget)
        #expect(app.productType == "com.apple.product-type.application")
        #expect(ProjectFixtures.relative(app.sourceFiles, to: base) == ["App/Sources/GardenApp.swift"])
        #expect(ProjectFixtures.relative(app.resourcePaths, to: base) == ["App/Resources/Assets.xcassets"])
        // The framework is imported; the SDK framework is Apple's; Nuke comes from Tuist/Package.swift.
        #expect(app.dependencies == ["Garden/Project.swift:GardenKit"])
        #expect(app.remoteProducts == [RemoteProduct(name: "Nuke", package: "Nuke", url: "https://github.com/kean/Nuke")])
        // `.extendingDefault(with:)` string values; the empty dictionary is not a string.
        #expect(app.infoPlistKeys == ["CFBundleDisplayName": "Garden"])
        let kit = try module(layout, "Garden/Project.swift:GardenKit")
        #expect(kit.productType == "com.apple.product-type.framework")
        #expect(ProjectFixtures.relative(kit.sourceFiles, to: base) == ["Modules/GardenKit/Sources/PlantCard.swift"])
        #expect(kit.dependencies == ["Palette:Palette"])
        let tests = try module(layout, "Garden/Project.swift:GardenTests")
        #expect(tests.isTest)
        #expect(ProjectFixtures.relative(tests.sourceFiles, to: base) == ["Tests/GardenTests.swift"])
        #expect(tests.dependencies == ["Garden/Project.swift:Garden"])
        #expect(layout.dependencyClosure(of: app.id).map(\.id) == ["Palette:Palette", "Garden/Project.swift:GardenKit", "Garden/Project.swift:Garden"])
    }

    @Test("A file of a Tuist project given alone is read in its target")
    func tuistFileGivenAlone() throws {
        let base = ProjectFixtures.path("TuistApp")
        let layout = ProjectDiscovery.discover([base + "/Modules/GardenKit/Sources/PlantCard.swift"])
        #expect(layout.modules(containing: base + "/Modules/GardenKit/Sources/PlantCard.swift") == ["Garden/Project.swift:GardenKit"])
    }

    @Test("An xcodegen project's targets, template, include and local package are modules with their dependencies")
    func xcodegenProject() throws {
        let base = ProjectFixtures.path("XcodeGenApp")
        let layout = ProjectDiscovery.discover([base])
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics.map { "\($0.range): \($0.text)" })")
        #expect(layout.modules.map(\.id) == [
            "Orchard/project.yml:Orchard", "Orchard/project.yml:OrchardKit", "Orchard/project.yml:OrchardTests", "Palette:Palette",
        ])
        let app = try module(layout, "Orchard/project.yml:Orchard")
        #expect(app.productType == "com.apple.product-type.application")
        // Notes.md is excluded; Info.plist is the target's (`info: path:`), listed with its resources.
        #expect(ProjectFixtures.relative(app.sourceFiles, to: base) == ["App/OrchardApp.swift"])
        #expect(ProjectFixtures.relative(app.resourcePaths, to: base) == ["App/Info.plist"])
        #expect(app.infoPlistPath == base + "/App/Info.plist")
        // `info: properties:` and the included file's INFOPLIST_KEY_ setting.
        #expect(app.infoPlistKeys == ["CFBundleDisplayName": "Orchard", "LSApplicationCategoryType": "public.app-category.lifestyle"])
        #expect(app.dependencies == ["Orchard/project.yml:OrchardKit"])
        #expect(app.remoteProducts == [RemoteProduct(name: "NukeUI", package: "Nuke", url: "https://github.com/kean/Nuke")])
        // The template gives the framework its type and `Modules/${target_name}` sources.
        let kit = try module(layout, "Orchard/project.yml:OrchardKit")
        #expect(kit.productType == "com.apple.product-type.framework")
        #expect(ProjectFixtures.relative(kit.sourceFiles, to: base) == ["Modules/OrchardKit/FruitBadge.swift"])
        #expect(kit.dependencies == ["Palette:Palette"])
        let tests = try module(layout, "Orchard/project.yml:OrchardTests")
        #expect(tests.isTest)
        #expect(tests.dependencies == ["Orchard/project.yml:Orchard"])
    }

    @Test("xcodegen settings: a target's Debug SWIFT_ACTIVE_COMPILATION_CONDITIONS over the spec's, $(inherited) standing for the spec's")
    func xcodegenCompilationConditions() throws {
        let layout = ProjectDiscovery.discover([ProjectFixtures.path("XcodeGenPreviewTarget")])
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics.map { "\($0.range): \($0.text)" })")
        // TileKit sets nothing: the spec's base. TileGallery's `configs: Debug:` says
        // `$(inherited) GALLERY`: the spec's, then its own.
        #expect(try module(layout, "Tiles/project.yml:TileKit").compilationConditions == ["TILES_SHARED"])
        #expect(try module(layout, "Tiles/project.yml:TileGallery").compilationConditions == ["TILES_SHARED", "GALLERY"])
    }

    @Test("A manifest beside a committed .xcodeproj: the project is read, and targets only the manifest has are reported")
    func manifestBesideXcodeProject() throws {
        let scratch = try ScratchFolder()
        let classic = ProjectFixtures.path("ClassicApp")
        try FileManager.default.copyItem(atPath: classic + "/ClassicApp.xcodeproj", toPath: scratch.path + "/ClassicApp.xcodeproj")
        try FileManager.default.copyItem(atPath: classic + "/ClassicApp", toPath: scratch.path + "/ClassicApp")
        try FileManager.default.copyItem(atPath: classic + "/RecipeKit", toPath: scratch.path + "/RecipeKit")
        try scratch.write("project.yml", """
        name: ClassicApp
        targets:
          ClassicApp: {type: application, platform: iOS, sources: [ClassicApp]}
          Added: {type: framework, platform: iOS, sources: [Added]}
        """)
        let layout = ProjectDiscovery.discover([scratch.path])
        #expect(layout.modules.allSatisfy { !$0.id.contains("project.yml") })
        #expect(layout.modules.contains { $0.id == "ClassicApp.xcodeproj:ClassicApp" })
        let differs = layout.diagnostics.filter { $0.id == "generatedProjectDiffers" }
        #expect(differs.count == 1)
        #expect(differs.first?.text.contains("(Added)") == true)
    }

    @Test("An app's own Project.swift and Package.swift model files are not taken for manifests")
    func modelFilesNamedLikeManifests() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Models/Project.swift", "struct Project { var name: String }")
        try scratch.write("Models/Package.swift", "import Foundation\nprotocol Package { var name: String { get } }")
        try scratch.write("Views/List.swift", "struct List {}")
        let layout = ProjectDiscovery.discover([scratch.path])
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics.map(\.text))")
        #expect(layout.modules.count == 1)
        #expect(layout.modules.first?.sourceFiles.count == 3)
        // Given alone, the model file is read in its folder, not as a package.
        #expect(ProjectDiscovery.discover([scratch.path + "/Models/Project.swift"]).diagnostics.isEmpty)
    }
}

extension GeneratedProjectTests {
    @Test("Helpers that return lists of targets (one array expression, or a list with a test target appended under a flag) are followed")
    func helpersReturningTargetLists() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Tuist/ProjectDescriptionHelpers/Target+Helpers.swift", """
        import ProjectDescription

        extension [Target] {
            public static func framework(
                name: String,
                dependencies: [TargetDependency] = [],
                settings customize: (inout Settings) -> Void = { _ in },
                testTarget: Bool = true
            ) -> [Target] {
                var targets: [Target] = [
                    .target(name: name, destinations: .iOS, product: .framework, bundleId: "b.\\(name)",
                            sources: ["\\(name)/Sources/**"], dependencies: dependencies),
                ]
                if testTarget {
                    targets.append(.target(name: "\\(name)Tests", destinations: .iOS, product: .unitTests, bundleId: "b.t",
                                           sources: ["\\(name)/Tests/**"], dependencies: [.target(name: name)]))
                }
                return targets
            }

            public static func app(name: String, resources: ResourceFileElements? = nil) -> [Target] {
                [
                    .target(name: name, destinations: .iOS, product: .app, bundleId: "b.\\(name)",
                            sources: ["\\(name)/Sources/**"], resources: resources, dependencies: [.target(name: "Feature")]),
                ]
            }
        }

        extension Project {
            public init(name: String, version: (marketing: String, build: Int), targets: [[Target]]) {
                self.init(name: name, targets: targets.flatMap { $0 })
            }
        }
        """)
        try scratch.write("Projects/App/Project.swift", """
        import ProjectDescription
        import ProjectDescriptionHelpers

        let project = Project(
            name: "App",
            version: ("1.0.0", build: 0),
            targets: [
                .app(name: "Garden"),
                .framework(name: "Feature"),
                .framework(name: "Shared", testTarget: false),
            ]
        )
        """)
        try scratch.write("Projects/App/Feature/Sources/Feature.swift", "struct Feature {}")
        try scratch.write("Projects/App/Feature/Tests/FeatureTests.swift", "struct FeatureTests {}")
        try scratch.write("Projects/App/Shared/Sources/Shared.swift", "struct Shared {}")
        let layout = ProjectDiscovery.discover([scratch.path])
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics.map { "\($0.range): \($0.text)" })")
        // `Shared` passes `testTarget: false`, so only `Feature` has a test target.
        // The tuple argument `version:` does not hide the `targets:` after it; the app's helper
        // is one array expression, its `resources` default `nil` (no resources).
        #expect(layout.modules.map(\.id) == ["App/Project.swift:Feature", "App/Project.swift:FeatureTests", "App/Project.swift:Garden",
                                             "App/Project.swift:Shared"])
        #expect(layout.module("App/Project.swift:Garden")?.dependencies == ["App/Project.swift:Feature"])
        #expect(layout.module("App/Project.swift:FeatureTests")?.dependencies == ["App/Project.swift:Feature"])
    }
}

extension GeneratedProjectTests {
    @Test("A Tuist workspace lists its projects by path or glob")
    func workspaceProjects() throws {
        let scratch = try ScratchFolder()
        let workspace = try scratch.write("Workspace.swift", """
        import ProjectDescription
        let workspace = Workspace(name: "W", projects: ["Apps/*", "./Tools"])
        """)
        for folder in ["Apps/One", "Apps/Two", "Tools"] {
            try scratch.write(folder + "/Project.swift", "import ProjectDescription\nlet project = Project(name: \"P\", targets: [])\n")
        }
        let (folders, diagnostics) = TuistManifestReader.workspaceProjects(workspace)
        #expect(diagnostics.isEmpty)
        #expect(folders == [scratch.path + "/Apps/One", scratch.path + "/Apps/Two", scratch.path + "/Tools"])
    }
}
