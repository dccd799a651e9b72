import Testing
@testable import ProjectModel

/// Before `XCLocalSwiftPackageReference` (Xcode 11–14), a local package was added by dragging its
/// folder into the project: the project file holds a folder `PBXFileReference` and a product
/// dependency without a `package` key. Xcode reads the `Package.swift` inside that folder.
@Suite struct FolderReferencePackageTests {
    static let project = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tobjectVersion = 52;
    \tobjects = {
    \t\tA0000000000000000000000A /* ContentView.swift in Sources */ = {isa = PBXBuildFile; fileRef = A0000000000000000000000B; };
    \t\tA0000000000000000000000B /* ContentView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ContentView.swift; sourceTree = "<group>"; };
    \t\tA0000000000000000000000C /* Cards */ = {isa = PBXFileReference; lastKnownFileType = folder; path = Cards; sourceTree = "<group>"; };
    \t\tA0000000000000000000000D = {isa = PBXGroup; children = (A0000000000000000000000E, A0000000000000000000000F); sourceTree = "<group>"; };
    \t\tA0000000000000000000000E /* Deck */ = {isa = PBXGroup; children = (A0000000000000000000000B); path = Deck; sourceTree = "<group>"; };
    \t\tA0000000000000000000000F /* Packages */ = {isa = PBXGroup; children = (A0000000000000000000000C); path = Packages; sourceTree = "<group>"; };
    \t\tA00000000000000000000010 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (A0000000000000000000000A); };
    \t\tA00000000000000000000011 /* Deck */ = {isa = PBXNativeTarget; buildPhases = (A00000000000000000000010); name = Deck;
    \t\t\tpackageProductDependencies = (A00000000000000000000012); productType = "com.apple.product-type.application"; };
    \t\tA00000000000000000000012 /* Cards */ = {isa = XCSwiftPackageProductDependency; productName = Cards; };
    \t\tA00000000000000000000013 /* Project object */ = {isa = PBXProject; mainGroup = A0000000000000000000000D; targets = (A00000000000000000000011); };
    \t};
    \trootObject = A00000000000000000000013;
    }
    """

    @Test func aPackageFolderReferencedByTheProjectIsReadEvenWhenOnlyAnAppFileIsGiven() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Deck.xcodeproj/project.pbxproj", Self.project)
        let view = try scratch.write("Deck/ContentView.swift", "import SwiftUI\nimport Cards\n#Preview { CardView() }\n")
        try scratch.write("Packages/Cards/Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Cards", products: [.library(name: "Cards", targets: ["Cards"])], targets: [.target(name: "Cards")])
        """)
        try scratch.write("Packages/Cards/Sources/Cards/CardView.swift", "import SwiftUI\npublic struct CardView: View { public var body: some View { Text(\"card\") } }\n")
        let layout = ProjectDiscovery.discover([view])
        #expect(layout.diagnostics.isEmpty)
        let app = try #require(layout.module("Deck.xcodeproj:Deck"))
        #expect(app.dependencies == ["Cards:Cards"])
        #expect(app.remoteProducts.isEmpty)
        let cards = try #require(layout.module("Cards:Cards"))
        #expect(cards.sourceFiles.map { ProjectPath.lastComponent($0) } == ["CardView.swift"])
    }

    /// A repository keeping two apps, each with its own copy of a package of one name (an iOS and
    /// a tvOS player sharing a UI kit that diverged): a product dependency that names no package
    /// links the copy its own project references, never the other app's.
    @Test func eachOfTwoProjectsLinksItsOwnCopyOfAPackageBothDeclare() throws {
        let scratch = try ScratchFolder()
        for app in ["Phone", "TV"] {
            try scratch.write("\(app)/Deck.xcodeproj/project.pbxproj", Self.project)
            try scratch.write("\(app)/Deck/ContentView.swift", "import SwiftUI\nimport Cards\n#Preview { CardView() }\n")
            try scratch.write("\(app)/Packages/Cards/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Cards", products: [.library(name: "Cards", targets: ["Cards"])], targets: [.target(name: "Cards")])
            """)
            try scratch.write("\(app)/Packages/Cards/Sources/Cards/CardView.swift", "import SwiftUI\npublic struct CardView: View { public var body: some View { Text(\"\(app)\") } }\n")
        }
        let layout = ProjectDiscovery.discover([scratch.path])
        for app in ["Phone", "TV"] {
            let folder = try #require(FileSystem.realPath(scratch.path + "/" + app))
            let deck = try #require(layout.modules.first { $0.kind == .xcodeTarget && FileSystem.realPath($0.rootPath) == folder })
            let linked = try #require(deck.dependencies.first.flatMap(layout.module))
            #expect(deck.dependencies.count == 1)
            #expect(linked.sourceFiles.map { FileSystem.realPath($0) ?? $0 } == [folder + "/Packages/Cards/Sources/Cards/CardView.swift"])
        }
    }
}
