import Testing
@testable import ProjectModel

/// xcodegen sets `INFOPLIST_FILE` of a target that names no Info.plist to the first file named
/// `Info.plist` among its sources (XcodeGen's `PBXProjGenerator.getInfoPlist`).
@Suite("xcodegen: a target's Info.plist found among its sources")
struct XcodeGenInfoPlistSearchTests {
    @Test("A target with neither info: nor INFOPLIST_FILE takes the Info.plist in its first source folder that has one")
    func infoPlistFoundInSources() throws {
        let scratch = try ScratchFolder()
        try scratch.write("App/Screen.swift", "struct Screen {}")
        try scratch.write("App/Info.plist", "<plist version=\"1.0\"><dict/></plist>")
        try scratch.write("Shared/Info.plist", "<plist version=\"1.0\"><dict/></plist>")
        try scratch.write("Shared/Model.swift", "struct Model {}")
        try scratch.write("Tests/Info.plist", "<plist version=\"1.0\"><dict/></plist>")
        try scratch.write("Tests/ScreenTests.swift", "struct ScreenTests {}")
        try scratch.write("project.yml", """
        name: App
        targets:
          App:
            type: application
            platform: iOS
            sources:
              - path: Shared/Model.swift
              - path: App
              - path: Shared
          Named:
            type: application
            platform: iOS
            sources: [App]
            info:
              path: Tests/Info.plist
        """)
        let layout = ProjectDiscovery.discover([scratch.path])
        let app = try #require(layout.modules.first { $0.name == "App" })
        // The first source is a file not named Info.plist; the second, a folder, holds one.
        #expect(app.infoPlistPath == scratch.path + "/App/Info.plist")
        let named = try #require(layout.modules.first { $0.name == "Named" })
        #expect(named.infoPlistPath == scratch.path + "/Tests/Info.plist")
    }
}
