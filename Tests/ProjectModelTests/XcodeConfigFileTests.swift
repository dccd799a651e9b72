import Foundation
import Testing
@testable import ProjectModel

/// Build configuration files (`.xcconfig`): their format, and where their settings sit among a
/// target's levels (project file < project settings < target file < target settings).
@Suite("Xcode configuration files")
struct XcodeConfigFileTests {
    @Test("A configuration file's lines: comments from // on, quotes kept, includes read in place, conditional lines left out")
    func assignmentsInFileOrder() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Configs/Base.xcconfig", "SLASH = /\nAPI_HOST = base.example.com\n")
        try scratch.write("Configs/Debug.xcconfig", """
        // Debug settings
        #include "Base.xcconfig"
        #include? "Missing.xcconfig"
        API_HOST = debug.example.com // the staging host
        API_URL = https:$(SLASH)/$(API_HOST)
        BROKEN_URL = https://cut.example.com
        CHAIN_ID = "201411";
        OTHER_FLAGS[sdk=iphoneos*] = -DDEVICE
        not a setting
        """)
        let assignments = XcodeConfigFile.assignments(at: scratch.path + "/Configs/Debug.xcconfig")
        #expect(assignments.map { "\($0.name)=\($0.value)" } == [
            "SLASH=/", "API_HOST=base.example.com", "API_HOST=debug.example.com", "API_URL=https:$(SLASH)/$(API_HOST)",
            // Xcode reads `//` as a comment even inside a URL.
            "BROKEN_URL=https:", "CHAIN_ID=\"201411\"",
        ])
    }

    @Test("A file that includes itself ends; a missing file gives nothing")
    func selfIncludeAndMissingFile() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Loop.xcconfig", "#include \"Loop.xcconfig\"\nNAME = loop\n")
        // The include nests 16 levels deep, each adding its own NAME after the nested ones.
        #expect(XcodeConfigFile.assignments(at: scratch.path + "/Loop.xcconfig").count == XcodeConfigFile.includeDepthLimit)
        #expect(XcodeConfigFile.assignments(at: scratch.path + "/None.xcconfig").isEmpty)
    }

    @Test("Target settings over the target's file, over project settings, over the project's file; $(inherited) reaches down")
    func levelsOfATarget() throws {
        let scratch = try ScratchFolder()
        try scratch.write("App/A.swift", "struct A {}")
        try scratch.write("Configs/Project.xcconfig", "HOST = project-file\nCHANNEL = project-file\nFLAGS = one\nPROJECT_ONLY = yes\n")
        try scratch.write("Configs/App.xcconfig", "HOST = target-file\nCHANNEL = target-file\nFLAGS = $(inherited) two\nFLAGS = $(inherited) three\n")
        try scratch.write("App.xcodeproj/project.pbxproj", """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tP = {isa = PBXProject; mainGroup = G; targets = (T, ); buildConfigurationList = PL; };
        \t\tG = {isa = PBXGroup; children = (F, C); sourceTree = "<group>"; };
        \t\tC = {isa = PBXGroup; children = (PX, TX); path = Configs; sourceTree = "<group>"; };
        \t\tPX = {isa = PBXFileReference; path = Project.xcconfig; sourceTree = "<group>"; };
        \t\tTX = {isa = PBXFileReference; path = App.xcconfig; sourceTree = "<group>"; };
        \t\tF = {isa = PBXFileReference; path = App/A.swift; sourceTree = "<group>"; };
        \t\tPL = {isa = XCConfigurationList; buildConfigurations = (PD, ); };
        \t\tPD = {isa = XCBuildConfiguration; name = Debug; baseConfigurationReference = PX; buildSettings = {CHANNEL = project; }; };
        \t\tT = {isa = PBXNativeTarget; name = App; buildPhases = (S, ); buildConfigurationList = TL; productType = "com.apple.product-type.application"; };
        \t\tTL = {isa = XCConfigurationList; buildConfigurations = (TD, ); };
        \t\tTD = {isa = XCBuildConfiguration; name = Debug; baseConfigurationReference = TX; buildSettings = {HOST = "$(inherited).target"; }; };
        \t\tS = {isa = PBXSourcesBuildPhase; files = (BF, ); };
        \t\tBF = {isa = PBXBuildFile; fileRef = F; };
        \t};
        \trootObject = P;
        }
        """)
        let (read, diagnostics) = XcodeProjectReader.read(scratch.path + "/App.xcodeproj")
        #expect(diagnostics.isEmpty)
        let settings = try #require(read?.targets.first).buildSettings
        // HOST: the target's setting over the target's file, which it inherits.
        #expect(settings["HOST"] == "target-file.target")
        // CHANNEL: the target's file is above the project's settings.
        #expect(settings["CHANNEL"] == "target-file")
        // FLAGS: each later line inherits the value so far, down to the project's file.
        #expect(settings["FLAGS"] == "one two three")
        #expect(settings["PROJECT_ONLY"] == "yes")
    }

    @Test("A target's Info.plist file and INFOPLIST_KEY_ settings set only in its configuration file are the target's")
    func infoPlistSettingsFromAConfigurationFile() throws {
        let scratch = try ScratchFolder()
        try scratch.write("App/A.swift", "struct A {}")
        try scratch.write("App/Info.plist", "<plist version=\"1.0\"><dict/></plist>")
        try scratch.write("Configs/Shared.xcconfig", "INFOPLIST_FILE = App/Info.plist\nINFOPLIST_KEY_CFBundleDisplayName = Shown\n")
        try scratch.write("Configs/Debug-Local.xcconfig", "#include \"Shared.xcconfig\"\n")
        try scratch.write("App.xcodeproj/project.pbxproj", """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tP = {isa = PBXProject; mainGroup = G; targets = (T, ); buildConfigurationList = PL; };
        \t\tG = {isa = PBXGroup; children = (F, C); sourceTree = "<group>"; };
        \t\tC = {isa = PBXGroup; children = (TX, ); path = Configs; sourceTree = "<group>"; };
        \t\tTX = {isa = PBXFileReference; path = "Debug-Local.xcconfig"; sourceTree = "<group>"; };
        \t\tF = {isa = PBXFileReference; path = App/A.swift; sourceTree = "<group>"; };
        \t\tPL = {isa = XCConfigurationList; buildConfigurations = (PD, ); };
        \t\tPD = {isa = XCBuildConfiguration; name = "Debug-Local"; buildSettings = {}; };
        \t\tT = {isa = PBXNativeTarget; name = App; buildPhases = (S, ); buildConfigurationList = TL; productType = "com.apple.product-type.application"; };
        \t\tTL = {isa = XCConfigurationList; buildConfigurations = (TD, ); };
        \t\tTD = {isa = XCBuildConfiguration; name = "Debug-Local"; baseConfigurationReference = TX; buildSettings = {}; };
        \t\tS = {isa = PBXSourcesBuildPhase; files = (BF, ); };
        \t\tBF = {isa = PBXBuildFile; fileRef = F; };
        \t};
        \trootObject = P;
        }
        """)
        let (read, _) = XcodeProjectReader.read(scratch.path + "/App.xcodeproj")
        let target = try #require(read?.targets.first)
        // INFOPLIST_FILE is read against the project's folder (SRCROOT).
        #expect(target.infoPlistPath == scratch.path + "/App/Info.plist")
        #expect(target.resourcePaths.contains(scratch.path + "/App/Info.plist"))
        #expect(target.infoPlistKeys["CFBundleDisplayName"] == "Shown")
    }
}
