import Testing
@testable import ProjectModel

/// CocoaPods writes `Podfile.lock` beside the project it installs pods into; its `PODS` list
/// names every pod installed (a subspec as `Name/Sub`), so a module of a pod's name that an app
/// file imports is that remote pod's.
@Suite struct PodfileLockTests {
    static let project = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tobjectVersion = 56;
    \tobjects = {
    \t\tB0000000000000000000000A /* Feed.swift in Sources */ = {isa = PBXBuildFile; fileRef = B0000000000000000000000B; };
    \t\tB0000000000000000000000B /* Feed.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Feed.swift; sourceTree = "<group>"; };
    \t\tB0000000000000000000000D = {isa = PBXGroup; children = (B0000000000000000000000E); sourceTree = "<group>"; };
    \t\tB0000000000000000000000E /* Supply */ = {isa = PBXGroup; children = (B0000000000000000000000B); path = Supply; sourceTree = "<group>"; };
    \t\tB00000000000000000000010 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B0000000000000000000000A); };
    \t\tB00000000000000000000011 /* Supply */ = {isa = PBXNativeTarget; buildPhases = (B00000000000000000000010); name = Supply;
    \t\t\tproductType = "com.apple.product-type.application"; };
    \t\tB00000000000000000000013 /* Project object */ = {isa = PBXProject; mainGroup = B0000000000000000000000D; targets = (B00000000000000000000011); };
    \t};
    \trootObject = B00000000000000000000013;
    }
    """

    @Test func thePodsOfTheLockFileBesideTheProjectAreItsTargetsPinnedPackages() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Supply.xcodeproj/project.pbxproj", Self.project)
        try scratch.write("Supply/Feed.swift", "import Moya\nstruct Feed {}\n")
        try scratch.write("Podfile.lock", """
        PODS:
          - Alamofire (5.6.4)
          - Keychain (0.3.1)
          - Moya (15.0.0):
            - Moya/Core (= 15.0.0)
          - Moya/Core (15.0.0):
            - Alamofire (~> 5.0)

        DEPENDENCIES:
          - Keychain
          - Moya (~> 15.0)

        COCOAPODS: 1.11.3
        """)
        let layout = ProjectDiscovery.discover([scratch.path])
        let supply = try #require(layout.module("Supply.xcodeproj:Supply"))
        // Moya and its subspec Moya/Core are one pod.
        #expect(supply.pinnedPackages.map(\.package) == ["Alamofire", "Keychain", "Moya"])
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func aLockFileWithoutAPodsListIsAWarningNamingItAndTheProjectStillReads() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Supply.xcodeproj/project.pbxproj", Self.project)
        try scratch.write("Supply/Feed.swift", "struct Feed {}\n")
        let lock = try scratch.write("Podfile.lock", "COCOAPODS: 1.11.3\n")
        let layout = ProjectDiscovery.discover([scratch.path])
        #expect(layout.module("Supply.xcodeproj:Supply")?.pinnedPackages.isEmpty == true)
        #expect(layout.diagnostics.map(\.range.file) == [lock])
        #expect(layout.diagnostics.map(\.message.id) == ["unreadableFile"])
    }
}
