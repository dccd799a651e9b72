import Testing
@testable import ProjectModel

/// A local package whose folder is a git submodule (git docs, "gitmodules": `[submodule]`
/// sections with `path` and `url`) that is not checked out — an archive, or a clone without
/// `--recurse-submodules` — is another repository. Its products are treated as a remote
/// package's, named by the submodule's URL, instead of as an unknown local package.
@Suite struct UncheckedSubmodulePackageTests {
    /// Writes `Feature`, which depends on `.package(path: "../CoreKit")` (not on disk), and
    /// discovers the whole folder.
    static func featureDependingOnCoreKit(_ scratch: ScratchFolder) throws -> ProjectLayout {
        try scratch.write("Feature/Package.swift", LocalPackageIdentityTests.manifest(
            "Feature", dependencies: ".package(path: \"../CoreKit\")",
            targetDependencies: ".product(name: \"CoreKit\", package: \"CoreKit\")"))
        try scratch.write("Feature/Sources/Feature/Screen.swift", "let screen = 0\n")
        return ProjectDiscovery.discover([scratch.path])
    }

    @Test func aMissingLocalPackageThatIsASubmoduleIsARemotePackage() throws {
        let scratch = try ScratchFolder()
        try scratch.write(".gitmodules", """
        [submodule "CoreKit"]
        \tpath = CoreKit
        \turl = https://github.com/example/CoreKit.git
        """)
        let layout = try Self.featureDependingOnCoreKit(scratch)
        let feature = try #require(layout.module("Feature:Feature"))
        #expect(feature.dependencies.isEmpty)
        #expect(feature.remoteProducts.map(\.name) == ["CoreKit"])
        #expect(feature.remoteProducts.map(\.package) == ["CoreKit"])
        #expect(layout.diagnostics.map(\.id) == ["localPackageIsUncheckedSubmodule"])
    }

    @Test func aMissingLocalPackageNoGitmodulesListsStaysNotFound() throws {
        let scratch = try ScratchFolder()
        try scratch.write(".gitmodules", "[submodule \"Other\"]\n\tpath = Other\n\turl = https://example.com/Other.git\n")
        let layout = try Self.featureDependingOnCoreKit(scratch)
        let feature = try #require(layout.module("Feature:Feature"))
        #expect(feature.remoteProducts.isEmpty)
        #expect(layout.diagnostics.map(\.id).contains("packageNotFound"))
    }

    @Test func sectionsWithQuotedValuesAndCommentsAreRead() {
        let found = GitSubmodules.parse("""
        # a comment
        [submodule "A"]
            path = "libs/A"
            url = git@github.com:o/A.git
        [submodule "B"]
            url = https://h/B
        """, in: "/repo")
        #expect(found == [GitSubmodules.Submodule(folder: "/repo/libs/A", url: "git@github.com:o/A.git")])
    }
}
