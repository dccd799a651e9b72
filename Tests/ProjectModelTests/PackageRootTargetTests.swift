import Testing
@testable import ProjectModel

/// A target whose `path:` is the package's own folder compiles every Swift file in it but the
/// manifest: `import PackageDescription` is no module a target can import, so SwiftPM leaves
/// `Package.swift` (and `Package@swift-*.swift`) out.
@Suite struct PackageRootTargetTests {
    @Test func aTargetAtThePackageRootLeavesTheManifestOut() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Birds/Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Birds", products: [.library(name: "Birds", targets: ["Birds"])],
                              targets: [.target(name: "Birds", path: ".")])
        """)
        try scratch.write("Birds/Package@swift-5.8.swift", "// swift-tools-version:5.8\nimport PackageDescription\n")
        try scratch.write("Birds/BirdView.swift", "import SwiftUI\nstruct BirdView: View { var body: some View { Text(\"bird\") } }\n")
        try scratch.write("Birds/Store/Feeder.swift", "struct Feeder {}\n")
        let layout = ProjectDiscovery.discover([scratch.path + "/Birds"])
        let birds = try #require(layout.module("Birds:Birds"))
        #expect(ProjectFixtures.relative(birds.sourceFiles, to: scratch.path + "/Birds") == ["BirdView.swift", "Store/Feeder.swift"])
    }
}
