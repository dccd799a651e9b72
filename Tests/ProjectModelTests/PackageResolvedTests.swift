import Testing
@testable import ProjectModel

/// `Package.resolved` names the remote packages a package or project pinned, direct and
/// transitive, in the format of version 1 (`object.pins[].repositoryURL`) or 2 and 3
/// (`pins[].location`).
@Suite struct PackageResolvedTests {
    static let manifest = """
    // swift-tools-version:5.9
    import PackageDescription
    let package = Package(name: "Feed", targets: [.target(name: "Feed")])
    """

    @Test func versionTwoPinsAreThePackagesModules() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Package.swift", Self.manifest)
        try scratch.write("Sources/Feed/Feed.swift", "struct Feed {}\n")
        try scratch.write("Package.resolved", """
        {"originHash": "0", "pins": [
          {"identity": "nuke", "kind": "remoteSourceControl", "location": "https://github.com/kean/Nuke", "state": {"version": "12.8.0"}},
          {"identity": "swift-nio", "kind": "remoteSourceControl", "location": "https://github.com/apple/swift-nio.git", "state": {"version": "2.0.0"}}
        ], "version": 3}
        """)
        let layout = ProjectDiscovery.discover([scratch.path])
        let feed = try #require(layout.module("Feed:Feed"))
        #expect(feed.pinnedPackages.map(\.package) == ["Nuke", "swift-nio"])
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func versionOnePinsAreRead() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Package.swift", Self.manifest)
        try scratch.write("Sources/Feed/Feed.swift", "struct Feed {}\n")
        try scratch.write("Package.resolved", """
        {"object": {"pins": [{"package": "NetworkImage", "repositoryURL": "https://github.com/gonzalezreal/NetworkImage",
          "state": {"branch": null, "revision": "0", "version": "6.0.0"}}]}, "version": 1}
        """)
        let feed = try #require(ProjectDiscovery.discover([scratch.path]).module("Feed:Feed"))
        #expect(feed.pinnedPackages.map(\.package) == ["NetworkImage"])
    }

    @Test func aMalformedResolvedFileIsAnErrorNamingItAndThePackageStillReads() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Package.swift", Self.manifest)
        try scratch.write("Sources/Feed/Feed.swift", "struct Feed {}\n")
        let resolved = try scratch.write("Package.resolved", "{\"pins\": 3")
        let layout = ProjectDiscovery.discover([scratch.path])
        #expect(layout.module("Feed:Feed")?.sourceFiles.count == 1)
        #expect(layout.diagnostics.map(\.range.file) == [resolved])
    }
}
