import Testing
@testable import ProjectModel

/// Xcode adds a Core Data model (`.xcdatamodeld`, an `XCVersionGroup`) to a target's Sources
/// phase, where momc compiles it into the bundle and generates its entity classes; it is read as
/// a resource of the target, like a file of the Resources phase.
@Suite struct DataModelInSourcesPhaseTests {
    @Test func aDataModelInTheSourcesPhaseIsAResourceOfTheTarget() throws {
        let scratch = try ScratchFolder()
        try scratch.write("App/A.swift", "struct A {}")
        try scratch.write("App/Model.xcdatamodeld/Model.xcdatamodel/contents", "<model/>")
        try scratch.write("App.xcodeproj/project.pbxproj", """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tP = {isa = PBXProject; mainGroup = G; targets = (T, ); };
        \t\tG = {isa = PBXGroup; children = (F, M, ); path = App; sourceTree = "<group>"; };
        \t\tF = {isa = PBXFileReference; path = A.swift; sourceTree = "<group>"; };
        \t\tM = {isa = XCVersionGroup; children = (MV, ); currentVersion = MV; path = Model.xcdatamodeld; sourceTree = "<group>"; versionGroupType = wrapper.xcdatamodel; };
        \t\tMV = {isa = PBXFileReference; lastKnownFileType = wrapper.xcdatamodel; path = Model.xcdatamodel; sourceTree = "<group>"; };
        \t\tT = {isa = PBXNativeTarget; name = App; buildPhases = (S, ); productType = "com.apple.product-type.application"; };
        \t\tS = {isa = PBXSourcesBuildPhase; files = (BF1, BF2, ); };
        \t\tBF1 = {isa = PBXBuildFile; fileRef = F; };
        \t\tBF2 = {isa = PBXBuildFile; fileRef = M; };
        \t};
        \trootObject = P;
        }
        """)
        let (read, diagnostics) = XcodeProjectReader.read(scratch.path + "/App.xcodeproj")
        let target = try #require(read?.targets.first)
        #expect(target.sourceFiles == [scratch.path + "/App/A.swift"])
        #expect(target.resourcePaths == [scratch.path + "/App/Model.xcdatamodeld"])
        #expect(diagnostics.isEmpty)
    }
}
