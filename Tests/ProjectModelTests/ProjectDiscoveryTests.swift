import Diagnostics
import Foundation
import Testing
@testable import ProjectModel
import TuistManifestRunner

/// Discovery from the paths a command is given: repositories, packages, projects, folders and
/// files, read into modules with their dependencies.
@Suite("Project discovery")
struct ProjectDiscoveryTests {
    func module(_ layout: ProjectLayout, _ id: String) throws -> Module {
        try #require(layout.module(id), "no module \(id) among \(layout.modules.map(\.id))")
    }

    @Test("An app and its widget extension both declare ContentView, in two modules of one project")
    func appAndWidget() throws {
        let base = ProjectFixtures.path("SyncedApp")
        let layout = ProjectDiscovery.discover([base])
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics.map(\.text))")
        #expect(layout.modules.map(\.id) == [
            "DesignKit:DesignKit", "DesignKit:DesignKitTests", "SyncedApp.xcodeproj:GlanceWidgetExtension", "SyncedApp.xcodeproj:SyncedApp",
        ])
        #expect(layout.modules(containing: base + "/SyncedApp/ContentView.swift") == ["SyncedApp.xcodeproj:SyncedApp"])
        #expect(layout.modules(containing: base + "/Widget/ContentView.swift") == ["SyncedApp.xcodeproj:GlanceWidgetExtension"])
        // Theme.swift is compiled into both.
        #expect(layout.modules(containing: base + "/SyncedApp/Shared/Theme.swift") == [
            "SyncedApp.xcodeproj:GlanceWidgetExtension", "SyncedApp.xcodeproj:SyncedApp",
        ])
        let app = try module(layout, "SyncedApp.xcodeproj:SyncedApp")
        #expect(app.kind == .xcodeTarget)
        #expect(app.name == "SyncedApp")
        // The app embeds the widget but cannot import it: only the local package is a dependency.
        #expect(app.dependencies == ["DesignKit:DesignKit"])
        #expect(app.remoteProducts == [RemoteProduct(name: "NukeUI", package: "Nuke", url: "https://github.com/kean/Nuke")])
        #expect(try module(layout, "SyncedApp.xcodeproj:GlanceWidgetExtension").dependencies == ["DesignKit:DesignKit"])
        #expect(layout.dependencyClosure(of: app.id).map(\.id) == ["DesignKit:DesignKit", "SyncedApp.xcodeproj:SyncedApp"])
        let designKit = try module(layout, "DesignKit:DesignKit")
        #expect(ProjectFixtures.relative(designKit.resourcePaths, to: base) == ["Packages/DesignKit/Sources/DesignKit/Resources/Colors.xcassets"])
        #expect(try module(layout, "DesignKit:DesignKitTests").isTest)
    }

    @Test("A product dependency that names no package is found among the packages read, else kept as remote with a warning")
    func productWithoutPackage() throws {
        let scratch = try ScratchFolder()
        try scratch.write("App/App.swift", "struct App {}")
        try scratch.write("Packages/Kit/Package.swift", "import PackageDescription\nlet package = Package(name: \"Kit\", products: [.library(name: \"Kit\", targets: [\"Kit\"])], targets: [.target(name: \"Kit\")])")
        try scratch.write("Packages/Kit/Sources/Kit/Kit.swift", "public struct Kit {}")
        try scratch.write("App.xcodeproj/project.pbxproj", """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tP = {isa = PBXProject; mainGroup = G; targets = (T, ); };
        \t\tG = {isa = PBXGroup; children = (S, K, ); sourceTree = "<group>"; };
        \t\tK = {isa = PBXFileReference; lastKnownFileType = wrapper; name = Kit; path = Packages/Kit; sourceTree = "<group>"; };
        \t\tS = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
        \t\tT = {isa = PBXNativeTarget; name = App; fileSystemSynchronizedGroups = (S, ); packageProductDependencies = (D1, D2, ); productType = "com.apple.product-type.application"; };
        \t\tD1 = {isa = XCSwiftPackageProductDependency; productName = Kit; };
        \t\tD2 = {isa = XCSwiftPackageProductDependency; productName = Mystery; };
        \t};
        \trootObject = P;
        }
        """)
        let layout = ProjectDiscovery.discover([scratch.path])
        let app = try module(layout, "App.xcodeproj:App")
        #expect(app.sourceFiles == [scratch.path + "/App/App.swift"])
        #expect(app.dependencies == ["Kit:Kit"])
        #expect(app.remoteProducts == [RemoteProduct(name: "Mystery", package: "Mystery")])
        #expect(layout.diagnostics.map(\.id) == ["unresolvedProduct"])
    }

    @Test("Given a workspace, the projects and packages it names are read, outside its folder too")
    func workspaceInput() throws {
        let synced = ProjectFixtures.path("SyncedApp")
        let scratch = try ScratchFolder()
        try scratch.write("Work.xcworkspace/contents.xcworkspacedata", """
        <?xml version="1.0" encoding="UTF-8"?>
        <Workspace version = "1.0">
           <FileRef location = "absolute:\(synced)/SyncedApp.xcodeproj"></FileRef>
           <FileRef location = "absolute:\(ProjectFixtures.path("TwoTargetPackage"))"></FileRef>
           <FileRef location = "group:Missing.xcodeproj"></FileRef>
        </Workspace>
        """)
        let layout = ProjectDiscovery.discover([scratch.path + "/Work.xcworkspace"])
        #expect(layout.modules.map(\.id).contains("SyncedApp.xcodeproj:SyncedApp"))
        #expect(layout.modules.map(\.id).contains("Weather:WeatherUI"))
        #expect(layout.diagnostics.map(\.id) == ["pathNotFound"])
    }

    @Test("Given only the .xcodeproj, its local package is read too")
    func projectAlone() throws {
        let base = ProjectFixtures.path("SyncedApp")
        let layout = ProjectDiscovery.discover([base + "/SyncedApp.xcodeproj"])
        #expect(layout.modules.map(\.id).contains("DesignKit:DesignKit"))
        #expect(layout.diagnostics.isEmpty)
    }

    @Test("A package's targets: default and custom folders, excluded paths, resources, local and remote products")
    func package() throws {
        let base = ProjectFixtures.path("TwoTargetPackage")
        let layout = ProjectDiscovery.discover([base])
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics.map(\.text))")
        #expect(layout.modules.map(\.id) == ["Weather:WeatherCore", "Weather:WeatherUI", "Weather:WeatherUITests"])
        let ui = try module(layout, "Weather:WeatherUI")
        #expect(ProjectFixtures.relative(ui.sourceFiles, to: base) == ["Modules/WeatherUI/ForecastView.swift"])
        #expect(ProjectFixtures.relative(ui.resourcePaths, to: base) == [
            "Modules/WeatherUI/Localizable/Localizable.xcstrings", "Modules/WeatherUI/Resources/Fonts/Condensed.ttf",
        ])
        #expect(ui.dependencies == ["Weather:WeatherCore"])
        #expect(ui.remoteProducts == [RemoteProduct(name: "Algorithms", package: "swift-algorithms", url: "https://github.com/apple/swift-algorithms.git")])
        let tests = try module(layout, "Weather:WeatherUITests")
        #expect(tests.isTest)
        #expect(ProjectFixtures.relative(tests.sourceFiles, to: base) == ["Tests/WeatherUITests/ForecastViewTests.swift"])
        #expect(layout.dependencyClosure(of: tests.id).map(\.id) == ["Weather:WeatherCore", "Weather:WeatherUI", "Weather:WeatherUITests"])
    }

    @Test("A plain app folder beside local packages depends on the packages it imports")
    func appBesidePackages() throws {
        let base = ProjectFixtures.path("AppBesidePackages")
        let layout = ProjectDiscovery.discover([base])
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics.map(\.text))")
        let folderID = "folder:\(base)/Cafe"
        #expect(layout.modules.map(\.id) == ["CafeModels:CafeModels", "CafeNetworking:CafeNetworking", folderID])
        let app = try module(layout, folderID)
        #expect(app.kind == .folder)
        #expect(app.name == "Cafe")
        #expect(ProjectFixtures.relative(app.sourceFiles, to: base) == ["Cafe/CafeApp.swift", "Cafe/Screens/MenuScreen.swift"])
        #expect(ProjectFixtures.relative(app.resourcePaths, to: base) == ["Cafe/Assets.xcassets"])
        // `@preconcurrency import CafeNetworking` and `import struct CafeModels.MenuItem`.
        #expect(app.dependencies == ["CafeNetworking:CafeNetworking", "CafeModels:CafeModels"])
        #expect(layout.dependencyClosure(of: folderID).map(\.id) == ["CafeModels:CafeModels", "CafeNetworking:CafeNetworking", folderID])
    }

    @Test("A Swift file given alone belongs to the package or project above it")
    func fileWalksUp() throws {
        let base = ProjectFixtures.path("ClassicApp")
        let file = base + "/ClassicApp/Views/RecipeList.swift"
        let layout = ProjectDiscovery.discover([file])
        #expect(layout.modules(containing: file) == ["ClassicApp.xcodeproj:ClassicApp"])
        let app = try module(layout, "ClassicApp.xcodeproj:ClassicApp")
        #expect(app.dependencies == ["ClassicApp.xcodeproj:RecipeKit"])
        #expect(try module(layout, "ClassicApp.xcodeproj:ClassicAppTests").dependencies == ["ClassicApp.xcodeproj:ClassicApp"])
        // Unused.swift is in no target, so the folder of a file given alone would hold it; it was not given.
        #expect(layout.modules(containing: base + "/ClassicApp/Unused.swift").isEmpty)
    }

    @Test("A plain folder with neither package nor project is one module of its Swift files")
    func plainFolder() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Sketches/Card.swift", "struct Card {}")
        try scratch.write("Sketches/Rows/Row.swift", "struct Row {}")
        try scratch.write("Sketches/notes.txt", "not Swift")
        let layout = ProjectDiscovery.discover([scratch.path + "/Sketches"])
        #expect(layout.diagnostics.isEmpty)
        #expect(layout.modules.map(\.id) == ["folder:\(scratch.path)/Sketches"])
        #expect(ProjectFixtures.relative(layout.modules[0].sourceFiles, to: scratch.path) == ["Sketches/Card.swift", "Sketches/Rows/Row.swift"])
        #expect(layout.modules[0].name == "Sketches")
        // The same file given alone makes the same module.
        #expect(ProjectDiscovery.discover([scratch.path + "/Sketches/Card.swift"]).modules.map(\.id) == ["folder:\(scratch.path)/Sketches"])
    }

    @Test("Leftover files of a repository form one module per app folder, not one for the whole tree")
    func leftoverGrouping() throws {
        // With the runner the command line gives discovery, so TuistHelperWorkspace's helpers make
        // its targets rather than leaving its files over.
        let layout = ProjectDiscovery.discover([ProjectFixtures.root], manifestRunner: TuistManifestRunner())
        let folders = layout.modules.filter { $0.kind == .folder }
        // The Cafe app folder, ClassicApp's Unused.swift (in no target) in its own folder, and
        // TuistApp's file its test target excludes: never one module of them all.
        #expect(folders.map(\.id) == ["folder:\(ProjectFixtures.root)/AppBesidePackages/Cafe", "folder:\(ProjectFixtures.root)/ClassicApp/ClassicApp",
                                      "folder:\(ProjectFixtures.root)/TuistApp/Tests"])
        #expect(ProjectFixtures.relative(folders[1].sourceFiles, to: ProjectFixtures.root) == ["ClassicApp/ClassicApp/Unused.swift"])
    }

    @Test("Sibling folders of loose Swift files beside a package join one module")
    func siblingFolders() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Views/Card.swift", "import Core\nstruct Card {}")
        try scratch.write("Models/Item.swift", "struct Item {}")
        try scratch.write("Packages/Core/Package.swift", "import PackageDescription\nlet package = Package(name: \"Core\", targets: [.target(name: \"Core\")])")
        try scratch.write("Packages/Core/Sources/Core/Core.swift", "public struct Core {}")
        let layout = ProjectDiscovery.discover([scratch.path])
        #expect(layout.modules.map(\.id) == ["Core:Core", "folder:\(scratch.path)"])
        let app = try module(layout, "folder:\(scratch.path)")
        #expect(ProjectFixtures.relative(app.sourceFiles, to: scratch.path) == ["Models/Item.swift", "Views/Card.swift"])
        // No product is declared: the target name is what `import Core` finds.
        #expect(app.dependencies == ["Core:Core"])
    }

    @Test("Loose files of an Xcode project kept inside a package's folder form a module; the package's own loose files do not")
    func projectInsidePackageFolder() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Package.swift", "import PackageDescription\nlet package = Package(name: \"Kit\", products: [.library(name: \"Kit\", targets: [\"Kit\"])], targets: [.target(name: \"Kit\")])")
        try scratch.write("Sources/Kit/Badge.swift", "public struct Badge {}")
        try scratch.write("Scripts/Tool.swift", "let tool = 1")
        try scratch.write("Showcase/App/App.swift", "import Kit\nstruct App {}")
        try scratch.write("Showcase/App/Extra/Old.swift", "import Kit\nstruct Old {}")
        try scratch.write("Showcase/Showcase.xcodeproj/project.pbxproj", """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tP = {isa = PBXProject; mainGroup = G; targets = (T, ); };
        \t\tG = {isa = PBXGroup; children = (F, ); path = App; sourceTree = "<group>"; };
        \t\tF = {isa = PBXFileReference; path = App.swift; sourceTree = "<group>"; };
        \t\tT = {isa = PBXNativeTarget; name = Showcase; buildPhases = (S, ); packageProductDependencies = (D, ); productType = "com.apple.product-type.application"; };
        \t\tS = {isa = PBXSourcesBuildPhase; files = (BF, ); };
        \t\tBF = {isa = PBXBuildFile; fileRef = F; };
        \t\tD = {isa = XCSwiftPackageProductDependency; productName = Kit; };
        \t};
        \trootObject = P;
        }
        """)
        let layout = ProjectDiscovery.discover([scratch.path])
        // Extra/Old.swift is in no target; the highest folder above it with no project inside is App/.
        let leftover = try module(layout, "folder:\(scratch.path)/Showcase/App")
        #expect(leftover.sourceFiles == [scratch.path + "/Showcase/App/Extra/Old.swift"])
        #expect(leftover.dependencies == ["Kit:Kit"])
        // Scripts/Tool.swift lies in the package's folder outside any project: still the package's.
        #expect(layout.modules(containing: scratch.path + "/Scripts/Tool.swift").isEmpty)
        #expect(try module(layout, "Showcase.xcodeproj:Showcase").dependencies == ["Kit:Kit"])
    }

    @Test("Discovery is deterministic: the same paths give equal layouts")
    func deterministic() {
        let paths = [ProjectFixtures.root]
        #expect(ProjectDiscovery.discover(paths) == ProjectDiscovery.discover(paths))
    }
}
