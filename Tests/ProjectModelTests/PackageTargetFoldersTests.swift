import Testing
@testable import ProjectModel

/// A package's target folders are joined to its folder once (`PackageTargetFolders`); the join
/// from the package folder already normalized must give what `ProjectPath.join` gives for every
/// spelling of either path.
@Suite struct PackageTargetFoldersTests {
    @Test func aFolderJoinedToTheNormalizedPackageFolderIsWhatJoinGives() {
        let packageFolders = ["", ".", "./", "/", "//", "Kit", "./Kit", "Kit/", "a/../Kit", "../Kit", "../..", "/a/b", "/a/./b/", "/..", "é/ü"]
        let targetFolders = ["Sources/Kit", "Sources", "Kit", "../Shared", "./Sources/Kit", "Sources//Kit", "Sources/Kit/", "/abs/Kit",
                             "..Kit", "Kit..", ".hidden/Kit", "..", ".", "Sources/../Kit"]
        for packageFolder in packageFolders {
            let normal = ProjectPath.normalize(packageFolder)
            for folder in targetFolders {
                #expect(PackageTargetFolders.joined(normal, folder, packageFolder: packageFolder) == ProjectPath.join(packageFolder, folder),
                        "\(packageFolder) + \(folder)")
            }
        }
    }

    /// SwiftPM's predefined folders followed by the target's name, or the target's `path:`
    /// (PackageDescription `Target`), each in turn.
    @Test func aFileBelowAnyTargetsFolderIsHeld() {
        var manifest = PackageManifest(name: "Kit", folder: ".")
        manifest.targets = [
            PackageManifest.Target(name: "Kit", kind: .regular),
            PackageManifest.Target(name: "Shared", kind: .regular, path: "../Shared"),
            PackageManifest.Target(name: "KitTests", kind: .test),
        ]
        let folders = PackageTargetFolders(manifest, packageFolder: "./")
        #expect(folders.holds("Sources/Kit/View.swift"))
        #expect(folders.holds("src/Kit/View.swift"))
        #expect(folders.holds("../Shared/Theme.swift"))
        #expect(folders.holds("Tests/KitTests/ViewTests.swift"))
        #expect(!folders.holds("Sources/KitExtras/View.swift"))
        #expect(!folders.holds("Sources/Kit"))
        #expect(!folders.holds("Examples/Demo.swift"))
    }
}
