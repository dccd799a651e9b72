import Diagnostics
import Foundation
import Testing
@testable import ProjectModel

/// A committed `project.pbxproj` that cannot be parsed keeps its `file:line:col` error, and the
/// app's modules come from the next source describing it: the XcodeGen `project.yml` beside it,
/// else its folder read as one plain-folder module (`DiscoveryRun.fallBackFromUnreadProjects`).
@Suite struct UnreadableProjectFallbackTests {
    /// A project file as a hand edit leaves it: `Date+Format.swift` written without quotes.
    /// CoreFoundation's old-style parser allows only `a-z A-Z 0-9 _ $ / : . -` unquoted
    /// (`CFOldStylePList.c`, `isValidUnquotedStringCharacter`), so Xcode cannot open it either.
    static let unquotedPlus = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjects = {
        \t\tF1 = {isa = PBXFileReference; path = Date+Format.swift; sourceTree = "<group>"; };
        \t};
        \trootObject = P1;
        }
        """

    static let manifest = """
        name: Ledger
        targets:
          Ledger:
            type: application
            platform: iOS
            sources: [App]
          LedgerWidget:
            type: app-extension
            platform: iOS
            sources: [Widget]
        """

    func writeApp(in scratch: ScratchFolder) throws {
        try scratch.write("Ledger.xcodeproj/project.pbxproj", Self.unquotedPlus)
        try scratch.write("App/Date+Format.swift", "import Foundation\nextension Date { var day: Int { 1 } }\n")
        try scratch.write("App/Views/EntryRow.swift", "import SwiftUI\nstruct EntryRow: View { var body: some View { Text(\"\\(Date().day)\") } }\n")
        try scratch.write("Widget/EntryRow.swift", "import SwiftUI\nstruct EntryRow: View { var body: some View { Text(\"widget\") } }\n")
    }

    @Test func theManifestBesideAnUnparsableProjectMakesTheTargets() throws {
        let scratch = try ScratchFolder()
        try writeApp(in: scratch)
        try scratch.write("project.yml", Self.manifest)
        let layout = ProjectDiscovery.discover([scratch.path])
        // The app and its widget each declare `EntryRow`: as two targets they do not clash.
        #expect(layout.modules.map(\.id) == ["Ledger/project.yml:Ledger", "Ledger/project.yml:LedgerWidget"])
        let app = try #require(layout.module("Ledger/project.yml:Ledger"))
        #expect(ProjectFixtures.relative(app.sourceFiles, to: scratch.path) == ["App/Date+Format.swift", "App/Views/EntryRow.swift"])
        #expect(layout.diagnostics.map(\.id) == ["expected", "projectFileFallback"])
        let error = try #require(layout.diagnostics.first)
        // Line 5 of the file; the `+` follows `\t\tF1 = {isa = PBXFileReference; path = Date`
        // (2 tabs + 41 characters), so it is column 44.
        #expect("\(error.range)" == scratch.path + "/Ledger.xcodeproj/project.pbxproj:5:44")
        #expect(error.severity == .error)
        let fallback = try #require(layout.diagnostics.last)
        #expect(fallback.file == scratch.path + "/Ledger.xcodeproj/project.pbxproj")
        #expect(fallback.severity == .warning)
        #expect(fallback.text.contains("'project.yml'"))
    }

    @Test func aFileGivenAloneIsReadInTheManifestsTarget() throws {
        let scratch = try ScratchFolder()
        try writeApp(in: scratch)
        try scratch.write("project.yml", Self.manifest)
        let file = scratch.path + "/App/Views/EntryRow.swift"
        let layout = ProjectDiscovery.discover([file])
        #expect(layout.modules(containing: file) == ["Ledger/project.yml:Ledger"])
        #expect(layout.diagnostics.map(\.id) == ["expected", "projectFileFallback"])
    }

    @Test func withoutAManifestTheProjectsFolderIsOneModule() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Ledger.xcodeproj/project.pbxproj", Self.unquotedPlus)
        try scratch.write("App/Date+Format.swift", "import Foundation\nextension Date { var day: Int { 1 } }\n")
        try scratch.write("App/Views/EntryRow.swift", "import SwiftUI\nstruct EntryRow: View { var body: some View { Text(\"\\(Date().day)\") } }\n")
        let file = scratch.path + "/App/Views/EntryRow.swift"
        // Given alone, the file's folder would be a module by itself; the project's folder is
        // walked instead, so `Date+Format.swift` is compiled with it.
        let layout = ProjectDiscovery.discover([file])
        #expect(layout.modules.map(\.id) == ["folder:\(scratch.path)"])
        #expect(ProjectFixtures.relative(layout.modules.first?.sourceFiles ?? [], to: scratch.path)
                == ["App/Date+Format.swift", "App/Views/EntryRow.swift"])
        #expect(layout.diagnostics.map(\.id) == ["expected", "projectFileFallback"])
        #expect(layout.diagnostics.last?.text.contains("as one module") == true)
    }

    /// A `.xcodeproj` folder holding only its workspace (the `project.pbxproj` left out of the
    /// repository): no error, since there is no file to be wrong, and the folder is read as one
    /// module with a warning that says the project file is missing.
    @Test func aProjectFolderWithoutItsFileIsOnlyAWarning() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Ledger.xcodeproj/project.xcworkspace/contents.xcworkspacedata", "<Workspace version = \"1.0\"></Workspace>\n")
        try scratch.write("App/Views/EntryRow.swift", "import SwiftUI\nstruct EntryRow: View { var body: some View { Text(\"row\") } }\n")
        let layout = ProjectDiscovery.discover([scratch.path])
        #expect(layout.modules.map(\.id) == ["folder:\(scratch.path)"])
        #expect(layout.diagnostics.map(\.id) == ["projectFileFallback"])
        #expect(layout.diagnostics.first?.severity == .warning)
        #expect(layout.diagnostics.first?.text.contains("holds no project.pbxproj") == true)
    }

    @Test func withoutAManifestAGivenFolderReadsAsAPlainFolder() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Clients/Ledger/Ledger.xcodeproj/project.pbxproj", Self.unquotedPlus)
        try scratch.write("Clients/Ledger/Sources/App.swift", "import SwiftUI\n")
        try scratch.write("Tools/Seed.swift", "import Foundation\n")
        let layout = ProjectDiscovery.discover([scratch.path])
        // With no project read, nothing below the folder given is a package or project, so it is
        // one module, as a plain folder is.
        #expect(layout.modules.map(\.id) == ["folder:\(scratch.path)"])
        #expect(layout.diagnostics.map(\.id) == ["expected", "projectFileFallback"])
    }

    @Test func aProjectReadInTheSameFolderNeedsNoFallback() throws {
        let scratch = try ScratchFolder()
        try writeApp(in: scratch)
        try scratch.write("project.yml", Self.manifest)
        try scratch.write("Ledger Copy.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            { archiveVersion = 1; objects = { P1 = { isa = PBXProject; mainGroup = G1; targets = (); };
              G1 = { isa = PBXGroup; children = (); sourceTree = "<group>"; }; }; rootObject = P1; }
            """)
        let layout = ProjectDiscovery.discover([scratch.path])
        #expect(!layout.diagnostics.contains { $0.id == "projectFileFallback" }, "\(layout.diagnostics.map(\.text))")
        #expect(layout.diagnostics.contains { $0.id == "expected" })
        #expect(!layout.modules.contains { $0.id.hasPrefix("Ledger/project.yml") })
    }
}
