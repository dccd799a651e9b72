import Testing
@testable import ProjectModel

/// From tools version 5.9 SwiftPM lets a package's only regular target keep its files directly in
/// `Sources/` (no `Sources/<Target>` folder); the only test target may likewise fill `Tests/`.
/// Older tools versions, or a second regular target, still need the target's own folder
/// (SwiftPM `PackageBuilder.findPath(for:)`, `Manifest.targetsWithCommonSourceRoot(type:)`).
@Suite struct PackageRelaxedSourceFolderTests {
    private func writeFeaturePackage(_ scratch: ScratchFolder, toolsLine: String, targets: String) throws {
        try scratch.write("Home/Package.swift", """
        \(toolsLine)
        import PackageDescription
        let package = Package(
            name: "Home",
            products: [.library(name: "Home", targets: ["Home"])],
            targets: [
                \(targets)
            ]
        )
        """)
        try scratch.write("Home/Sources/HomeView.swift", "import SwiftUI\nstruct HomeView: View { var body: some View { Text(\"home\") } }\n")
        try scratch.write("Home/Sources/Rows/HomeRow.swift", "struct HomeRow {}\n")
        try scratch.write("Home/Tests/HomeViewTests.swift", "import Testing\n")
    }

    @Test func theOnlyTargetOfAToolsVersion59PackageFillsSources() throws {
        let scratch = try ScratchFolder()
        try writeFeaturePackage(scratch, toolsLine: "// swift-tools-version: 6.2",
                                targets: #".target(name: "Home"), .testTarget(name: "HomeTests", dependencies: ["Home"]),"#)
        let layout = ProjectDiscovery.discover([scratch.path + "/Home"])
        let home = try #require(layout.module("Home:Home"))
        #expect(ProjectFixtures.relative(home.sourceFiles, to: scratch.path + "/Home") == ["Sources/HomeView.swift", "Sources/Rows/HomeRow.swift"])
        #expect(!layout.diagnostics.contains { $0.id == "pathNotFound" })
    }

    @Test func aToolsVersion58PackageStillNeedsTheTargetFolder() throws {
        let scratch = try ScratchFolder()
        try writeFeaturePackage(scratch, toolsLine: "// swift-tools-version:5.8", targets: #".target(name: "Home"),"#)
        let layout = ProjectDiscovery.discover([scratch.path + "/Home"])
        #expect(layout.module("Home:Home")?.sourceFiles.isEmpty ?? true)
        #expect(layout.diagnostics.contains { $0.id == "pathNotFound" })
    }

    @Test func aSecondRegularTargetMeansNeitherFillsSources() throws {
        let scratch = try ScratchFolder()
        try writeFeaturePackage(scratch, toolsLine: "// swift-tools-version:5.9",
                                targets: #".target(name: "Home"), .target(name: "HomeModels"),"#)
        let layout = ProjectDiscovery.discover([scratch.path + "/Home"])
        #expect(layout.module("Home:Home")?.sourceFiles.isEmpty ?? true)
        #expect(layout.diagnostics.filter { $0.id == "pathNotFound" }.count == 2)
    }

    @Test func theToolsVersionIsReadFromTheFirstLineInItsWrittenForms() {
        #expect(ManifestToolsVersion.declared(in: "// swift-tools-version:5.9\nimport PackageDescription") == .init(major: 5, minor: 9))
        #expect(ManifestToolsVersion.declared(in: "// swift-tools-version: 6.2") == .init(major: 6, minor: 2))
        #expect(ManifestToolsVersion.declared(in: "//swift-tools-version:5.10.1") == .init(major: 5, minor: 10))
        #expect(ManifestToolsVersion.declared(in: "// swift-tools-version:5.7;(experimentalFeatures)") == .init(major: 5, minor: 7))
        #expect(ManifestToolsVersion.declared(in: "import PackageDescription\n// swift-tools-version:5.9") == nil)
        #expect(ManifestToolsVersion(major: 5, minor: 10) > .relaxedSourceFolder)
    }
}
