import Foundation
import Testing
@testable import LocalServer

struct SiteRootTests {
    /// A site folder with `index.html` and `d/a.svg`, and a secret file beside the site.
    private func makeSite() throws -> (root: String, outside: String) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("siteroot-\(UUID().uuidString)").path
        let root = base + "/site"
        try FileManager.default.createDirectory(atPath: root + "/d", withIntermediateDirectories: true)
        try Data("index".utf8).write(to: URL(fileURLWithPath: root + "/index.html"))
        try Data("svg".utf8).write(to: URL(fileURLWithPath: root + "/d/a.svg"))
        try Data("secret".utf8).write(to: URL(fileURLWithPath: base + "/secret.txt"))
        return (root, base)
    }

    @Test func filesInsideTheSiteAreFoundAndAFolderNamesItsIndex() throws {
        let (folder, base) = try makeSite()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let root = try #require(SiteRoot(folder))
        #expect(root.lookup("/d/a.svg") == .file(root.path + "/d/a.svg"))
        #expect(root.lookup("/") == .file(root.path + "/index.html"))
        #expect(root.lookup("//d//a.svg") == .file(root.path + "/d/a.svg"))
        #expect(root.lookup("/d/missing.svg") == .missing)
    }

    @Test(arguments: ["/../secret.txt", "/d/../../secret.txt", "/d/..", "/./index.html", "/.hidden", "/d\\..\\..\\secret.txt", "relative", "/a\0b"])
    func pathsThatTryToLeaveTheSiteAreRefused(path: String) throws {
        let (folder, base) = try makeSite()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let root = try #require(SiteRoot(folder))
        #expect(root.lookup(path) == .refused)
    }

    @Test func aSymbolicLinkLeadingOutOfTheSiteIsRefused() throws {
        let (folder, base) = try makeSite()
        defer { try? FileManager.default.removeItem(atPath: base) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/leak.txt", withDestinationPath: base + "/secret.txt")
        try FileManager.default.createSymbolicLink(atPath: folder + "/up", withDestinationPath: base)
        let root = try #require(SiteRoot(folder))
        #expect(root.lookup("/leak.txt") == .refused)
        #expect(root.lookup("/up/secret.txt") == .refused)
    }
}
