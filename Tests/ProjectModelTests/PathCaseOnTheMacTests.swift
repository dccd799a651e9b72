import Testing
@testable import ProjectModel

/// A path an Xcode project writes with other letter case than the file on disk is the file a
/// Mac's default case-insensitive volume opens (`PathCaseOnTheMac`), with a warning naming both.
@Suite struct PathCaseOnTheMacTests {
    private func writeProject(_ scratch: ScratchFolder, sourcePath: String, infoPlist: String) throws {
        try scratch.write("App/Screen.swift", "struct Screen {}")
        try scratch.write("App/Info.plist", "<plist version=\"1.0\"><dict/></plist>")
        try scratch.write("App.xcodeproj/project.pbxproj", """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tP = {isa = PBXProject; mainGroup = G; targets = (T, ); buildConfigurationList = PL; };
        \t\tPL = {isa = XCConfigurationList; buildConfigurations = (PC, ); };
        \t\tPC = {isa = XCBuildConfiguration; name = Debug; buildSettings = {}; };
        \t\tG = {isa = PBXGroup; children = (F, ); path = app; sourceTree = "<group>"; };
        \t\tF = {isa = PBXFileReference; path = \(sourcePath); sourceTree = "<group>"; };
        \t\tT = {isa = PBXNativeTarget; name = App; buildPhases = (S, ); buildConfigurationList = TL; productType = "com.apple.product-type.application"; };
        \t\tTL = {isa = XCConfigurationList; buildConfigurations = (TC, ); };
        \t\tTC = {isa = XCBuildConfiguration; name = Debug; buildSettings = {INFOPLIST_FILE = \(infoPlist); }; };
        \t\tS = {isa = PBXSourcesBuildPhase; files = (BF, ); };
        \t\tBF = {isa = PBXBuildFile; fileRef = F; };
        \t};
        \trootObject = P;
        }
        """)
    }

    @Test func aPathDifferingOnlyInCaseIsTheFileOnDiskWithAWarning() throws {
        let scratch = try ScratchFolder()
        try writeProject(scratch, sourcePath: "screen.swift", infoPlist: "App/info.plist")
        let layout = ProjectDiscovery.discover([scratch.path])
        let module = try #require(layout.modules.first)
        // The group's `app` and the file's `screen.swift` both differ from `App/Screen.swift`.
        #expect(module.sourceFiles == [scratch.path + "/App/Screen.swift"])
        #expect(module.infoPlistPath == scratch.path + "/App/Info.plist")
        let warnings = layout.diagnostics.filter { $0.id == "pathCaseDiffers" }
        #expect(warnings.count == 2)
        #expect(warnings.contains { $0.message.text.contains("'\(scratch.path)/App/Info.plist' on disk") })
    }

    @Test func twoEntriesMatchingIgnoringCaseLeaveThePathAsWritten() throws {
        let scratch = try ScratchFolder()
        try writeProject(scratch, sourcePath: "Screen.swift", infoPlist: "App/info.plist")
        try scratch.write("App/INFO.plist", "<plist version=\"1.0\"><dict/></plist>")
        let layout = ProjectDiscovery.discover([scratch.path])
        let module = try #require(layout.modules.first)
        #expect(module.infoPlistPath == scratch.path + "/App/info.plist")
        #expect(!layout.diagnostics.contains { $0.id == "pathCaseDiffers" && $0.message.text.contains("info.plist") })
    }
}
