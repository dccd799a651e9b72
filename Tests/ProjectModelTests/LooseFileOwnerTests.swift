import Testing
@testable import ProjectModel

/// A file given alone belongs to the nearest package only when one of the package's target
/// folders holds it: a repository's examples beside its `Sources/` are not the package's.
@Suite struct LooseFileOwnerTests {
    @Test func aFileOutsideEveryTargetFolderIsNotThePackages() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Kit", targets: [.target(name: "Kit")])
        """)
        try scratch.write("Sources/Kit/Kit.swift", "public struct Kit {}\n")
        let example = try scratch.write("Examples/Demo.swift", "import SwiftUI\n#Preview { Text(\"demo\") }\n")
        let layout = ProjectDiscovery.discover([example])
        // Not the target Kit's (its folder is Sources/Kit): the example is a module of its own.
        #expect(!layout.modules.contains { $0.name == "Kit" })
        let owner = try #require(layout.modules(containing: example).first.flatMap { layout.module($0) })
        #expect(owner.kind == .folder)
        #expect(owner.sourceFiles.count == 1)
    }

    @Test func aFileInATargetFolderIsThePackages() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Kit", targets: [.target(name: "Kit")])
        """)
        try scratch.write("Sources/Kit/Kit.swift", "public struct Kit {}\n")
        let view = try scratch.write("Sources/Kit/KitView.swift", "import SwiftUI\n#Preview { Text(\"kit\") }\n")
        let layout = ProjectDiscovery.discover([view])
        let owner = try #require(layout.modules(containing: view).first.flatMap { layout.module($0) })
        #expect(owner.name == "Kit")
        #expect(owner.sourceFiles.count == 2)
    }

    /// The package's target folders are worked out for the first file asked about and reused for
    /// the next (`PackageTargetFolders`): each file still gets its own answer.
    @Test func twoFilesOfOnePackageFolderAreEachCheckedAgainstItsTargets() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Kit", targets: [.target(name: "Kit")])
        """)
        let view = try scratch.write("Sources/Kit/KitView.swift", "import SwiftUI\n#Preview { Text(\"kit\") }\n")
        let example = try scratch.write("Examples/Demo.swift", "import SwiftUI\n#Preview { Text(\"demo\") }\n")
        for files in [[example, view], [view, example]] {
            let layout = ProjectDiscovery.discover(files)
            #expect(layout.modules(containing: view).first.flatMap { layout.module($0) }?.name == "Kit")
            // The example lies in the package's folder, which is read for the other file, but
            // in none of its targets' folders: no target compiles it.
            #expect(!layout.modules(containing: example).contains { layout.module($0)?.name == "Kit" })
        }
    }
}
