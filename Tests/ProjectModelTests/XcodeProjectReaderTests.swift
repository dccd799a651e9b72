import Diagnostics
import Foundation
import Testing
@testable import ProjectModel

/// Reading `project.pbxproj`: targets, build phases through the group tree, Xcode 16
/// synchronised folders with their exceptions, package products, and broken files.
@Suite("Xcode project reader")
struct XcodeProjectReaderTests {
    func target(_ project: XcodeProject, _ name: String) throws -> XcodeTarget {
        try #require(project.targets.first { $0.name == name })
    }

    @Test("Build phases resolve files through groups: <group>, a name-only group, SOURCE_ROOT, a variant group")
    func classicProject() throws {
        let base = ProjectFixtures.path("ClassicApp")
        let (read, diagnostics) = XcodeProjectReader.read(base + "/ClassicApp.xcodeproj")
        #expect(diagnostics.isEmpty)
        let project = try #require(read)
        #expect(project.name == "ClassicApp")
        #expect(project.targets.map(\.name) == ["ClassicApp", "RecipeKit", "ClassicAppTests"])
        let app = try target(project, "ClassicApp")
        // Unused.swift is in the group but not in the Sources phase.
        #expect(ProjectFixtures.relative(app.sourceFiles, to: base) == [
            "ClassicApp/ClassicAppApp.swift", "ClassicApp/Model/Recipe.swift", "ClassicApp/Views/Recipe Row.swift", "ClassicApp/Views/RecipeList.swift",
        ])
        // The variant group stands for both localisations; Info.plist comes from INFOPLIST_FILE ($(SRCROOT)/…).
        #expect(ProjectFixtures.relative(app.resourcePaths, to: base) == [
            "ClassicApp/Assets.xcassets", "ClassicApp/Fonts/Inter-Regular.otf", "ClassicApp/Info.plist",
            "ClassicApp/de.lproj/Localizable.strings", "ClassicApp/en.lproj/Localizable.strings",
        ])
        #expect(app.infoPlistPath == base + "/ClassicApp/Info.plist")
        // PRODUCT_NAME "Classic App" makes the module Classic_App.
        #expect(app.moduleName == "Classic_App")
        #expect(app.productType == "com.apple.product-type.application")
        #expect(app.targetDependencies == ["RecipeKit"])
        let tests = try target(project, "ClassicAppTests")
        #expect(tests.isTest)
        #expect(tests.targetDependencies == ["ClassicApp"])
        // PRODUCT_NAME = $(TARGET_NAME:c99extidentifier) is not expanded: the target name is used.
        #expect(try target(project, "RecipeKit").moduleName == "RecipeKit")
    }

    @Test("A synchronised folder gives its target every file but its exceptions; another target gets only the exceptions")
    func synchronizedFolders() throws {
        let base = ProjectFixtures.path("SyncedApp")
        let (read, diagnostics) = XcodeProjectReader.read(base + "/SyncedApp.xcodeproj")
        #expect(diagnostics.isEmpty)
        let project = try #require(read)
        let app = try target(project, "SyncedApp")
        #expect(ProjectFixtures.relative(app.sourceFiles, to: base) == [
            "SyncedApp/Components/Badge.swift", "SyncedApp/ContentView.swift", "SyncedApp/Preview Content/PreviewData.swift",
            "SyncedApp/Shared/Theme.swift", "SyncedApp/SyncedAppApp.swift",
        ])
        // Info.plist is a membership exception (not copied), but INFOPLIST_FILE names it; the asset
        // catalog is one resource, not its Contents.json files.
        #expect(ProjectFixtures.relative(app.resourcePaths, to: base) == [
            "SyncedApp/Assets.xcassets", "SyncedApp/Fonts/Brand-Regular.ttf", "SyncedApp/Info.plist", "SyncedApp/Localizable.xcstrings",
        ])
        let widget = try target(project, "GlanceWidgetExtension")
        // The widget owns Widget/ and gets Shared/Theme.swift from the app's folder by its exception set.
        #expect(ProjectFixtures.relative(widget.sourceFiles, to: base) == [
            "SyncedApp/Shared/Theme.swift", "Widget/ContentView.swift", "Widget/GlanceWidget.swift",
        ])
        #expect(widget.productType == "com.apple.product-type.app-extension")
        // INFOPLIST_KEY_CFBundleDisplayName = Glance in the widget's Debug configuration.
        #expect(widget.infoPlistKeys == ["CFBundleDisplayName": "Glance"])
        // SWIFT_ACTIVE_COMPILATION_CONDITIONS: the project's "DEBUG $(inherited)", and the
        // widget's array that inherits it and adds its own flag; every setting level was read, so
        // the settings decide DEBUG.
        let decided = SwiftCompilationConditions.debugFromBuildSettings
        #expect(app.compilationConditions == ["DEBUG", decided])
        #expect(widget.compilationConditions == ["DEBUG", "WIDGET_EXTENSION", decided])
        #expect(app.packageProducts == [
            XcodePackageProduct(productName: "DesignKit", source: .local(path: base + "/Packages/DesignKit")),
            XcodePackageProduct(productName: "NukeUI", source: .remote(url: "https://github.com/kean/Nuke")),
        ])
        // The widget's dependency names no package; the app's dependency on the same product does.
        #expect(widget.packageProducts == [XcodePackageProduct(productName: "DesignKit", source: .local(path: base + "/Packages/DesignKit"))])
        #expect(project.localPackages == [base + "/Packages/DesignKit"])
    }

    @Test("A malformed project file is one error at its line and column")
    func malformed() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Broken.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = {isa = PBXGroup; children = (B C); };\n\t};\n}\n")
        let (project, diagnostics) = XcodeProjectReader.read(scratch.path + "/Broken.xcodeproj")
        #expect(project == nil)
        #expect(diagnostics.count == 1)
        // `(B C)`: after `B` (line 4, column 36) a ',' or ')' is expected at the `C`, column 38.
        #expect(diagnostics.first.map { "\($0.range)" } == scratch.path + "/Broken.xcodeproj/project.pbxproj:4:38")
        #expect(diagnostics.first?.severity == .error)
    }

    @Test("An object id that names nothing is a warning at the object that names it; the rest reads")
    func missingObject() throws {
        let scratch = try ScratchFolder()
        try scratch.write("App/A.swift", "struct A {}")
        try scratch.write("App.xcodeproj/project.pbxproj", """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tP = {isa = PBXProject; mainGroup = G; targets = (T, ); };
        \t\tG = {isa = PBXGroup; children = (F, ); path = App; sourceTree = "<group>"; };
        \t\tF = {isa = PBXFileReference; path = A.swift; sourceTree = "<group>"; };
        \t\tT = {isa = PBXNativeTarget; name = App; buildPhases = (S, ); productType = "com.apple.product-type.application"; };
        \t\tS = {isa = PBXSourcesBuildPhase; files = (BF1, BF2, ); };
        \t\tBF1 = {isa = PBXBuildFile; fileRef = F; };
        \t};
        \trootObject = P;
        }
        """)
        let (read, diagnostics) = XcodeProjectReader.read(scratch.path + "/App.xcodeproj")
        let project = try #require(read)
        #expect(project.targets.first?.sourceFiles == [scratch.path + "/App/A.swift"])
        #expect(diagnostics.map(\.id) == ["projectObjectMissing"])
        #expect(diagnostics.first?.line == 8)
    }

    @Test("A project file over the size limit is refused with an error naming the file")
    func oversized() throws {
        let scratch = try ScratchFolder()
        let file = scratch.path + "/Huge.xcodeproj/project.pbxproj"
        try FileManager.default.createDirectory(atPath: scratch.path + "/Huge.xcodeproj", withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: file, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: file))
        try handle.truncate(atOffset: UInt64(XcodeProjectReader.sizeLimit + 1))  // sparse: no real 8 MiB written
        try handle.close()
        let (project, diagnostics) = XcodeProjectReader.read(scratch.path + "/Huge.xcodeproj")
        #expect(project == nil)
        #expect(diagnostics.map(\.id) == ["fileTooLarge"])
        #expect(diagnostics.first?.file == file)
    }

    @Test("A workspace's file references resolve through nested groups, container: and absolute: locations")
    func workspace() {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <Workspace
           version = "1.0">
           <FileRef
              location = "group:App/App.xcodeproj">
           </FileRef>
           <Group
              location = "group:Modules"
              name = "Modules">
              <FileRef
                 location = "group:Core">
              </FileRef>
              <Group location = "group:Deeper" name = "Deeper"><FileRef location = "group:Kit"/></Group>
           </Group>
           <FileRef
              location = "container:Tools/Tools.xcodeproj">
           </FileRef>
           <FileRef location = "absolute:/opt/Shared">
           </FileRef>
           <FileRef location = "self:">
           </FileRef>
        </Workspace>
        """
        #expect(XcodeWorkspaceReader.references(in: text, folder: "/repo") == [
            "/repo/App/App.xcodeproj", "/repo/Modules/Core", "/repo/Modules/Deeper/Kit", "/repo/Tools/Tools.xcodeproj", "/opt/Shared",
        ])
    }
}
