import Testing
@testable import ProjectModel

/// `ProjectPath.normalize` returns a path that is already normal as it is, without splitting it;
/// the shortcut must answer exactly what the full normalisation does.
@Suite struct ProjectPathNormalTests {
    static let paths = [
        "", ".", "..", "...", "/", "//", "a", "a/", "/a", "a/b", "a//b", "./a", "a/.", "a/./b", "a/..", "../a",
        "a/../b", "/..", "/a/b/c.swift", ".hidden/x", "a/.b", "a/..b", "a/b..", "a/.../b", "Sources/App/Views/Row.swift",
        "é/ü.swift", "/x/", "x/y/", "..a", "a..",
    ]

    /// A path called normal is one normalising leaves as it is; a few such paths are not called
    /// normal (`.`, `/`, a leading `..`) and take the full normalisation, which keeps them.
    @Test func aPathCalledNormalIsOneNormalizingLeavesAsItIs() {
        for path in Self.paths {
            if ProjectPath.isNormal(path) { #expect(ProjectPath.fullyNormalized(path) == path, "\(path)") }
            #expect(ProjectPath.normalize(path) == ProjectPath.fullyNormalized(path), "\(path)")
        }
        #expect(ProjectPath.isNormal("Sources/App/Row.swift") && ProjectPath.isNormal("/a/b") && ProjectPath.isNormal("..."))
        #expect(!ProjectPath.isNormal("a//b") && !ProjectPath.isNormal("a/./b") && !ProjectPath.isNormal("a/") && !ProjectPath.isNormal(""))
    }

    @Test func theLastComponentIsTheNormalPathsLastNonEmptyComponent() {
        for path in Self.paths {
            let normal = ProjectPath.fullyNormalized(path)
            #expect(ProjectPath.lastComponent(path) == (normal.split(separator: "/").last.map(String.init) ?? normal), "\(path)")
        }
    }
}
