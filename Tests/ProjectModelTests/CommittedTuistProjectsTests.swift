import Testing
@testable import ProjectModel
import TuistManifestRunner

/// A Tuist workspace whose repository commits the projects `tuist generate` made for some of its
/// manifests: a committed `.xcodeproj` is what Xcode opens, so it shadows its `Project.swift`
/// (docs/project-model.md, "Precedence"). `.project(target:path:)` from a manifest without a
/// committed project then names that `.xcodeproj`'s target, and the generated projects link each
/// other's frameworks from `BUILT_PRODUCTS_DIR` with no `PBXTargetDependency` between them, which
/// Xcode reads as implicit dependencies (`XcodeImplicitDependencies`).
@Suite struct CommittedTuistProjectsTests {
    /// A framework project as `tuist generate` writes it: one target building `<name>.framework`,
    /// linking `linked` frameworks of the workspace's other projects and UIKit from the SDK.
    private func writeFrameworkProject(_ scratch: ScratchFolder, name: String, linked: [String]) throws {
        try scratch.write("Projects/\(name)/Sources/\(name)View.swift", "struct \(name)View {}")
        // The manifest the committed project was generated from, beside it.
        try scratch.write("Projects/\(name)/Project.swift", """
        import ProjectDescription

        let project = Project(name: "\(name)", targets: [
            .target(name: "\(name)", destinations: .iOS, product: .framework, bundleId: "com.example.\(name)",
                    sources: ["Sources/**"]),
        ])
        """)
        let linkFiles = linked.indices.map { "L\($0)" }
        let linkObjects = linked.enumerated().map { index, product in
            "\t\tL\(index) = {isa = PBXBuildFile; fileRef = R\(index); };\n\t\tR\(index) = {isa = PBXFileReference; explicitFileType = wrapper.framework; includeInIndex = 0; path = \(product).framework; sourceTree = BUILT_PRODUCTS_DIR; };\n"
        }.joined()
        try scratch.write("Projects/\(name)/\(name).xcodeproj/project.pbxproj", """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tP = {isa = PBXProject; mainGroup = G; targets = (T, ); buildConfigurationList = PL; };
        \t\tPL = {isa = XCConfigurationList; buildConfigurations = (PC, ); };
        \t\tPC = {isa = XCBuildConfiguration; name = Debug; buildSettings = {}; };
        \t\tG = {isa = PBXGroup; children = (SG, ); sourceTree = "<group>"; };
        \t\tSG = {isa = PBXGroup; children = (F, ); path = Sources; sourceTree = "<group>"; };
        \t\tF = {isa = PBXFileReference; path = \(name)View.swift; sourceTree = "<group>"; };
        \t\tProduct = {isa = PBXFileReference; explicitFileType = wrapper.framework; includeInIndex = 0; path = \(name).framework; sourceTree = BUILT_PRODUCTS_DIR; };
        \t\tUIKitRef = {isa = PBXFileReference; lastKnownFileType = wrapper.framework; name = UIKit.framework; path = System/Library/Frameworks/UIKit.framework; sourceTree = SDKROOT; };
        \t\tUIKitFile = {isa = PBXBuildFile; fileRef = UIKitRef; };
        \(linkObjects)
        \t\tT = {isa = PBXNativeTarget; name = \(name); buildPhases = (S, FW, ); buildConfigurationList = TL; productName = \(name); productReference = Product; productType = "com.apple.product-type.framework"; };
        \t\tTL = {isa = XCConfigurationList; buildConfigurations = (TC, ); };
        \t\tTC = {isa = XCBuildConfiguration; name = Debug; buildSettings = {}; };
        \t\tS = {isa = PBXSourcesBuildPhase; files = (BF, ); };
        \t\tBF = {isa = PBXBuildFile; fileRef = F; };
        \t\tFW = {isa = PBXFrameworksBuildPhase; files = (\((linkFiles + ["UIKitFile"]).map { $0 + ", " }.joined())); };
        \t};
        \trootObject = P;
        }
        """)
    }

    private func writeWorkspace(_ scratch: ScratchFolder) throws {
        try scratch.write("Tuist.swift", "import ProjectDescription\nlet tuist = Tuist()\n")
        try writeFrameworkProject(scratch, name: "DesignKit", linked: [])
        try writeFrameworkProject(scratch, name: "Feature", linked: ["DesignKit"])
        try scratch.write("Projects/App/Sources/AppRoot.swift", "struct AppRoot {}")
        try scratch.write("Projects/App/Project.swift", """
        import ProjectDescription

        let project = Project(name: "Shop", targets: [
            .target(name: "Shop", destinations: .iOS, product: .app, bundleId: "com.example.shop",
                    sources: ["Sources/**"],
                    dependencies: [.project(target: "Feature", path: .relativeToRoot("Projects/feature"))]),
        ])
        """)
    }

    @Test("a framework linked from BUILT_PRODUCTS_DIR is the dependency on the workspace target that builds it")
    func linkedBuiltFrameworkIsAnImplicitDependency() throws {
        let scratch = try ScratchFolder()
        try writeWorkspace(scratch)
        let layout = ProjectDiscovery.discover([scratch.path], manifestRunner: TuistManifestRunner())
        let feature = try #require(layout.modules.first { $0.id == "Feature.xcodeproj:Feature" }, "\(layout.modules.map(\.id))")
        // UIKit, an SDK framework, is Apple's: no module of the workspace.
        #expect(feature.dependencies == ["DesignKit.xcodeproj:DesignKit"], "\(layout.diagnostics.map(\.text))")
        let designKit = try #require(layout.modules.first { $0.id == "DesignKit.xcodeproj:DesignKit" })
        #expect(designKit.dependencies.isEmpty)
    }

    @Test("`.project(target:path:)` names the target of the committed .xcodeproj in that folder, found ignoring letter case")
    func projectDependencyNamesTheCommittedProjectsTarget() throws {
        let scratch = try ScratchFolder()
        try writeWorkspace(scratch)
        let layout = ProjectDiscovery.discover([scratch.path], manifestRunner: TuistManifestRunner())
        let app = try #require(layout.modules.first { $0.id == "Shop/Project.swift:Shop" }, "\(layout.modules.map(\.id))")
        #expect(app.dependencies == ["Feature.xcodeproj:Feature"], "\(layout.diagnostics.map(\.text))")
        #expect(!layout.diagnostics.contains { $0.id == "unknownDependency" }, "\(layout.diagnostics.map(\.text))")
        #expect(layout.dependencyClosure(of: app.id).map(\.id) == ["DesignKit.xcodeproj:DesignKit", "Feature.xcodeproj:Feature", "Shop/Project.swift:Shop"])
    }

    @Test("a Workspace.swift project folder written in other letter case is the folder on disk, with a warning")
    func workspaceProjectFolderFoundIgnoringCase() throws {
        let scratch = try ScratchFolder()
        try writeWorkspace(scratch)
        try scratch.write("Workspace.swift", """
        import ProjectDescription

        let workspace = Workspace(name: "Shop", projects: ["Projects/APP"])
        """)
        let layout = ProjectDiscovery.discover([scratch.path], manifestRunner: TuistManifestRunner())
        #expect(layout.modules.contains { $0.id == "Shop/Project.swift:Shop" }, "\(layout.modules.map(\.id))")
        #expect(!layout.diagnostics.contains { $0.id == "pathNotFound" }, "\(layout.diagnostics.map(\.text))")
        #expect(layout.diagnostics.contains { $0.id == "pathCaseDiffers" }, "\(layout.diagnostics.map(\.text))")
    }
}
