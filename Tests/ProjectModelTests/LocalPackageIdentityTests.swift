import Testing
@testable import ProjectModel

/// A package identity is the last component of its location, case-insensitively (SE-0292,
/// "Package identity"), and a local package the workspace holds overrides every dependency of the
/// same identity (Apple docs, "Editing a package dependency as a local package"). So a sibling
/// package written `.package(path: "Core")` — a folder that does not exist beside `Feature` —
/// builds in Xcode against the workspace's `Core`, and is read as that package, with a warning.
@Suite struct LocalPackageIdentityTests {
    static func manifest(_ name: String, dependencies: String = "", targetDependencies: String = "") -> String {
        """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "\(name)", products: [.library(name: "\(name)", targets: ["\(name)"])],
            dependencies: [\(dependencies)],
            targets: [.target(name: "\(name)", dependencies: [\(targetDependencies)])])
        """
    }

    /// Writes `Feature`, whose manifest depends on `.package(path: "Core")` beside itself, and
    /// discovers the whole folder.
    static func featureDependingOnCore(_ scratch: ScratchFolder) throws -> ProjectLayout {
        try scratch.write("Feature/Package.swift", manifest("Feature", dependencies: ".package(path: \"Core\")",
                                                            targetDependencies: ".product(name: \"Core\", package: \"Core\")"))
        try scratch.write("Feature/Sources/Feature/Screen.swift", "let screen = 0\n")
        return ProjectDiscovery.discover([scratch.path])
    }

    @Test func aMissingLocalDependencyIsTheWorkspacesPackageOfTheSameIdentity() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Core/Package.swift", Self.manifest("Core"))
        try scratch.write("Core/Sources/Core/Badge.swift", "let badge = 1\n")
        let layout = try Self.featureDependingOnCore(scratch)
        let feature = try #require(layout.module("Feature:Feature"))
        #expect(feature.dependencies == ["Core:Core"])
        #expect(layout.diagnostics.map(\.id) == ["localPackageByIdentity"])
    }

    @Test func twoPackagesOfThatIdentityLeaveTheDependencyUnknown() throws {
        let scratch = try ScratchFolder()
        try scratch.write("A/Core/Package.swift", Self.manifest("Core"))
        try scratch.write("A/Core/Sources/Core/One.swift", "let one = 1\n")
        try scratch.write("B/Core/Package.swift", Self.manifest("CoreTwo"))
        try scratch.write("B/Core/Sources/CoreTwo/Two.swift", "let two = 2\n")
        let layout = try Self.featureDependingOnCore(scratch)
        let feature = try #require(layout.module("Feature:Feature"))
        #expect(feature.dependencies.isEmpty)
        #expect(layout.diagnostics.map(\.id).contains("packageNotFound"))
    }
}
